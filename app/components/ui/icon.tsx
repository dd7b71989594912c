import type { SVGProps } from "react";
import { cn } from "~/lib/cn";
import { directionalIcons, iconSpriteHref, isIconName } from "./icon-names";

/**
 * A content icon by name, drawn from the committed sprite (public/icons): the same lucide artwork
 * with no JavaScript per icon, which kept about 6 KB gzipped of icon components out of every first
 * visit. Decorative; an unknown name (e.g. from a hand-edited cart) falls back to a package.
 * A directional icon (icon-names.ts) is mirrored on a right-to-left page.
 */
export function Icon({ name, className, ...props }: SVGProps<SVGSVGElement> & { name: string }) {
  const id = isIconName(name) ? name : "package";
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
      className={cn("lucide", directionalIcons.has(id) && "rtl:-scale-x-100", className)}
      {...props}
    >
      <use href={`${iconSpriteHref}#${id}`} />
    </svg>
  );
}
