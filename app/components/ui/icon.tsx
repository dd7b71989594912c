import type { SVGProps } from "react";
import { cn } from "~/lib/cn";
import { directionalIcons, iconSpriteHref } from "./icon-sprite";

/**
 * A content icon by name, drawn from the committed sprite (public/icons): the same lucide artwork
 * with no JavaScript per icon, which kept about 6 KB gzipped of icon components out of every first
 * visit. Decorative. The name is a sprite symbol's: names in components and content are checked
 * by unit tests (app/content/icons.test.ts, scripts/make-icon-sprite.test.mjs), and the cart checks the names it reads from storage, so the
 * list of names stays out of every page's JavaScript. A directional icon (icon-sprite.ts) is
 * mirrored on a right-to-left page.
 */
export function Icon({ name, className, ...props }: SVGProps<SVGSVGElement> & { name: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn("lucide", directionalIcons.has(name) && "rtl:-scale-x-100", className)}
      {...props}
    >
      <use href={`${iconSpriteHref}#${name}`} />
    </svg>
  );
}
