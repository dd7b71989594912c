import { showToast } from "~/lib/lazy-toast";
import { newsletterCopy } from "~/content/nav";
import { site } from "~/content/site";
import { createSubmissionKeys, sendForm } from "~/lib/intake-client";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import { newsletterSchema } from "./newsletter-schema";

// The newsletter box's logic (zod and the intake client), loaded when a visitor reaches for the
// box or submits it. The field itself is the prerendered one, never swapped, so nothing typed can
// be lost: a submission reads it once this module is here.

/** The footer is one form per page: its idempotency keys live as long as the page. */
const keys = createSubmissionKeys();
/** After a refused submit the message follows the field as the visitor corrects it. */
let recheck = false;

/** The trimmed address, or the message to show under the field. */
export function checkEmail(value: string): { email: string } | { error: string } {
  const result = newsletterSchema.safeParse({ email: value });
  if (result.success) return { email: result.data.email };
  return { error: result.error.issues[0]?.message ?? newsletterCopy.errors.invalid };
}

/** The field changed: after a refused submit, say at once whether it is right now. */
export function recheckEmail(value: string, showError: (error: string | undefined) => void) {
  if (!recheck) return;
  const checked = checkEmail(value);
  showError("error" in checked ? checked.error : undefined);
}

/**
 * Checks what the field holds now (not when Subscribe was pressed), then stores the signup with
 * the intake service (a static build has none and only thanks) and clears the field.
 */
export async function submitNewsletter(
  input: HTMLInputElement,
  showError: (error: string | undefined) => void,
) {
  const typed = input.value;
  const checked = checkEmail(typed);
  if ("error" in checked) {
    recheck = true;
    showError(checked.error);
    input.focus();
    return;
  }
  showError(undefined);
  if (intakeEnabled) {
    const failed = await sendForm(intakeEndpoints.newsletter, { email: checked.email }, {
      keys,
      form: null,
      what: "signup",
      mailbox: site.mailboxes.general,
    });
    if (failed) return showToast("error", failed.title, { description: failed.description });
  }
  showToast("success", newsletterCopy.successTitle, {
    description: newsletterCopy.successDescription,
  });
  recheck = false;
  // Cleared unless the visitor has started on another address meanwhile.
  if (input.value === typed) input.value = "";
}
