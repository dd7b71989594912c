import { useState } from "react";
import { Button } from "~/components/ui/button";
import { formatNumber } from "~/lib/format";
import { Icon } from "~/components/ui/icon";

/**
 * The likes count with a Like toggle. There is no backend to record a like, so it lasts for this
 * page view only and the toggle says so rather than pretending to save.
 */
export function LikesBlock({ likes }: { likes: number }) {
  const [liked, setLiked] = useState(false);
  const count = likes + (liked ? 1 : 0);
  return (
    <section aria-labelledby="likes-heading" className="flex flex-wrap items-center gap-4">
      <h2 id="likes-heading" className="sr-only">
        Likes
      </h2>
      <Button variant="outline" aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
        <Icon name="heart" aria-hidden="true" className={liked ? "fill-current text-destructive" : undefined} />
        Like
      </Button>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{formatNumber(count)}</span>{" "}
        {count === 1 ? "person likes" : "people like"} this article
      </p>
    </section>
  );
}
