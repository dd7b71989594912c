/** Shared by the real header controls and their server-rendered stand-ins, so they look identical. */
export const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted";

export const navTrigger =
  "group inline-flex h-9 items-center gap-0.5 rounded-md px-2 text-sm font-medium text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted";

/** Hand-over from the stand-in button shown before this code arrived. */
export type MenuHandOff = { openOnMount?: boolean; focusOnMount?: boolean };
