import { useEffect, useId, useRef, useState } from "react";
import { useDeferredModule } from "~/components/ui/use-deferred-module";
import { newsletterCopy } from "~/content/nav";
import { NewsletterFields } from "./newsletter-fields";

// The form library is only fetched when the form comes near the screen or a visitor reaches for it.
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
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const section = sectionRef.current;
    if (module || !section || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) request();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [module, request]);

  return (
    <section
      ref={sectionRef}
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
