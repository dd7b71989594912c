import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { showToast } from "~/lib/lazy-toast";
import { useNativeResult } from "~/lib/native-form";
import type { NativeResult } from "~/lib/native-form";
import { useLocalizedNavigate } from "~/lib/use-locale";
import { newsletterLinkOutcome } from "./newsletter-link-outcome";
import type { NewsletterCopy } from "./newsletter-copy";

/**
 * A signup the browser sent itself before the page was interactive lands on / with its outcome,
 * said at once as a toast. Apart from the box: the footer's code loads only as a reader nears it
 * (and this only with such an outcome, see deferred-outcome.tsx). The links in newsletter emails
 * (confirm, unsubscribe) land on the home page with a marker of their own, said the same way.
 */
export function NewsletterOutcome({ copy }: { copy: NewsletterCopy }) {
  useNativeResult(
    intakeEndpoints.newsletter,
    useCallback(
      (result: NativeResult) => {
        const text = result.sent
          ? { title: copy.successTitle, description: copy.successDescription }
          : copy.notSent.native[result.error];
        showToast(result.sent ? "success" : "error", text.title, { description: text.description });
      },
      [copy],
    ),
  );

  const { pathname, search, hash } = useLocation();
  const navigate = useLocalizedNavigate();
  const shown = useRef("");
  useEffect(() => {
    const outcome = newsletterLinkOutcome(search);
    if (!outcome || shown.current === search) return;
    shown.current = search;
    const text = copy.linkOutcomes[outcome.outcome];
    showToast(outcome.outcome === "invalid" ? "error" : "success", text.title, {
      description: text.description,
    });
    void navigate(
      { pathname, search: outcome.rest, hash },
      { replace: true, preventScrollReset: true },
    );
  }, [copy, pathname, search, hash, navigate]);
  return null;
}
