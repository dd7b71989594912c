import { z } from "~/lib/zod";
import { emailAddressMaxLength, emailAddressPattern } from "~/lib/email-address";
import { fillTemplate } from "~/lib/fill-template";

/** What a visitor can ask of their personal information (Law 25, PIPEDA). */
export const privacyRequestTypes = ["access", "correction", "deletion", "withdrawal"] as const;
export type PrivacyRequestType = (typeof privacyRequestTypes)[number];

export const privacyRequestLimits = { name: 100, email: emailAddressMaxLength, details: 2000 };

export type PrivacyRequestMessages = {
  name: string;
  emailRequired: string;
  emailFormat: string;
  requestType: string;
  tooLong: string;
};

/** The English messages the server answers with; the page passes its own language's. */
export const privacyRequestMessages: PrivacyRequestMessages = {
  name: "Please enter your name.",
  emailRequired: "Please enter your email address.",
  emailFormat: "Please enter a valid email address.",
  requestType: "Please choose what you are asking for.",
  tooLong: "Please keep this under {max} characters.",
};

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
    requestType: z.enum(privacyRequestTypes, { error: messages.requestType }),
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
