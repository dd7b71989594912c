import { useEffect, useState } from "react";
import type { RefObject } from "react";

/**
 * Whether the pointer is over `container` and whether focus is inside it. Focus on `ignore` does
 * not count, so a control that resumes rotation is not paused by its own focus.
 */
export function useHoverFocus(
  container: RefObject<HTMLElement | null>,
  ignore: RefObject<HTMLElement | null>,
): { hovered: boolean; focused: boolean } {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(true);
    };
    const onLeave = () => setHovered(false);
    const onFocusIn = (event: FocusEvent) => setFocused(event.target !== ignore.current);
    const onFocusOut = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    node.addEventListener("pointerenter", onEnter);
    node.addEventListener("pointerleave", onLeave);
    node.addEventListener("focusin", onFocusIn);
    node.addEventListener("focusout", onFocusOut);
    return () => {
      node.removeEventListener("pointerenter", onEnter);
      node.removeEventListener("pointerleave", onLeave);
      node.removeEventListener("focusin", onFocusIn);
      node.removeEventListener("focusout", onFocusOut);
    };
  }, [container, ignore]);

  return { hovered, focused };
}
