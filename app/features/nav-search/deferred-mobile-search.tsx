import { useEffect } from "react";
import { useDeferredModule } from "~/components/ui/use-deferred-module";
import type { SearchCopy } from "~/content/nav";

// The small-screen search bar exists only once its button is pressed, so its code loads then (or
// a moment earlier, when a visitor reaches for the button), never with the page.
const loadMobileSearch = () => import("./mobile-search");

/** Starts loading the bar when a visitor points at or focuses its button. */
export function preloadMobileSearch() {
  loadMobileSearch().catch(() => {
    // Opening the bar asks again and reports a failure there.
  });
}

/**
 * The bar, rendered once its module is here. Not React.lazy: a Suspense boundary would hold the
 * bar back on a timer, and the module arrives quickly anyway (the button's intent preloads it).
 */
export function DeferredMobileSearch(props: { onDone: () => void; copy: SearchCopy }) {
  const [module, request] = useDeferredModule(loadMobileSearch);
  useEffect(request, [request]);
  return module ? <module.MobileSearch {...props} /> : null;
}
