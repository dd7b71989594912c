import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it (or hydrates the Suspense boundary
 * holding the caller); true once the caller's event handlers are attached, and at once for
 * anything rendered on the client. A useSyncExternalStore snapshot, so the hydrating render
 * matches the HTML and only the callers render again.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Marks a control that waits for the page's code; app.css keeps its look, with a busy cursor. */
export const awaitsScriptAttribute = "data-awaits-script";

/**
 * For a control that can do nothing without the page's code (a like button, a carousel's
 * arrows): disabled until its handler is attached, so a click before then is refused by the
 * browser in plain sight instead of vanishing. Spread it after the control's own `disabled`.
 */
export function useScriptOnly(disabled?: boolean) {
  const interactive = useInteractive();
  return interactive
    ? { disabled }
    : ({ disabled: true, [awaitsScriptAttribute]: "" } as { disabled: true });
}
