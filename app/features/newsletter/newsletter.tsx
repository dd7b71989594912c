import { useId, useState } from "react";
import { useDeferredModule } from "~/components/ui/use-deferred-module";
import { newsletterCopy } from "~/content/nav";
import { NewsletterFields } from "./newsletter-fields";

// The form library is only fetched for visitors who reach for the form.
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

  return (
    <section aria-labelledby={headingId} className="grid gap-6 lg:grid-cols-2 lg:items-center">
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
          focusOnMount={focused}
          submitOnMount={submitted}
        />
      ) : (
        <NewsletterFields
          inputId={inputId}
          errorId={errorId}
          onIntent={request}
          inputProps={{
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
