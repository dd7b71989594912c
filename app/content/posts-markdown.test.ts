import { describe, expect, it } from "vitest";
import { postBodies } from "./posts/generated/bodies-en";
import { dataDrivenDecisionMakingHtml } from "./posts/data-driven-decision-making";
import { devopsTrends2025Html } from "./posts/devops-trends-2025";
import { futureOfAiInBusinessHtml } from "./posts/future-of-ai-in-business";
import { masteringCloudSecurityHtml } from "./posts/mastering-cloud-security";
import { navigatingDigitalTransformationHtml } from "./posts/navigating-digital-transformation";

// Guards the move from HTML strings to Markdown: every element, its class and its text must be
// the same. The old modules are deleted in the next commit, and this test with them.
const before: Record<string, string> = {
  "future-of-ai-in-business": futureOfAiInBusinessHtml,
  "mastering-cloud-security": masteringCloudSecurityHtml,
  "data-driven-decision-making": dataDrivenDecisionMakingHtml,
  "devops-trends-2025": devopsTrends2025Html,
  "navigating-digital-transformation": navigatingDigitalTransformationHtml,
};

function outline(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return [...doc.body.querySelectorAll("*")].map(
    (element) => `${element.tagName}.${element.className}: ${(element.textContent ?? "").replace(/\s+/g, " ").trim()}`,
  );
}

describe("the English posts converted to Markdown", () => {
  it("cover the same posts", () => {
    expect(Object.keys(postBodies).sort()).toEqual(Object.keys(before).sort());
  });

  it.each(Object.keys(before))("%s renders the same elements with the same text", (slug) => {
    const converted = outline(postBodies[slug] ?? "");
    expect(converted.length).toBeGreaterThan(20);
    expect(converted).toEqual(outline(before[slug] ?? ""));
  });
});
