import { describe, expect, it } from "vitest";
import { applyHref, generalInquiryHref, jobOpenings } from "./jobs";

describe("job openings", () => {
  it("lists the spec's five openings", () => {
    expect(
      jobOpenings.map(({ id, title, location, department, type }) => [
        id,
        title,
        location,
        department,
        type,
      ]),
    ).toEqual([
      [
        "sse-backend",
        "Senior Software Engineer Backend",
        "Barrie ON, remote optional",
        "Engineering",
        "Full-time",
      ],
      ["cloud-architect", "Cloud Solutions Architect", "Toronto", "Cloud Services", "Full-time"],
      ["cyber-analyst", "Cybersecurity Analyst", "Remote Canada", "Security", "Full-time"],
      ["pm-ai", "Product Manager AI Platforms", "Barrie", "Product", "Full-time"],
      ["devops-engineer", "DevOps Engineer", "Remote Canada", "Engineering", "Contract"],
    ]);
  });

  it("marks remote roles remote with no city, and the optional-remote Barrie role as both", () => {
    const byId = Object.fromEntries(jobOpenings.map((job) => [job.id, job]));
    expect(byId["cyber-analyst"]).toMatchObject({ city: null, remote: true });
    expect(byId["devops-engineer"]).toMatchObject({ city: null, remote: true });
    expect(byId["sse-backend"]).toMatchObject({ city: "Barrie", remote: true });
    expect(byId["cloud-architect"]).toMatchObject({ city: "Toronto", remote: false });
  });

  it("has real ISO posting dates", () => {
    for (const job of jobOpenings) expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("career links", () => {
  it("URL-encodes the job title into the apply link", () => {
    expect(applyHref("Product Manager AI Platforms")).toBe(
      "/careers/apply?jobTitle=Product%20Manager%20AI%20Platforms",
    );
    expect(applyHref("R&D / Ops")).toBe("/careers/apply?jobTitle=R%26D%20%2F%20Ops");
  });

  it("sends general enquiries to contact with the subject", () => {
    expect(new URLSearchParams(generalInquiryHref.split("?")[1]).get("subject")).toBe(
      "General Career Inquiry",
    );
  });
});
