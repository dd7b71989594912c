import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prerendered, typeBeforeHydration } from "../../../tests/prerendered";
import { searchCopy } from "~/content/nav";
import { MobileSearch } from "./mobile-search";
import { NavSearch } from "./nav-search";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/lazy-toast", () => ({ showToast }));

let page: ReturnType<typeof prerendered> | undefined;
afterEach(() => {
  page?.unmount();
  showToast.mockClear();
});

// The small-screen bar opens before its code is here (record 0105) and the header box is in the
// page before it hydrates: what a visitor typed meanwhile is the query, not an empty one.
describe.each([
  ["the small-screen search bar", () => <MobileSearch copy={searchCopy} />],
  ["the header's search box", () => <NavSearch copy={searchCopy} />],
])("%s, typed into before its code ran", (_, render) => {
  it("keeps the words through hydration and the renders after it, and searches for them", async () => {
    page = prerendered(render());
    const box = page.container.querySelector("input");
    typeBeforeHydration(box, "Show me your pricing");

    await page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(box).toHaveProperty("value", "Show me your pricing");

    const form = page.container.querySelector("form")!;
    await act(async () => form.requestSubmit());
    expect(showToast).not.toHaveBeenCalled();
    expect(box).toHaveProperty("value", "Show me your pricing");
    expect(box?.getAttribute("aria-busy")).toBe("true");
  });
});
