import { z } from "~/lib/zod";
import { inquiryTypes } from "~/content/contact";
import type { InquiryType } from "~/content/contact";

export const contactLimits = {
  name: 100,
  email: 254,
  company: 120,
  phone: 30,
  message: 2000,
} as const;

/** The simulated send takes as long as the spec's 1.5 s. */
export const submitDelayMs = 1500;

const inquiryValues = inquiryTypes.map((type) => type.value) as [InquiryType, ...InquiryType[]];

export type ContactFormValues = {
  name: string;
  email: string;
  company: string;
  phone: string;
  /** "" until the visitor picks one. */
  inquiryType: string;
  message: string;
};

export const emptyContactValues: ContactFormValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  inquiryType: "",
  message: "",
};

const tooLong = (max: number) => `Use at most ${max} characters.`;

/** Trimmed text: required text needs at least one character, everything has a maximum. */
const text = (max: number, required?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, tooLong(max)),
    );

export const contactSchema = z.object({
  name: text(contactLimits.name, "Enter your name."),
  // The format is checked only once the address is present, so a blank field gets one message.
  email: z.pipe(
    text(contactLimits.email, "Enter your email address."),
    z.email("Enter a valid email address, for example name@company.ca."),
  ),
  company: text(contactLimits.company),
  phone: text(contactLimits.phone),
  inquiryType: z.pipe(z.string(), z.enum(inquiryValues, { error: "Choose an inquiry type." })),
  message: text(contactLimits.message, "Enter your message."),
});

export type ContactSubmission = z.output<typeof contactSchema>;

const requiredFields = ["name", "email", "inquiryType", "message"] as const;

/** Required fields left blank: any of them means the spec's 'Incomplete Form' toast. */
export function missingContactFields(
  values: ContactFormValues,
): Array<(typeof requiredFields)[number]> {
  return requiredFields.filter((field) => values[field].trim() === "");
}
