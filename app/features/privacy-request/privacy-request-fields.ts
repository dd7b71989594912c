// The privacy request form's fields without zod: the form component imports these statically,
// and the schema (privacy-request-schema.ts, shared with the server) loads on the first validation.
import { emailAddressMaxLength } from "~/lib/email-address";

/** What a visitor can ask of their personal information (Law 25, PIPEDA). */
export const privacyRequestTypes = ["access", "correction", "deletion", "withdrawal"] as const;
export type PrivacyRequestType = (typeof privacyRequestTypes)[number];

export const privacyRequestLimits = { name: 100, email: emailAddressMaxLength, details: 2000 };

/** The messages shown under the fields, in the page's language (English: app/content/legal.ts). */
export type PrivacyRequestMessages = {
  name: string;
  emailRequired: string;
  emailFormat: string;
  requestType: string;
  /** "{max}" is the field's limit. */
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

export type PrivacyRequestFormValues = {
  name: string;
  email: string;
  /** "" until the visitor picks one. */
  requestType: string;
  details: string;
};

export const emptyPrivacyRequestValues: PrivacyRequestFormValues = {
  name: "",
  email: "",
  requestType: "",
  details: "",
};

const requiredFields = ["name", "email", "requestType"] as const;

/** Blank required fields: any one of them means 'Incomplete Form'. Details are optional. */
export function missingPrivacyRequestFields(
  values: PrivacyRequestFormValues,
): Array<(typeof requiredFields)[number]> {
  return requiredFields.filter((field) => values[field].trim() === "");
}
