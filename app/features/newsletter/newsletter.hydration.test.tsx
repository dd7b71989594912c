import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { prerendered, typeBeforeHydration } from "../../../tests/prerendered";
import * as intake from "~/content/intake";
import * as nav from "~/content/nav";
import { newsletterCopyOf } from "./newsletter-copy";
import { Newsletter } from "./newsletter";

const newsletterCopy = newsletterCopyOf(nav, intake);

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/lazy-toast", () => ({ showToast }));
// The static build (VITE_INTAKE=off): no service, so the held submission runs the simulated flow.
vi.mock("~/lib/intake-mode", () => ({ intakeEnabled: false }));

let page: ReturnType<typeof prerendered> | undefined;
afterEach(() => page?.unmount());

const field = () => page?.container.querySelector<HTMLInputElement>("input[name=email]") ?? null;

describe("an address typed into the footer before hydration", () => {
  it("stays in the prerendered field and is subscribed when the held submission is replayed", async () => {
    page = prerendered(<Newsletter copy={newsletterCopy} />);
    const form = page.container.querySelector("form");
    const input = field();
    typeBeforeHydration(input, "ada@example.ca");

    await page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    // The same element, never swapped for another.
    expect(field()).toBe(input);

    await act(async () => form?.requestSubmit());
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", newsletterCopy.successTitle, {
        description: newsletterCopy.successDescription,
      }),
    );
    expect(page.container.textContent).not.toContain(newsletterCopy.errors.required);
    expect(field()).toBe(input);
    expect(input?.value).toBe("");
  });
});

describe("the newsletter box once interactive", () => {
  it("checks what the field holds when its logic arrives, so typing during the load is kept", async () => {
    page = prerendered(<Newsletter copy={newsletterCopy} />);
    await page.hydrate();
    const input = field();
    typeBeforeHydration(input, "grace@");
    // Subscribe pressed, then the rest of the address lands before the checks are loaded.
    await act(async () => {
      page?.container.querySelector("form")?.requestSubmit();
      typeBeforeHydration(input, "grace@example.ca");
    });
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", newsletterCopy.successTitle, {
        description: newsletterCopy.successDescription,
      }),
    );
    expect(page.container.textContent).not.toContain(newsletterCopy.errors.required);
    expect(page.container.textContent).not.toContain(newsletterCopy.errors.invalid);
  });

  it("says what is wrong under the field, keeps the text, and follows the corrections", async () => {
    page = prerendered(<Newsletter copy={newsletterCopy} />);
    await page.hydrate();
    const input = field();
    await act(async () => page?.container.querySelector("form")?.requestSubmit());
    await waitFor(() =>
      expect(page?.container.textContent).toContain(newsletterCopy.errors.required),
    );
    expect(input?.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input);
    expect(showToast).not.toHaveBeenCalled();
  });
});
