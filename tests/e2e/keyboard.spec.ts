import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { assistantCopy, cookieNotice, supportChatCopy } from "../../app/content/nav";
import { site } from "../../app/content/site";
import { clientDir } from "../../scripts/site-paths.mjs";
import { expect, gotoHydrated, test } from "./fixtures";

/*
 * Keyboard access that holds at both widths (issue 18, points 10 and 11). The desktop-only header
 * dropdowns and the advantage row at each width have their own files beside this one.
 */

const skipLink = (page: Page) => page.getByRole("link", { name: "Skip to main content" });

test.describe("tab order", () => {
  test("nothing on the page uses a positive tabindex", async ({ page }) => {
    await gotoHydrated(page, "/");
    const positive = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>("[tabindex]")].filter(
          (element) => element.tabIndex > 0,
        ).length,
    );
    expect(positive).toBe(0);
  });

  test("the chat buttons come after the main content and before the footer", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    for (const name of [supportChatCopy.buttonLabel, assistantCopy.buttonLabel]) {
      const position = await page.getByRole("button", { name }).evaluate((button) => {
        const main = document.getElementById("main-content")!;
        const footer = document.querySelector("footer")!;
        return {
          afterMain:
            Boolean(main.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING) &&
            !main.contains(button),
          beforeFooter: Boolean(
            footer.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_PRECEDING,
          ),
        };
      });
      expect(position, name).toEqual({ afterMain: true, beforeFooter: true });
    }
    // And by Tab: from the main content's last tab stop the next two stops are the chat buttons.
    await page.locator("#main-content").evaluate((main) => {
      const stops = [
        ...main.querySelectorAll<HTMLElement>(
          "a[href], button:not([disabled]), input, select, textarea, [tabindex='0']",
        ),
      ].filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);
      stops.at(-1)!.focus();
    });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: supportChatCopy.buttonLabel })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: assistantCopy.buttonLabel })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("contentinfo").locator(":focus")).toHaveCount(1);
  });
});

test.describe("cookie banner before any choice", () => {
  test.use({ consent: null });

  test("its link and buttons are the first Tabs after the skip link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const banner = page.getByRole("region", { name: cookieNotice.label });
    await expect(banner).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(skipLink(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: cookieNotice.policyText })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      banner.getByRole("button", { name: cookieNotice.decline, exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Preferences", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      banner.getByRole("button", { name: cookieNotice.accept, exact: true }),
    ).toBeFocused();
    // Then on into the page, and the choice made by keyboard dismisses the banner.
    await page.keyboard.press("Tab");
    await expect(banner.locator(":focus")).toHaveCount(0);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
  });
});

test.describe("chat dialogs are modal", () => {
  for (const chat of [
    { button: assistantCopy.buttonLabel, title: assistantCopy.title },
    { button: supportChatCopy.buttonLabel, title: supportChatCopy.title },
  ]) {
    test(`${chat.title}: modal, and the page behind is inert and hidden`, async ({ page }) => {
      await gotoHydrated(page, "/");
      const banner = page.getByRole("banner");
      const logo = banner.getByRole("link").first();
      await expect(logo).toBeVisible();
      const opener = page.getByRole("button", { name: chat.button });
      await opener.focus();
      await page.keyboard.press("Enter");

      const dialog = page.getByRole("dialog", { name: new RegExp(chat.title) });
      await expect(dialog).toBeVisible();
      // A native modal dialog: the browser exposes it as modal and makes everything else inert.
      expect(await dialog.evaluate((element) => element.matches("dialog:modal"))).toBe(true);
      // Out of the browser's accessibility tree: the header, main content, footer and skip link.
      // (Playwright's role queries do not model a modal dialog; the browser's own tree does.)
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
        nodes: Array<{ ignored: boolean; role?: { value: string }; name?: { value: string } }>;
      };
      const exposed = nodes
        .filter((node) => !node.ignored)
        .map((node) => `${node.role?.value}:${node.name?.value ?? ""}`);
      for (const role of ["banner", "main", "contentinfo"])
        expect(exposed.filter((entry) => entry.startsWith(`${role}:`))).toEqual([]);
      expect(exposed).not.toContain("link:Skip to main content");
      expect(exposed.filter((entry) => entry.startsWith(`dialog:${chat.title}`))).toHaveLength(1);
      // Not focusable either, not even from a script.
      const stillFocusable = await page.evaluate(() => {
        const outside = [
          ...document.querySelectorAll<HTMLElement>(
            '#app-root a[href], #app-root button, a[href="#main-content"]',
          ),
        ].filter((element) => !element.closest("dialog[open]"));
        return outside.filter((element) => {
          element.focus();
          return document.activeElement === element;
        }).length;
      });
      expect(stillFocusable).toBe(0);
      // Tab stays in the dialog, passing through the browser's own controls after its last one.
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press("Tab");
        expect(
          await page.evaluate(
            () =>
              !!document.activeElement?.closest("dialog[open]") ||
              document.activeElement === document.body,
          ),
        ).toBe(true);
      }
      await expect(dialog.locator(":focus")).toHaveCount(1);

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expect(page.getByRole("banner")).toHaveCount(1);
      await logo.focus();
      await expect(logo).toBeFocused();
    });
  }
});

test.describe("footer", () => {
  test("the copyright year is the year the site was built, in the HTML and after hydration", async ({
    page,
    request,
  }) => {
    // The build writes its pages in the same run that fixes the year: their time stamp is the oracle.
    const buildYear = fs.statSync(path.join(clientDir(), "index.html")).mtime.getUTCFullYear();
    const owner = site.legalName.replace(/\.$/, "");
    const html = await (await request.get("/about")).text();
    expect(html.replace(/<!-- -->/g, "")).toContain(`© ${buildYear} ${owner}`);
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("contentinfo")).toContainText(`© ${buildYear} ${owner}.`);
  });
});
