import { expect, gotoHydrated, test } from "./fixtures";

/* Keyboard access at 390 px: the advantage row scrolls sideways here (issue 18, point 10). */

test("the advantage row scrolls at 390 px, so it is a labelled tab stop that scrolls by keyboard", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  // The section is a region named by its heading; the scrolling row inside it is another.
  const section = page.getByRole("region", { name: /^Why teams choose/ }).first();
  const row = section.getByRole("region", { name: /^Why teams choose/ });
  await expect(row).toBeVisible();
  expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(row).toHaveAttribute("tabindex", "0");

  // Reached by Tab from the stop before it.
  await row.evaluate((element) => {
    const stops = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button:not([disabled]), input, select, textarea, [tabindex='0']",
      ),
    ].filter(
      (stop) =>
        stop.tabIndex >= 0 &&
        stop.getClientRects().length > 0 &&
        Boolean(stop.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) &&
        !stop.contains(element),
    );
    stops.at(-1)!.focus();
  });
  await page.keyboard.press("Tab");
  await expect(row).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
