import { fillTemplate } from "../lib/fill-template";
import { describe, expect, it } from "vitest";
import { departments, faqNoMatch, supportTiles, ticketToasts, ticketTopics } from "./support";

describe("support content", () => {
  it("offers exactly the spec's four departments", () => {
    expect(departments.map((department) => department.value)).toEqual([
      "technical_support",
      "billing_inquiries",
      "sales_questions",
      "general_feedback",
    ]);
  });

  it("points the three tiles at the FAQ, the blog and the ticket form", () => {
    expect(supportTiles.map((tile) => [tile.title, tile.href])).toEqual([
      ["FAQs", "#faq"],
      ["Knowledge Base", "/blog"],
      ["Submit a Ticket", "#submit-ticket"],
    ]);
  });

  it("uses the spec's messages", () => {
    expect(faqNoMatch).toBe(
      "No FAQs match your search term. Try a different query or submit a ticket.",
    );
    expect(ticketToasts.incomplete).toEqual({
      title: "Incomplete Form",
      description: "Please fill out all fields before submitting.",
    });
    expect(ticketToasts.submittedTitle).toBe("Ticket Submitted!");
    expect(fillTemplate(ticketToasts.submittedDescription, { name: "Sam" })).toMatch(/Sam.*recorded/);
  });

  it("routes every topic to a real department", () => {
    const values: string[] = departments.map((department) => department.value);
    for (const topic of Object.values(ticketTopics)) expect(values).toContain(topic.department);
  });
});
