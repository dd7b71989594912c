import { Suspense, lazy, useId } from "react";
import { newsletterCopy } from "~/content/nav";
import { NewsletterFields } from "./newsletter-fields";

// The form library loads beside the page and hydrates the form when it arrives.
const NewsletterForm = lazy(() =>
  import("./newsletter-form").then((module) => ({ default: module.NewsletterForm })),
);

/** The footer's newsletter box. */
export function Newsletter() {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-6 lg:grid-cols-2 lg:items-center">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {newsletterCopy.heading}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">{newsletterCopy.text}</p>
      </div>
      <Suspense fallback={<NewsletterFields inputId={inputId} errorId={errorId} />}>
        <NewsletterForm inputId={inputId} errorId={errorId} />
      </Suspense>
    </section>
  );
}
