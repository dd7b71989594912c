/** Shared by the real header controls and their server-rendered stand-ins, so they look identical. */
export const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted";

export const navTrigger =
  "group inline-flex h-9 items-center gap-0.5 rounded-md px-2 text-sm font-medium text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted";

/** What the header's keyboard helpers treat as a tab stop. */
export const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** Hand-over from the stand-in button shown before this code arrived. */
export type MenuHandOff = {
  openOnMount?: boolean;
  focusOnMount?: boolean;
  /** Opened from the keyboard: the first item takes focus, as Radix does for a keyboard open. */
  keyboardOpen?: boolean;
};

/**
 * For a menu opened on mount from the keyboard: Radix only moves focus to the first item when it
 * saw the key press itself, which happened on the stand-in before the menu code arrived. Runs
 * after Radix's own open focus.
 */
export function focusFirstMenuItem(framesLeft = 10): void {
  // The menu content mounts through a portal a frame or two after the menu itself.
  const item = document.querySelector<HTMLElement>(
    '[role="menu"] [role="menuitem"], [role="menu"] [role="menuitemradio"]',
  );
  if (item) item.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusFirstMenuItem(framesLeft - 1));
}
