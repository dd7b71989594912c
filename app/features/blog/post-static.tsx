import { renderToStaticMarkup } from "react-dom/server";
import type { ComponentProps } from "react";
import { Badge } from "~/components/ui/badge";
import { PostByline } from "./post-header";

/**
 * The byline and the tags as HTML, rendered while prerendering (in the route's loader): they never
 * change in the browser, so the page's JavaScript carries neither their code nor a second copy of
 * their text. The markup is React's, escaped as always, from build-time content. The tags live here,
 * not beside the article's components, so no browser module imports the badge.
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

function PostTags({ tags, heading }: { tags: string[]; heading: string }) {
  return (
    <div className="mt-10 flex flex-wrap items-center gap-3">
      <h2 id="post-tags" className="text-sm font-semibold">
        {heading}
      </h2>
      <ul aria-labelledby="post-tags" className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge variant="outline">{tag}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
