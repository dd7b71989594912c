import { Suspense, lazy } from "react";
import { useLocation } from "react-router";
import { nativeOutcome, newsletterOutcomeParam } from "~/lib/intake-endpoints";
import { useInteractive } from "~/lib/use-interactive";
import type { NewsletterCopy } from "./newsletter-copy";

const NewsletterOutcome = lazy(() =>
  import("./newsletter-outcome").then((module) => ({ default: module.NewsletterOutcome })),
);

/**
 * On every page, but its code loads only when the address carries a native submission's outcome
 * marker (the redirect after a signup sent before the page was interactive, or after a link in a
 * newsletter email): most visits have none. After hydration, so the prerendered page and the first render agree.
 */
export function DeferredNewsletterOutcome({ copy }: { copy: NewsletterCopy }) {
  const hydrated = useInteractive();
  const params = new URLSearchParams(useLocation().search);
  const marked =
    params.has(nativeOutcome.sentParam) ||
    params.has(nativeOutcome.errorParam) ||
    params.has(newsletterOutcomeParam);
  if (!hydrated || !marked) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterOutcome copy={copy} />
    </Suspense>
  );
}
