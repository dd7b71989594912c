import { describe, expect, it } from "vitest";
import { emptyApplication, limits, toStoredApplication } from "./application-fields";
import type { ApplicationInput } from "./application-fields";
import { applicationSchema, createApplicationSchema } from "./application-schema";

const valid: ApplicationInput = {
  fullName: "Priya Raman",
  email: "priya@example.ca",
  phone: "",
  coverLetter: "",
  resume: { name: "Priya Raman CV.pdf" },
};

function errorsOf(input: ApplicationInput): Record<string, string> {
  const result = applicationSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

describe("applicationSchema", () => {
  it("accepts a complete application with the optional fields empty", () => {
    expect(applicationSchema.safeParse(valid).success).toBe(true);
  });

  it("reports the spec's messages for an empty form", () => {
    expect(errorsOf(emptyApplication)).toEqual({
      fullName: "Full name is required.",
      email: "Email is required.",
      resume: "Resume is required.",
    });
  });

  it("treats whitespace-only name and email as missing", () => {
    expect(errorsOf({ ...valid, fullName: "   ", email: "  " })).toEqual({
      fullName: "Full name is required.",
      email: "Email is required.",
    });
  });

  // One address only, with a dot in its domain (app/lib/email-address.ts, shared by every form).
  it.each([
    "priya",
    "priya@",
    "@example.ca",
    "priya @example.ca",
    "priya@exa mple.ca",
    "p@x",
    "a@b.example,c@d.example",
    "a@b.example;c@d.example",
    "Priya <priya@example.ca>",
  ])("rejects the email %s", (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: "Invalid email address." });
  });

  it.each(["p@x.ca", "priya.raman+jobs@example.ca"])("accepts the email %s", (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({});
  });

  it.each(["cv.PDF", "cv.doc", "Resume.Docx", "my.cv.final.pdf"])(
    "accepts the résumé %s",
    (name) => {
      expect(errorsOf({ ...valid, resume: { name } })).toEqual({});
    },
  );

  it.each(["notes.txt", "cv.pdf.exe", "cv", "pdf", ".pdf", "cv.docx.zip"])(
    "refuses the résumé %s",
    (name) => {
      expect(errorsOf({ ...valid, resume: { name } })).toEqual({
        resume: "Please upload a PDF, DOC or DOCX file.",
      });
    },
  );

  it("caps the free-text fields", () => {
    expect(
      errorsOf({
        ...valid,
        fullName: "a".repeat(limits.fullName + 1),
        phone: "1".repeat(limits.phone + 1),
        coverLetter: "c".repeat(limits.coverLetter + 1),
      }),
    ).toEqual({
      fullName: `Full name must be ${limits.fullName} characters or fewer.`,
      phone: `Phone number must be ${limits.phone} characters or fewer.`,
      coverLetter: `Cover letter must be ${limits.coverLetter} characters or fewer.`,
    });
    expect(errorsOf({ ...valid, coverLetter: "c".repeat(limits.coverLetter) })).toEqual({});
  });

  it("trims the name and email it returns", () => {
    const result = applicationSchema.parse({
      ...valid,
      fullName: "  Priya Raman ",
      email: " priya@example.ca ",
    });
    expect(result.fullName).toBe("Priya Raman");
    expect(result.email).toBe("priya@example.ca");
  });
});

describe("toStoredApplication", () => {
  it("keeps the spec's fields and only the résumé's file name", () => {
    const now = new Date("2025-05-12T14:30:00.000Z");
    const parsed = applicationSchema.parse({
      ...valid,
      phone: "705-555-0100",
      coverLetter: "Hello",
    });
    expect(toStoredApplication(parsed, "DevOps Engineer", now)).toEqual({
      id: String(now.getTime()),
      jobTitle: "DevOps Engineer",
      fullName: "Priya Raman",
      email: "priya@example.ca",
      phone: "705-555-0100",
      coverLetter: "Hello",
      resume: "Priya Raman CV.pdf",
      appliedAt: "2025-05-12T14:30:00.000Z",
    });
  });
});

describe("createApplicationSchema", () => {
  it("keeps the rules and speaks the page's language", async () => {
    const { applicationMessages } = await import("~/content/compiled/fr/job-application");
    const schema = createApplicationSchema(applicationMessages);
    const result = schema.safeParse({
      ...emptyApplication,
      email: "nowhere",
      phone: "1".repeat(limits.phone + 1),
    });
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [],
    );
    expect(messages).toEqual({
      fullName: "Le nom complet est obligatoire.",
      email: "Adresse courriel invalide.",
      phone: `Le champ «\u00a0Numéro de téléphone\u00a0» doit compter au plus ${limits.phone}\u00a0caractères.`,
      resume: "Le CV est obligatoire.",
    });
  });
});
