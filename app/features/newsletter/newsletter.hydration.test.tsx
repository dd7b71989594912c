import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { prerendered, typeBeforeHydration } from "../../../tests/prerendered";
import { newsletterCopy } from "~/content/nav";
import { Newsletter } from "./newsletter";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/lazy-toast", () => ({ showToast }));
// The static build (VITE_INTAKE=off): no service, so the held submission runs the simulated flow.
vi.mock("~/lib/intake-mode", () => ({ intakeEnabled: false }));

let page: ReturnType<typeof prerendered> | undefined;
afterEach(() => page?.unmount());

describe("an address typed into the footer before hydration", () => {
  it("is taken over by the stand-in's state and subscribed when the held submission is replayed", async () => {
    page = prerendered(<Newsletter />);
    const form = page.container.querySelector("form");
    typeBeforeHydration(page.container.querySelector("input[name=email]"), "ada@example.ca");

    await page.hydrate();
    expect(page.recoverableErrors).toEqual([]);

    // The stand-in re-renders on submit and the working form replaces it: both must keep the text.
    await act(async () => form?.requestSubmit());
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", newsletterCopy.successTitle, {
        description: newsletterCopy.successDescription,
      }),
    );
    expect(page.container.textContent).not.toContain(newsletterCopy.errors.required);
  });
});
