import { fillTemplate } from "~/lib/fill-template";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prerendered, typeBeforeHydration } from "../../../tests/prerendered";
import * as contact from "~/content/contact";
import * as intake from "~/content/intake";
import { contactFormCopyOf } from "./contact-copy";
import { ContactForm } from "./contact-form";
import { submitDelayMs } from "./contact-schema";

const { contactToasts } = contact;
const copy = contactFormCopyOf(contact, intake);

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/lazy-toast", () => ({ showToast }));
// The static build (VITE_INTAKE=off): no service, so the held submission runs the simulated flow.
vi.mock("~/lib/intake-mode", () => ({ intakeEnabled: false }));

let page: ReturnType<typeof prerendered> | undefined;
afterEach(() => {
  page?.unmount();
  vi.useRealTimers();
});

const typed = {
  name: "Ada Lovelace",
  email: "ada@example.ca",
  company: "Analytical Engines",
  phone: "705-555-0100",
  inquiryType: "sales_question",
  message: "Please call me about a project.",
} as const;

describe("a message typed before hydration", () => {
  it("keeps every field, select and text area included, and is sent when the held submission is replayed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    page = prerendered(<ContactForm copy={copy} />, "/contact");
    const form = page.container.querySelector("form");
    const field = (name: keyof typeof typed) => page?.container.querySelector(`[name="${name}"]`);
    for (const [name, value] of Object.entries(typed))
      typeBeforeHydration(field(name as keyof typeof typed) ?? null, value);

    await page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    for (const [name, value] of Object.entries(typed))
      expect(field(name as keyof typeof typed)).toHaveProperty("value", value);

    await act(async () => form?.requestSubmit());
    expect(showToast).not.toHaveBeenCalled();
    // The checks load on this first validation; then the simulated send starts its timer.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0), { interval: 1 });
    expect(showToast).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(submitDelayMs));
    expect(showToast).toHaveBeenCalledWith("success", contactToasts.sentTitle, {
      description: fillTemplate(contactToasts.sentDescription, { name: typed.name }),
    });
  });

  it("keeps what was typed when a link's pre-fill is applied after hydration", async () => {
    page = prerendered(<ContactForm copy={copy} />, "/contact?demo=true");
    const field = (name: string) => page?.container.querySelector(`[name="${name}"]`) ?? null;
    typeBeforeHydration(field("name"), typed.name);
    typeBeforeHydration(field("email"), typed.email);

    await page.hydrate();
    // The pre-fill module loads after hydration.
    await vi.waitFor(() => expect(field("inquiryType")).toHaveProperty("value", "demo_request"));
    expect(field("name")).toHaveProperty("value", typed.name);
    expect(field("email")).toHaveProperty("value", typed.email);
    expect(field("message")).toHaveProperty("value", expect.stringContaining("book a demo"));
  });
});
