import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  chooseFileBeforeHydration,
  prerendered,
  typeBeforeHydration,
} from "../../../tests/prerendered";
import { notSentCopy } from "~/content/intake";
import { applicationForm, applicationMessages } from "~/content/job-application";
import { submitDelayMs } from "./application-fields";
import { applicationsStore } from "./application-store";
import { JobApplicationForm } from "./job-application-form";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/lazy-toast", () => ({ showToast }));
// The static build (VITE_INTAKE=off): no service, so the held submission runs the simulated flow.
vi.mock("~/lib/intake-mode", () => ({ intakeEnabled: false }));

let page: ReturnType<typeof prerendered> | undefined;
afterEach(() => {
  page?.unmount();
  localStorage.clear();
  vi.useRealTimers();
});

describe("an application filled in before hydration", () => {
  it("keeps the typed fields and the chosen résumé, and is submitted when the held submission is replayed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    page = prerendered(
      <JobApplicationForm
        jobTitle="DevOps Engineer"
        copy={applicationForm}
        messages={applicationMessages}
        notSent={notSentCopy}
        locale="en"
      />,
      "/careers/apply",
    );
    const form = page.container.querySelector("form");
    const $ = (selector: string) => page?.container.querySelector(selector) ?? null;
    typeBeforeHydration($("#application-full-name"), "Ada Lovelace");
    typeBeforeHydration($("#application-email"), "ada@example.ca");
    typeBeforeHydration($("#application-cover-letter"), "I automate things.");
    chooseFileBeforeHydration(
      $("#application-resume"),
      new File(["%PDF-1.4"], "ada-resume.pdf", { type: "application/pdf" }),
    );

    await page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect($("#application-full-name")).toHaveProperty("value", "Ada Lovelace");

    await act(async () => form?.requestSubmit());
    // The checks load on this first validation; then the simulated send starts its timer.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0), { interval: 1 });
    expect(page.container.textContent).not.toContain("Resume is required.");
    await act(async () => vi.advanceTimersByTimeAsync(submitDelayMs));
    // The static build's store loads with the send.
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", "Application Submitted! 🎉", expect.anything()),
    );
    expect(applicationsStore.read()).toEqual([
      expect.objectContaining({
        fullName: "Ada Lovelace",
        email: "ada@example.ca",
        resume: "ada-resume.pdf",
      }),
    ]);
  });
});
