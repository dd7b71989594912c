import type { postPageCopy } from "~/content/blog";
import type { Localized } from "~/content/localized";
import type { LikeCountText } from "./like-count";
import { LikesBlock } from "./likes-block";
import { ShareBar } from "./share-bar";

/** Under the article: the like button and the share links, one island of code (see post.tsx). */
export function PostReactions({
  likes,
  url,
  title,
  copy,
}: {
  likes: readonly [LikeCountText, LikeCountText];
  url: string;
  title: string;
  copy: Localized<Pick<typeof postPageCopy, "likes" | "share">>;
}) {
  return (
    <>
      <LikesBlock counts={likes} copy={copy.likes} />
      <ShareBar url={url} title={title} copy={copy.share} />
    </>
  );
}
