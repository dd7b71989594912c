import { useCallback } from "react";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { showToast } from "~/lib/lazy-toast";
import { useNativeResult } from "~/lib/native-form";
import type { NativeResult } from "~/lib/native-form";
import type { NewsletterCopy } from "./newsletter-copy";

/**
 * A signup the browser sent itself before the page was interactive lands on / with its outcome,
 * said at once as a toast. Apart from the box: the footer's code loads only as a reader nears it
 * (and this only with such an outcome, see deferred-outcome.tsx).
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
  return null;
}
