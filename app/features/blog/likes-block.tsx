import { useState } from "react";
import { Button } from "~/components/ui/button";
import type { postPageCopy } from "~/content/blog";
import type { Localized } from "~/content/localized";
import { formatNumber, pluralCategory } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";
import { Icon } from "~/components/ui/icon";

/**
 * The likes count with a Like toggle. There is no backend to record a like, so it lasts for this
 * page view only and the toggle says so rather than pretending to save.
 */
export function LikesBlock({
  likes,
  copy,
  locale,
}: {
  likes: number;
  copy: Localized<typeof postPageCopy.likes>;
  locale: SiteLocale;
}) {
  const [liked, setLiked] = useState(false);
  const count = likes + (liked ? 1 : 0);
  // The form for the count, with its number ("#") set in bold.
  const category = pluralCategory(count, locale);
  const form = copy.count[category] ?? copy.count.other;
  const [before = "", after = ""] = form.includes("#") ? form.split("#") : ["", ` ${form}`];
  return (
    <section aria-labelledby="likes-heading" className="flex flex-wrap items-center gap-4">
      <h2 id="likes-heading" className="sr-only">
        {copy.heading}
      </h2>
      <Button variant="outline" aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
        <Icon name="heart" aria-hidden="true" className={liked ? "fill-current text-destructive" : undefined} />
        {copy.button}
      </Button>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {before}
        {form.includes("#") ? (
          <span className="font-semibold text-foreground">{formatNumber(count, locale)}</span>
        ) : null}
        {after}
      </p>
    </section>
  );
}
