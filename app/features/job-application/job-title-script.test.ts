// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { defaultJobTitle, jobTitleFromQuery } from "./application-fields";
import { jobTitleSubmitScript } from "./job-title-script";

const titleFrom = (raw: string) => jobTitleFromQuery(raw, defaultJobTitle);

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const undo of cleanup) undo();
  cleanup = [];
});

/** Runs the script on a page at `search` with a prerendered form, then submits the form. */
function submitAt(search: string) {
  window.history.replaceState(null, "", `/careers/apply${search}`);
  const listeners: EventListener[] = [];
  const page = {
    addEventListener: (_: string, listener: EventListener) => listeners.push(listener),
    documentElement: document.documentElement,
  };
  new Function("document", jobTitleSubmitScript())(page);
  const form = document.createElement("form");
  form.innerHTML = `<textarea name="jobTitle" readonly>${defaultJobTitle}</textarea>`;
  document.body.append(form);
  cleanup.push(() => form.remove());
  const event = new Event("submit", { cancelable: true });
  Object.defineProperty(event, "target", { value: form });
  for (const listener of listeners) listener(event);
  return (form.elements.namedItem("jobTitle") as HTMLTextAreaElement).value;
}

describe("jobTitleSubmitScript", () => {
  it("submits the title from the query, cleaned exactly as the form cleans it", () => {
    const raw = "  DevOps\u0007 Engineer\u200b  (Barrie)  ";
    expect(submitAt(`?jobTitle=${encodeURIComponent(raw)}`)).toBe(titleFrom(raw));
  });

  it("caps a long title at the form's limit", () => {
    const raw = "é".repeat(300);
    expect(submitAt(`?jobTitle=${encodeURIComponent(raw)}`)).toBe(titleFrom(raw));
  });

  it("leaves the default title without a query, and stops once the page is hydrated", () => {
    expect(submitAt("")).toBe(defaultJobTitle);
    document.documentElement.dataset.hydrated = "true";
    cleanup.push(() => delete document.documentElement.dataset.hydrated);
    expect(submitAt("?jobTitle=Designer")).toBe(defaultJobTitle);
  });
});
