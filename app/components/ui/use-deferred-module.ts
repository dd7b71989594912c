import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Loads a component module on demand: when `request()` is called (a visitor's intent: focus,
 * hover, click) or, after hydration, at once if `eagerQuery` matches (e.g. the desktop bar on a
 * desktop screen). Until then the caller renders a light stand-in, so small screens never
 * download menus they cannot see.
 */
export function useDeferredModule<M>(
  load: () => Promise<M>,
  eagerQuery?: string,
): [M | null, () => void] {
  const [module, setModule] = useState<M | null>(null);
  const requested = useRef(false);

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    load().then(setModule, (error: unknown) => {
      // A failed chunk (offline, new deploy) leaves the stand-in; the next intent retries.
      requested.current = false;
      console.error("Could not load part of the page.", error);
    });
  }, [load]);

  useEffect(() => {
    if (eagerQuery && window.matchMedia(eagerQuery).matches) request();
  }, [eagerQuery, request]);

  return [module, request];
}
