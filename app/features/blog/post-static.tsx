import { renderToStaticMarkup } from "react-dom/server";
import type { ComponentProps } from "react";
import { PostTags } from "./post-body";
import { PostByline } from "./post-header";

/**
 * The byline and the tags as HTML, rendered while prerendering (in the route's loader): they never
 * change in the browser, so the page's JavaScript carries neither their code nor a second copy of
 * their text. The markup is React's, escaped as always, from build-time content.
 */
export function postStaticHtml({
  byline,
  tags,
}: {
  byline: ComponentProps<typeof PostByline>;
  tags: ComponentProps<typeof PostTags>;
}) {
  return {
    byline: renderToStaticMarkup(<PostByline {...byline} />),
    tags: renderToStaticMarkup(<PostTags {...tags} />),
  };
}
