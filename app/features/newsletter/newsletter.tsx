import { useCallback, useEffect, useId, useRef, useState } from "react";
import { showToast } from "~/components/ui/lazy-toast";
import { nativeNotSentToast } from "~/content/intake";
import { useDeferredModule } from "~/components/ui/use-deferred-module";
import { newsletterCopy } from "~/content/nav";
import { site } from "~/content/site";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { useNativeResult } from "~/lib/native-form";
import type { NativeResult } from "~/lib/native-form";
import { NewsletterFields } from "./newsletter-fields";

// The form library (react-hook-form and zod, about 20 KB gzipped) is fetched only when a visitor
// reaches for the box: focus, pointer or a submit. Not on sight: the footer is on screen at once on
// short pages, and most visits never sign up. A submit made before it arrives is held.
const loadForm = () => import("./newsletter-form");

/** The footer's newsletter box: a light stand-in until the working form is needed. */
export function Newsletter() {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const [module, request] = useDeferredModule(loadForm);
  const [draft, setDraft] = useState("");
  const [focused, setFocused] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // What the stand-in's field holds at the moment React removes it. State can lag a keystroke
  // behind a swap that lands mid-typing; the element itself cannot, so the form takes this over.
  const leftBehind = useRef("");
  const standInRef = useCallback((element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (!element) return;
    return () => {
      leftBehind.current = element.value;
      inputRef.current = null;
    };
  }, []);

  // An address typed before hydration is in the prerendered field but not in `draft`, and the
  // controlled field's next update would clear it: take it over, before a held submission is
  // replayed (app/lib/held-actions.ts).
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setDraft(typed);
  }, []);

  // A signup the browser sent itself before the page was interactive lands on / with its outcome.
  useNativeResult(
    intakeEndpoints.newsletter,
    useCallback((result: NativeResult) => {
      if (result.sent) {
        showToast("success", newsletterCopy.successTitle, {
          description: newsletterCopy.successDescription,
        });
        return;
      }
      const notice = nativeNotSentToast("signup", site.mailboxes.general, result.error);
      showToast("error", notice.title, { description: notice.description });
    }, []),
  );

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-6 lg:grid-cols-2 lg:items-center"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {newsletterCopy.heading}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">{newsletterCopy.text}</p>
      </div>
      {module ? (
        <module.NewsletterForm
          inputId={inputId}
          errorId={errorId}
          initialEmail={draft}
          takeOver={() => leftBehind.current}
          focusOnMount={focused}
          submitOnMount={submitted}
        />
      ) : (
        <NewsletterFields
          inputId={inputId}
          errorId={errorId}
          onIntent={request}
          inputProps={{
            ref: standInRef,
            value: draft,
            onChange: (event) => setDraft(event.target.value),
            onFocus: () => {
              setFocused(true);
              request();
            },
            onBlur: () => setFocused(false),
          }}
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
            request();
          }}
        />
      )}
    </section>
  );
}
