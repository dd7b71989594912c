import { Suspense } from "react";
import type { ReactNode } from "react";

/**
 * React hydrates a server-rendered Suspense boundary in its own pass after the rest of the page.
 * Radix widgets (tabs, accordions) set state while mounting, and a state update during React's
 * commit is synchronous: it pulls every effect of the page's hydration into the same long task.
 * Behind this boundary that work happens in a later, smaller task. Nothing inside suspends, so no
 * fallback is ever shown; a click before the pass is replayed once the boundary has hydrated.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
