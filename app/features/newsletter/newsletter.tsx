import { useId, useRef, useState } from "react";
import type { NewsletterCopy } from "./newsletter-copy";
import { NewsletterFields } from "./newsletter-fields";
import type * as NewsletterSubmit from "./newsletter-submit";

// The box's logic (zod and the intake client) is fetched only when a visitor reaches for the box:
// focus, pointer or a submit. Not on sight: the footer is on screen at once on short pages, and
// most visits never sign up. The field is never swapped: the prerendered input stays the one the
// visitor types into (uncontrolled), and the logic reads it when it runs.
let loading: Promise<typeof NewsletterSubmit> | null = null;
const loadSubmit = () =>
  (loading ??= import("./newsletter-submit").catch((error: unknown) => {
    // Offline or a new deployment: the next intent or submit tries again.
    loading = null;
    throw error;
  }));

/**
 * The footer's newsletter box. The outcome of a signup the browser sent itself before the page
 * was interactive is shown by NewsletterOutcome, which is on every page at once.
 */
export function Newsletter({ copy }: { copy: NewsletterCopy }) {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [unavailable, setUnavailable] = useState(false);

  const prefetch = () => void loadSubmit().catch(() => undefined);

  return (
    <section aria-labelledby={headingId} className="grid gap-6 lg:grid-cols-2 lg:items-center">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {copy.heading}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">{copy.text}</p>
      </div>
      <NewsletterFields
        copy={copy}
        inputId={inputId}
        errorId={errorId}
        // A failed load is said under the field, which keeps the address; the next submit retries.
        error={unavailable ? copy.unavailable : error}
        invalid={!unavailable && error !== undefined}
        onIntent={prefetch}
        inputProps={{
          ref: inputRef,
          onFocus: prefetch,
          onChange: (event) => {
            const value = event.target.value;
            loading?.then(
              (logic) => logic.recheckEmail(value, copy, setError),
              () => undefined,
            );
          },
        }}
        onSubmit={(event) => {
          event.preventDefault();
          const input = inputRef.current;
          if (!input) return;
          loadSubmit().then(
            (logic) => {
              setUnavailable(false);
              return logic.submitNewsletter(input, copy, setError);
            },
            () => setUnavailable(true),
          );
        }}
      />
    </section>
  );
}
