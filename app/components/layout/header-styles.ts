/** Icon buttons of the header bar; an open menu's trigger keeps the hover fill. */
export const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted aria-expanded:bg-muted";

export const navTrigger =
  "group inline-flex h-9 items-center gap-0.5 rounded-md px-2 text-sm font-medium text-foreground transition-colors hover:bg-muted aria-expanded:bg-muted";

/**
 * A header popover in the top layer, placed under its trigger by CSS anchor positioning (the
 * trigger names the anchor, the popover takes it; `header-popover` in app.css places it).
 */
export const headerPopover = "header-popover border border-border bg-background text-foreground";

/** A menu item of the launcher and the language picker. */
export const menuItem =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-start text-sm -outline-offset-3 select-none hover:bg-muted focus:bg-muted";

/** A menu's heading. */
export const menuLabel =
  "px-3 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase";

/** What the header's keyboard helpers treat as a tab stop. */
export const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';
