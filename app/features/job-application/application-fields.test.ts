import { describe, expect, it } from "vitest";
import { brand } from "~/content/site";
import { applicationForm } from "~/content/job-application";
import {
  defaultJobTitle,
  emptyApplication,
  isAcceptedResume,
  jobTitleFromQuery,
  limits,
  resumeAccept,
  successDescription,
  toStoredApplication,
} from "./application-fields";

const titleFrom = (raw: string | null) => jobTitleFromQuery(raw, defaultJobTitle);

describe("the form's starting values", () => {
  it("are empty, with no résumé chosen", () => {
    expect(emptyApplication).toEqual({
      fullName: "",
      email: "",
      phone: "",
      coverLetter: "",
      resume: null,
    });
  });

  it("let the picker offer PDF, DOC and DOCX by extension and by type", () => {
    expect(resumeAccept.split(",")).toEqual([
      ".pdf",
      ".doc",
      ".docx",
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ]);
  });
});

describe("isAcceptedResume", () => {
  it("checks the extension case-insensitively", () => {
    expect(isAcceptedResume("CV.DOCX")).toBe(true);
    expect(isAcceptedResume("cv.txt")).toBe(false);
  });
});

describe("toStoredApplication", () => {
  it("keeps only the résumé's file name, or an empty one without a résumé", () => {
    const now = new Date("2025-05-12T14:30:00.000Z");
    const values = { ...emptyApplication, fullName: "Sam Lee", email: "sam@example.ca" };
    expect(
      toStoredApplication({ ...values, resume: { name: "sam.pdf", size: 10 } }, "QA", now),
    ).toMatchObject({ id: String(now.getTime()), jobTitle: "QA", resume: "sam.pdf" });
    expect(toStoredApplication(values, "QA", now).resume).toBe("");
  });
});

describe("jobTitleFromQuery", () => {
  it("defaults to a generic application for the company", () => {
    expect(defaultJobTitle).toContain(brand.name);
    expect(titleFrom(null)).toBe(defaultJobTitle);
    expect(titleFrom("")).toBe(defaultJobTitle);
    expect(titleFrom("   ")).toBe(defaultJobTitle);
  });

  it("keeps an ordinary title", () => {
    expect(titleFrom("Senior Software Engineer Backend")).toBe("Senior Software Engineer Backend");
  });

  it("keeps markup as literal text for the page to render as text", () => {
    expect(titleFrom("<img src=x onerror=alert(1)>")).toBe("<img src=x onerror=alert(1)>");
  });

  it("drops control characters and collapses whitespace", () => {
    expect(titleFrom("Cloud\u0000 Solutions\n\tArchitect\u202E")).toBe("Cloud Solutions Architect");
  });

  it("caps very long titles", () => {
    expect(titleFrom("x".repeat(10_000))).toHaveLength(limits.jobTitle);
  });
});

describe("successDescription", () => {
  it("thanks the applicant for the position and explains the simulated email", () => {
    const text = successDescription("DevOps Engineer", false, applicationForm);
    expect(text).toContain("applying for the DevOps Engineer position");
    expect(text).toContain("recorded");
    expect(text).toMatch(/emailed .* if an email service were active/);
  });
});
