import { describe, expect, it } from "vitest";
import * as intakeEn from "~/content/intake";
import * as legalEn from "~/content/legal";
import * as intakeAr from "~/content/compiled/ar/intake";
import * as legalAr from "~/content/compiled/ar/legal";
import * as intakeFr from "~/content/compiled/fr/intake";
import * as legalFr from "~/content/compiled/fr/legal";
import { contactPoints } from "~/content/site";
import {
  emptyPrivacyRequestValues,
  missingPrivacyRequestFields,
  privacyRequestLimits,
  privacyRequestMessages,
  privacyRequestSchema,
  privacyRequestSchemaWith,
  privacyRequestTypes,
} from "./privacy-request-schema";
import { privacyRequestFormCopyOf } from "./privacy-request-copy";

const valid = {
  name: "Camille Roy",
  email: "camille@exemple.qc.ca",
  requestType: "access",
  details: "",
};

function messagesOf(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe("privacyRequestSchema", () => {
  it("accepts each of the four requests, with or without details", () => {
    for (const requestType of privacyRequestTypes) {
      expect(privacyRequestSchema.safeParse({ ...valid, requestType }).success).toBe(true);
    }
    expect(privacyRequestTypes).toEqual(["access", "correction", "deletion", "withdrawal"]);
    const parsed = privacyRequestSchema.parse({ ...valid, details: "  My old address  " });
    expect(parsed.details).toBe("My old address");
  });

  it("refuses an unknown request, a list of addresses and over-long text", () => {
    expect(privacyRequestSchema.safeParse({ ...valid, requestType: "sell" }).success).toBe(false);
    expect(
      privacyRequestSchema.safeParse({ ...valid, email: "a@b.example,c@d.example" }).success,
    ).toBe(false);
    const long = privacyRequestSchema.safeParse({
      ...valid,
      details: "d".repeat(privacyRequestLimits.details + 1),
    });
    expect(messagesOf(long)).toEqual({ details: "Please keep this under 2000 characters." });
  });

  it("the form's blank required fields are name, email and request; details are optional", () => {
    expect(missingPrivacyRequestFields(emptyPrivacyRequestValues)).toEqual([
      "name",
      "email",
      "requestType",
    ]);
    expect(missingPrivacyRequestFields(valid)).toEqual([]);
  });

  it("the English page says what the server says", () => {
    expect(legalEn.privacyRequestForm.messages).toEqual(privacyRequestMessages);
  });

  it.each([
    [
      "en",
      legalEn.privacyRequestForm.messages,
      "Please enter your name.",
      "Please enter your email address.",
      "Please choose what you are asking for.",
      "Please enter a valid email address.",
      "Please keep this under 100 characters.",
    ],
    [
      "fr",
      legalFr.privacyRequestForm.messages,
      "Entrez votre nom.",
      "Entrez votre adresse courriel.",
      "Choisissez l'objet de votre demande.",
      "Entrez une adresse courriel valide, par exemple nom@entreprise.ca.",
      "Utilisez au plus 100\u00a0caractères.",
    ],
    [
      "ar",
      legalAr.privacyRequestForm.messages,
      "يرجى إدخال اسمك.",
      "يرجى إدخال عنوان بريدك الإلكتروني.",
      "يرجى اختيار ما تطلبه.",
      "يرجى إدخال عنوان بريد إلكتروني صالح.",
      "استخدم 100 حرفًا على الأكثر.",
    ],
  ] as const)(
    "answers in %s",
    (_locale, messages, name, emailRequired, requestType, emailFormat, tooLong) => {
      const schema = privacyRequestSchemaWith(messages);
      expect(
        messagesOf(schema.safeParse({ name: " ", email: "", requestType: "", details: "" })),
      ).toEqual({
        name,
        email: emailRequired,
        requestType,
      });
      expect(messagesOf(schema.safeParse({ ...valid, email: "camille.exemple.qc.ca" }))).toEqual({
        email: emailFormat,
      });
      expect(messagesOf(schema.safeParse({ ...valid, name: "n".repeat(101) }))).toEqual({
        name: tooLong,
      });
    },
  );
});

describe("privacyRequestFormCopyOf", () => {
  it.each([
    ["en", legalEn, intakeEn, "Your request was not sent"],
    [
      "fr",
      { ...legalEn, ...legalFr },
      { ...intakeEn, ...intakeFr },
      "Votre demande n'a pas été envoyée",
    ],
    ["ar", { ...legalEn, ...legalAr }, { ...intakeEn, ...intakeAr }, "لم يُرسَل طلبك"],
  ] as const)(
    "builds the %s 'Not Sent' toasts around the privacy mailbox",
    (locale, legal, intake, opening) => {
      const copy = privacyRequestFormCopyOf(legal, intake, locale);
      expect(copy.mailbox).toBe(contactPoints.mailboxes.privacy);
      for (const text of [copy.notSentToasts.network, copy.notSentToasts.native.invalid]) {
        expect(text.description.startsWith(opening)).toBe(true);
        expect(text.description).toContain(contactPoints.mailboxes.privacy);
      }
      expect(Object.keys(copy.requestTypes)).toEqual([...privacyRequestTypes]);
    },
  );
});
