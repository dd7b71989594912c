import { useRef, useState } from "react";
import type { KeyboardEvent, RefObject } from "react";
import { tabbable } from "./header-styles";

/** The first visible tab stop after `anchor` in document order, outside `exclude`. */
function nextTabStop(anchor: HTMLElement, exclude: HTMLElement): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(tabbable)].find(
    (element) =>
      element !== anchor &&
      !exclude.contains(element) &&
      element.tabIndex >= 0 &&
      element.getClientRects().length > 0 &&
      Boolean(anchor.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}

/**
 * Tab in an open header dropdown closes it and moves on from its trigger, as the navigation
 * panels do; Shift+Tab closes it and returns to the trigger. Radix menus swallow Tab, and the
 * list is portalled to the end of the page, so the browser's own order would leave the header.
 */
export function useMenuTabOut(triggerRef: RefObject<HTMLElement | null>, initialOpen = false) {
  const [open, setOpen] = useState(initialOpen);
  const focusAfterClose = useRef<HTMLElement | undefined>(undefined);
  return {
    open,
    onOpenChange: setOpen,
    contentProps: {
      onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
        const trigger = triggerRef.current;
        if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey || !trigger)
          return;
        event.preventDefault();
        focusAfterClose.current = event.shiftKey
          ? trigger
          : (nextTabStop(trigger, event.currentTarget) ?? trigger);
        setOpen(false);
      },
      onCloseAutoFocus(event: Event) {
        const target = focusAfterClose.current;
        focusAfterClose.current = undefined;
        if (!target) return;
        event.preventDefault();
        target.focus();
      },
    },
  };
}
