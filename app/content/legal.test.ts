import { describe, expect, it } from "vitest";
import {
  acceptableUsePolicy,
  cookiePolicy,
  legalDocuments,
  privacyPolicy,
  retentionPeriod,
  termsOfService,
} from "./legal";
import type { Inline, LegalDocument } from "./legal";
import { contactPoints } from "./site";

const inlineText = (parts: Inline[]) =>
  parts.map((part) => (typeof part === "string" ? part : part.text)).join("");
function fullText(document: LegalDocument): string {
  const blocks = document.sections.flatMap((section) => section.blocks);
  return [
    ...document.intro.map(inlineText),
    ...blocks.map((block) =>
      block.type === "p"
        ? inlineText(block.content)
        : block.type === "ul"
          ? block.items.map(inlineText).join(" ")
          : block.text,
    ),
  ].join(" ");
}
const links = (document: LegalDocument) =>
  document.sections
    .flatMap((section) => section.blocks)
    .flatMap((block) =>
      block.type === "p" ? block.content : block.type === "ul" ? block.items.flat() : [],
    )
    .filter((part): part is { text: string; href: string } => typeof part !== "string")
    .map((part) => part.href);

describe("legal documents", () => {
  it("show the dates as the spec gives them", () => {
    expect(privacyPolicy.lastUpdated).toEqual({ iso: "2026-11-26", display: "2026-11-26" });
    expect(termsOfService.lastUpdated.display).toBe("May 12, 2025");
    expect(cookiePolicy.lastUpdated.display).toBe("2025-05-12");
    expect(acceptableUsePolicy.lastUpdated.display).toBe("2025-05-12");
    // The privacy policy was rewritten for Law 25 (issue 30); the others keep the spec's date.
    for (const document of legalDocuments.filter((entry) => entry !== privacyPolicy))
      expect(document.lastUpdated.iso).toBe("2025-05-12");
  });

  it("privacy policy has the spec's sections and names the stored items", () => {
    expect(privacyPolicy.sections.map((section) => section.title)).toEqual([
      "Introduction",
      "Information We Collect",
      "How We Use Your Information",
      "Data Sharing and Disclosure",
      "Data Security",
      "Your Data Protection Rights",
      "Changes",
      "Contact Us",
      "Make a Privacy Request",
    ]);
    const text = fullText(privacyPolicy);
    expect(text).toContain("PIPEDA");
    for (const item of [
      "theme",
      "cookie consent",
      "cart",
      "comments",
      "job applications",
      "admin",
    ]) {
      expect(text).toContain(item);
    }
    expect(links(privacyPolicy)).toContain(`mailto:${contactPoints.mailboxes.privacy}`);
  });

  it("privacy policy names the person in charge, the regulators and the retention periods", () => {
    const text = fullText(privacyPolicy);
    expect(text).toContain(
      "Privacy Officer (person in charge of the protection of personal information)",
    );
    expect(text).toContain("Law 25");
    expect(links(privacyPolicy)).toEqual(
      expect.arrayContaining([
        "https://www.cai.gouv.qc.ca",
        "https://www.priv.gc.ca",
        "#make-a-privacy-request",
      ]),
    );
    // From app/lib/retention.ts, the table the server's purge reads.
    for (const period of [
      "contact messages: 2 years",
      "demo requests: 2 years",
      "support tickets: 2 years",
      "job applications and résumés: 1 year after the hiring decision, and at most 2 years",
      "deleted after 30 days",
      "privacy requests: 2 years",
      "30 minutes without activity",
      "in Canada",
    ])
      expect(text).toContain(period);
  });

  it("writes retention periods in English", () => {
    expect([730, 365, 30, 1].map(retentionPeriod)).toEqual([
      "2 years",
      "1 year",
      "30 days",
      "1 day",
    ]);
  });

  it("terms have nine numbered sections, Ontario law and 30 days notice", () => {
    expect(termsOfService.numbered).toBe(true);
    expect(termsOfService.sections.map((section) => section.title)).toEqual([
      "Accounts",
      "Intellectual Property",
      "Links To Other Web Sites",
      "Termination",
      "Limitation Of Liability",
      "Disclaimer",
      "Governing Law",
      "Changes",
      "Contact Us",
    ]);
    const text = fullText(termsOfService);
    expect(text).toContain("Province of Ontario");
    expect(text).toContain("30 days notice");
  });

  it("cookie policy covers the four kinds, session and persistent cookies and preferences", () => {
    const text = fullText(cookiePolicy);
    for (const kind of ["Essential", "Analytics", "Functionality", "Targeting"])
      expect(text).toContain(`${kind} cookies`);
    expect(text).toMatch(/Session cookies/);
    expect(text).toMatch(/Persistent cookies/);
    expect(text).toMatch(/consent banner/);
    expect(text).toMatch(/browser settings/);
  });

  it("acceptable use lists the prohibited uses, enforcement actions and changes without notice", () => {
    const text = fullText(acceptableUsePolicy);
    for (const use of [
      "Illegal activity",
      "Harmful content",
      "IP infringement",
      "Malware",
      "Spam",
      "Network abuse",
      "Security violations",
      "Misrepresentation",
    ]) {
      expect(text).toContain(`${use}:`);
    }
    for (const action of [
      "warning",
      "suspension or termination",
      "removal of the content",
      "law enforcement",
      "legal action",
    ]) {
      expect(text).toContain(action);
    }
    expect(acceptableUsePolicy.sections.map((section) => section.title)).toEqual(
      expect.arrayContaining(["Resource Usage", "Reporting Violations"]),
    );
    expect(text).toContain("at any time without notice");
  });

  it("every page shows a mailbox and links to the contact page", () => {
    for (const document of legalDocuments) {
      expect(links(document), document.path).toContain("/contact");
      expect(
        links(document).some((href) => href.startsWith("mailto:")),
        document.path,
      ).toBe(true);
    }
    expect(links(acceptableUsePolicy)).toContain(`mailto:${contactPoints.mailboxes.abuse}`);
    expect(links(termsOfService)).toContain(`mailto:${contactPoints.mailboxes.legal}`);
  });

  it("has unique section ids and meta descriptions of 70 to 160 characters", () => {
    for (const document of legalDocuments) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size, document.path).toBe(ids.length);
      expect(document.description.length, document.path).toBeGreaterThanOrEqual(70);
      expect(document.description.length, document.path).toBeLessThanOrEqual(160);
    }
  });
});
