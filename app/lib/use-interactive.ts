import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

// Set just after the page's first hydration has committed: anything mounted later renders on the
// client, with its handlers attached from the start.
let settled = false;
const readSettled = () => settled;
const readServer = () => false;

/**
 * False in the prerendered HTML and while React hydrates it (or hydrates the Suspense boundary
 * holding the caller); true once the caller's event handlers are attached, and at once for
 * anything rendered on the client after the page has hydrated. For controls that need the page's
 * code, and for UI that shows stored values or the query string, which the HTML cannot know.
 *
 * The hydrating render reads the server snapshot, so it matches the HTML. The flip to true is a
 * transition started from an effect: had the snapshot itself changed, React would check it right
 * after the hydrating commit and re-render every caller synchronously, in the same task as the
 * page's hydration effects (its longest task). The client snapshot therefore stays false until
 * that check has passed, and turns true in a microtask, once the hydration's effects have run.
 */
export function useInteractive(): boolean {
  const mountedOnClient = useSyncExternalStore(subscribe, readSettled, readServer);
  const [attached, setAttached] = useState(false);
  useEffect(() => {
    if (!settled) queueMicrotask(() => (settled = true));
    if (!mountedOnClient) startTransition(() => setAttached(true));
  }, [mountedOnClient]);
  return mountedOnClient || attached;
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
