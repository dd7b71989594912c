import { useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { showToast } from "~/components/ui/lazy-toast";
import { checksUnavailableToast } from "~/content/intake";
import { newsletterCopy } from "~/content/nav";
import { site } from "~/content/site";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { useNativeResultToast } from "~/lib/native-form";
import { NewsletterFields } from "./newsletter-fields";
import type * as NewsletterSubmit from "./newsletter-submit";

type SubmitModule = typeof NewsletterSubmit;

// The box's logic (zod and the intake client) is fetched only when a visitor reaches for the box:
// focus, pointer or a submit. Not on sight: the footer is on screen at once on short pages, and
// most visits never sign up. The field is never swapped: the prerendered input stays the one the
// visitor types into, uncontrolled, and a submission reads it once the logic has arrived.
let loading: Promise<SubmitModule> | null = null;
function loadSubmit(): Promise<SubmitModule> {
  loading ??= import("./newsletter-submit").catch((error: unknown) => {
    // Offline or a new deployment: the next intent or submit tries again.
    loading = null;
    throw error;
  });
  return loading;
}

/** The footer's newsletter box. */
export function Newsletter() {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  // After a refused submit the message follows the field as the visitor corrects it.
  const recheck = useRef(false);

  // A signup the browser sent itself before the page was interactive lands on / with its outcome.
  useNativeResultToast(intakeEndpoints.newsletter, {
    successTitle: newsletterCopy.successTitle,
    successDescription: newsletterCopy.successDescription,
    what: "signup",
    mailbox: site.mailboxes.general,
  });

  const prefetch = () => void loadSubmit().catch(() => undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputRef.current;
    if (!input) return;
    let logic: SubmitModule;
    try {
      logic = await loadSubmit();
    } catch {
      const notice = checksUnavailableToast("signup", site.mailboxes.general);
      showToast("error", notice.title, { description: notice.description });
      return;
    }
    // Read now, not when the button was pressed: whatever was typed meanwhile is in the field.
    const typed = input.value;
    const checked = logic.checkEmail(typed);
    if ("error" in checked) {
      recheck.current = true;
      setError(checked.error);
      input.focus();
      return;
    }
    setError(undefined);
    const failed = await logic.subscribe(checked.email);
    if (failed) return showToast("error", failed.title, { description: failed.description });
    showToast("success", newsletterCopy.successTitle, {
      description: newsletterCopy.successDescription,
    });
    recheck.current = false;
    // Cleared unless the visitor has started on another address meanwhile.
    if (input.value === typed) input.value = "";
  };

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
      <NewsletterFields
        inputId={inputId}
        errorId={errorId}
        error={error}
        onIntent={prefetch}
        inputProps={{
          ref: inputRef,
          onFocus: prefetch,
          onChange: (event) => {
            if (!recheck.current) return;
            const value = event.target.value;
            void loadSubmit().then(
              (logic) => {
                const checked = logic.checkEmail(value);
                setError("error" in checked ? checked.error : undefined);
              },
              () => undefined,
            );
          },
        }}
        onSubmit={(event) => void onSubmit(event)}
      />
    </section>
  );
}
