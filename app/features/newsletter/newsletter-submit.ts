import { newsletterCopy } from "~/content/nav";
import { site } from "~/content/site";
import { createSubmissionKeys, sendForm } from "~/lib/intake-client";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import { newsletterSchema } from "./newsletter-schema";

// The newsletter box's logic (zod and the intake client), loaded when a visitor reaches for the
// box or submits it. The field itself is the prerendered one, so nothing typed can be lost.

/** The footer is one form per page: its idempotency keys live as long as the page. */
const keys = createSubmissionKeys();

/** The trimmed address, or the message to show under the field. */
export function checkEmail(value: string): { email: string } | { error: string } {
  const result = newsletterSchema.safeParse({ email: value });
  if (result.success) return { email: result.data.email };
  return { error: result.error.issues[0]?.message ?? newsletterCopy.errors.invalid };
}

/**
 * Stores the signup with the intake service (a static build has none and only thanks). Returns
 * null when done, otherwise the destructive toast to show.
 */
export async function subscribe(email: string): Promise<{ title: string; description: string } | null> {
  if (!intakeEnabled) return null;
  return sendForm(intakeEndpoints.newsletter, { email }, {
    keys,
    form: null,
    what: "signup",
    mailbox: site.mailboxes.general,
  });
}
