import { useState } from "react";
import { Button } from "~/components/ui/button";
import type { postPageCopy } from "~/content/blog";
import type { Localized } from "~/content/localized";
import { Icon } from "~/components/ui/icon";
import type { LikeCountText } from "./like-count";

/**
 * The likes count with a Like toggle. There is no backend to record a like, so it lasts for this
 * page view only and the toggle says so rather than pretending to save.
 */
export function LikesBlock({
  counts,
  copy,
}: {
  counts: readonly [LikeCountText, LikeCountText];
  copy: Pick<Localized<typeof postPageCopy.likes>, "heading" | "button">;
}) {
  const [liked, setLiked] = useState(false);
  const { before, number, after } = counts[liked ? 1 : 0];
  return (
    <section aria-labelledby="likes-heading" className="flex flex-wrap items-center gap-4">
      <h2 id="likes-heading" className="sr-only">
        {copy.heading}
      </h2>
      <Button variant="outline" aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
        <Icon
          name="heart"
          aria-hidden="true"
          className={liked ? "fill-current text-destructive" : undefined}
        />
        {copy.button}
      </Button>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {before}
        {number === null ? null : <span className="font-semibold text-foreground">{number}</span>}
        {after}
      </p>
    </section>
  );
}
