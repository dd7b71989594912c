import { z } from "zod";
import { inquiryTypes } from "~/content/contact";
import type { InquiryType } from "~/content/contact";

// The page CSP forbids eval; jitless skips zod's `new Function` probe, which browsers report.
z.config({ jitless: true });

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

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter your name.")
    .max(contactLimits.name, `Use at most ${contactLimits.name} characters.`),
  email: z
    .string()
    .trim()
    .min(1, "Enter your email address.")
    .max(contactLimits.email, `Use at most ${contactLimits.email} characters.`)
    .pipe(z.email("Enter a valid email address, for example name@company.ca.")),
  company: z
    .string()
    .trim()
    .max(contactLimits.company, `Use at most ${contactLimits.company} characters.`),
  phone: z
    .string()
    .trim()
    .max(contactLimits.phone, `Use at most ${contactLimits.phone} characters.`),
  inquiryType: z.string().pipe(z.enum(inquiryValues, { error: "Choose an inquiry type." })),
  message: z
    .string()
    .trim()
    .min(1, "Enter your message.")
    .max(contactLimits.message, `Use at most ${contactLimits.message} characters.`),
});

export type ContactSubmission = z.output<typeof contactSchema>;

const requiredFields = ["name", "email", "inquiryType", "message"] as const;

/** Required fields left blank: any of them means the spec's 'Incomplete Form' toast. */
export function missingContactFields(
  values: ContactFormValues,
): Array<(typeof requiredFields)[number]> {
  return requiredFields.filter((field) => values[field].trim() === "");
}
