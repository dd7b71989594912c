import type { IconName } from "./icon-names";

// Apart from icon-names.ts: every page draws icons, and only the cart needs the list of names.

/**
 * Icons that point along the line of reading (forward, back, out, send): drawn mirrored on a
 * right-to-left page, so "next" still points the reading way (a horizontal flip keeps the "up" of
 * arrow-up-right). Not here: icons with a fixed physical meaning (play, the refresh arrows, chevron-down).
 */
export const directionalIcons: ReadonlySet<string> = new Set<IconName>([
  "arrow-left",
  "arrow-right",
  "arrow-up-right",
  "chevron-left",
  "chevron-right",
  "external-link",
  "log-out",
  "send-horizontal",
]);

/** Bump with any change to the sprite so browsers never pair new markup with an old cached file. */
export const iconSpriteHref = "/icons/sprite-3.svg";
