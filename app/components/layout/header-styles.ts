/** Icon buttons of the header bar; an open menu's trigger keeps the hover fill. */
export const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted aria-expanded:bg-muted";

export const navTrigger =
  "group inline-flex h-9 items-center gap-0.5 rounded-md px-2 text-sm font-medium text-foreground transition-colors hover:bg-muted aria-expanded:bg-muted";
