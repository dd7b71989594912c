import { z } from "~/lib/zod";
import { emailAddressPattern } from "~/lib/email-address";
import { fillTemplate } from "~/lib/fill-template";
import {
  privacyRequestLimits,
  privacyRequestMessages,
  privacyRequestTypes,
} from "./privacy-request-fields";
import type { PrivacyRequestMessages } from "./privacy-request-fields";

// The schema the browser validates with and the server enforces (server/wire-schemas.ts). The
// form loads it on its first validation; its zod-free fields live in privacy-request-fields.ts.
export {
  emptyPrivacyRequestValues,
  missingPrivacyRequestFields,
  privacyRequestLimits,
  privacyRequestMessages,
  privacyRequestTypes,
} from "./privacy-request-fields";
export type {
  PrivacyRequestFormValues,
  PrivacyRequestMessages,
  PrivacyRequestType,
} from "./privacy-request-fields";

/**
 * The privacy request form's schema, shared by the browser (with the page's messages) and the
 * server (English). Details are optional: an access or deletion request needs none.
 */
export function privacyRequestSchemaWith(
  messages: PrivacyRequestMessages = privacyRequestMessages,
) {
  const tooLong = (max: number) => fillTemplate(messages.tooLong, { max });
  return z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, messages.name),
        z.maxLength(privacyRequestLimits.name, tooLong(privacyRequestLimits.name)),
      ),
    email: z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, messages.emailRequired),
          z.maxLength(privacyRequestLimits.email, tooLong(privacyRequestLimits.email)),
        ),
      z.string().check(z.regex(emailAddressPattern, messages.emailFormat)),
    ),
    // Through a string, so the form's "" (nothing chosen yet) is typed like its other fields.
    requestType: z.pipe(z.string(), z.enum(privacyRequestTypes, { error: messages.requestType })),
    details: z
      .string()
      .check(
        z.trim(),
        z.maxLength(privacyRequestLimits.details, tooLong(privacyRequestLimits.details)),
      ),
  });
}

export const privacyRequestSchema = privacyRequestSchemaWith();
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;
