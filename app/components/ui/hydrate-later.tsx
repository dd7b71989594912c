import { Suspense } from "react";
import type { ReactNode } from "react";

/**
 * React hydrates a server-rendered Suspense boundary in its own pass after the rest of the page,
 * so what sits behind one stays out of the page's hydration task. Two kinds of content use it:
 * widgets that set state while mounting (Radix tabs and accordions, react-hook-form), since a state
 * update during React's commit is synchronous and pulls every effect of the page's hydration into
 * the same long task; and large subtrees that need no code at first (the header's closed menus).
 * Nothing inside suspends, so no fallback is ever shown; a click before the pass is replayed once
 * the boundary has hydrated.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
