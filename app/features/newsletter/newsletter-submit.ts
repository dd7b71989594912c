import { showToast } from "~/lib/lazy-toast";
import { createSubmissionKeys } from "~/lib/intake-client";
import { sendFormIn } from "~/lib/intake-copy";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import type { NewsletterCopy } from "./newsletter-copy";
import { newsletterSchemaWith } from "./newsletter-schema";

// The newsletter box's logic (zod and the intake client), loaded when a visitor reaches for the
// box or submits it. The field itself is the prerendered one, never swapped, so nothing typed can
// be lost: a submission reads it once this module is here.

/** The footer is one form per page: its idempotency keys live as long as the page. */
const keys = createSubmissionKeys();
/** After a refused submit the message follows the field as the visitor corrects it. */
let recheck = false;

/** The schema for the page's messages, built once per language. */
const schemas = new WeakMap<NewsletterCopy["errors"], ReturnType<typeof newsletterSchemaWith>>();

/** The trimmed address, or the message to show under the field (in the copy's language). */
export function checkEmail(
  value: string,
  copy: NewsletterCopy,
): { email: string } | { error: string } {
  let schema = schemas.get(copy.errors);
  if (!schema) {
    schema = newsletterSchemaWith(copy.errors);
    schemas.set(copy.errors, schema);
  }
  const result = schema.safeParse({ email: value });
  if (result.success) return { email: result.data.email };
  return { error: result.error.issues[0]?.message ?? copy.errors.invalid };
}

/** The field changed: after a refused submit, say at once whether it is right now. */
export function recheckEmail(
  value: string,
  copy: NewsletterCopy,
  showError: (error: string | undefined) => void,
) {
  if (!recheck) return;
  const checked = checkEmail(value, copy);
  showError("error" in checked ? checked.error : undefined);
}

/**
 * Checks what the field holds now (not when Subscribe was pressed), then stores the signup with
 * the intake service (a static build has none and only thanks) and clears the field.
 */
export async function submitNewsletter(
  input: HTMLInputElement,
  copy: NewsletterCopy,
  showError: (error: string | undefined) => void,
) {
  const typed = input.value;
  const checked = checkEmail(typed, copy);
  if ("error" in checked) {
    recheck = true;
    showError(checked.error);
    input.focus();
    return;
  }
  showError(undefined);
  if (intakeEnabled) {
    const failed = await sendFormIn(
      copy.notSent,
      intakeEndpoints.newsletter,
      { email: checked.email },
      {
        keys,
        form: null,
      },
    );
    if (failed) return showToast("error", failed.title, { description: failed.description });
  }
  showToast("success", copy.successTitle, { description: copy.successDescription });
  recheck = false;
  // Cleared unless the visitor has started on another address meanwhile.
  if (input.value === typed) input.value = "";
}
