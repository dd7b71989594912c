import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prerendered, typeBeforeHydration } from "../../../tests/prerendered";
import { postPageCopy } from "~/content/blog";
import { CommentsSection } from "./comments-section";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/lazy-toast", () => ({ showToast }));

let page: ReturnType<typeof prerendered> | undefined;
afterEach(() => {
  page?.unmount();
  localStorage.clear();
});

describe("a comment typed before hydration", () => {
  it("survives the controlled box's first update and can be posted", async () => {
    page = prerendered(<CommentsSection
        slug="a-post"
        postDate="2025-05-01"
        isAdmin={false}
        copy={postPageCopy.comments}
        locale="en"
      />);
    const box = page.container.querySelector("textarea");
    const button = page.container.querySelector<HTMLButtonElement>("button[type=submit]");
    typeBeforeHydration(box, "Typed while the page was loading");
    // Prerendered with an empty box, so the button starts disabled.
    expect(button?.disabled).toBe(true);

    await page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(box).toHaveProperty("value", "Typed while the page was loading");
    expect(button?.disabled).toBe(false);
    expect(page.container.textContent).toContain("32 / ");

    await act(async () => button?.click());
    expect(showToast).toHaveBeenCalledWith("success", "Comment posted!");
    expect(page.container.textContent).toContain("Typed while the page was loading");
  });
});
