import { useCallback, useEffect, useSyncExternalStore } from "react";

const itemSelector = '[role="menuitem"], [role="menuitemradio"]';

/**
 * A header popover (`popover="auto"` opened by its trigger's `popovertarget`). The browser opens
 * and closes it, light-dismisses it, closes it on Escape and returns focus to the trigger, with or
 * without this code. Once hydrated, this adds what the platform leaves to the page:
 * - `open`, for the trigger's aria-expanded (read on mount too: it may have opened before);
 * - a link chosen inside closes it (a client-side navigation keeps the header);
 * - focus leaving for anything but its trigger closes it (disclosure navigation);
 * - for `kind: "menu"` (the menu button pattern): the first item takes focus on open, arrow keys,
 *   Home and End move between items, Space activates one, and Tab or Shift+Tab closes the menu and
 *   moves on from, or back to, its trigger, as if the menu were one tab stop.
 */
export function useHeaderPopover(kind: "disclosure" | "menu", id: string) {
  // Open or not is the element's own state (it may have opened before hydration): read, not kept.
  const subscribe = useCallback(
    (changed: () => void) => {
      const popover = document.getElementById(id);
      popover?.addEventListener("toggle", changed);
      return () => popover?.removeEventListener("toggle", changed);
    },
    [id],
  );
  const open = useSyncExternalStore(
    subscribe,
    () => document.getElementById(id)?.matches(":popover-open") ?? false,
    () => false,
  );

  useEffect(() => {
    // By id: a panel may sit apart from its trigger (the browser still tabs from one to the other).
    const popover = document.getElementById(id);
    const trigger = document.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(id)}"]`);
    if (!popover || !trigger) return;
    const items = () => [...popover.querySelectorAll<HTMLElement>(itemSelector)];
    const close = () => {
      if (popover.matches(":popover-open")) popover.hidePopover();
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open" && kind === "menu") items()[0]?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest(`a[href], ${itemSelector}`)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      // Where focus goes: nowhere (another window) or the trigger, whose press toggles the popover
      // itself, leave it open.
      const next = event.relatedTarget;
      if (next instanceof Node && next !== trigger && !popover.contains(next)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (kind !== "menu" || event.altKey || event.ctrlKey || event.metaKey) return;
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      let target: HTMLElement | undefined;
      switch (event.key) {
        case "ArrowDown":
          target = list[(index + 1) % list.length];
          break;
        case "ArrowUp":
          target = list[(index - 1 + list.length) % list.length];
          break;
        case "Home":
          target = list[0];
          break;
        case "End":
          target = list.at(-1);
          break;
        case " ":
          if (index < 0) return;
          event.preventDefault();
          list[index]!.click();
          return;
        case "Tab":
          // Closing gives focus back to the trigger, from where the browser's own Tab moves on;
          // Shift+Tab stays there, as if the menu were one stop after its trigger.
          if (event.shiftKey) event.preventDefault();
          close();
          return;
        default:
          return;
      }
      event.preventDefault();
      target?.focus();
    };

    popover.addEventListener("toggle", onToggle);
    popover.addEventListener("click", onClick);
    popover.addEventListener("focusout", onFocusOut);
    popover.addEventListener("keydown", onKeyDown);
    return () => {
      popover.removeEventListener("toggle", onToggle);
      popover.removeEventListener("click", onClick);
      popover.removeEventListener("focusout", onFocusOut);
      popover.removeEventListener("keydown", onKeyDown);
    };
  }, [kind, id]);

  return open;
}
