import type { postPageCopy } from "~/content/blog";
import type { Localized } from "~/content/localized";
import type { SiteLocale } from "~/lib/locales";
import { LikesBlock } from "./likes-block";
import { ShareBar } from "./share-bar";

/** Under the article: the like button and the share links, one island of code (see post.tsx). */
export function PostReactions({
  likes,
  url,
  title,
  copy,
  locale,
}: {
  likes: number;
  url: string;
  title: string;
  copy: Localized<Pick<typeof postPageCopy, "likes" | "share">>;
  locale: SiteLocale;
}) {
  return (
    <>
      <LikesBlock likes={likes} copy={copy.likes} locale={locale} />
      <ShareBar url={url} title={title} copy={copy.share} />
    </>
  );
}
