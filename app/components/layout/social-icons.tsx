import type { SiteConfig } from "~/content/site";
import { iconSpriteHref } from "~/components/ui/icon-sprite";
import { socialSymbol } from "~/components/ui/social-glyphs";

type SocialName = SiteConfig["social"][number]["name"];

/** A social network's brand glyph, drawn from the icon sprite (app/components/ui/social-glyphs.ts). */
export function SocialIcon({ name, className }: { name: SocialName; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="currentColor"
    >
      <use href={`${iconSpriteHref}#${socialSymbol(name)}`} />
    </svg>
  );
}
