import type { Page } from "@playwright/test";
import { expect, gotoHydrated, holdAsset, test } from "./fixtures";

const footer = (page: Page) => page.getByRole("contentinfo");
const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

const footerLinks: [string, string][] = [
  ["About Us", "/about"],
  ["Leadership", "/about#leadership"],
  ["Careers", "/careers"],
  ["Our Expertise", "/expertise"],
  ["Press Center", "/press"],
  ["Contact", "/contact"],
  ["API Documentation", "/api-documentation"],
  ["Support Centre", "/support"],
  ["Community", "/community"],
  ["Blog", "/blog"],
  ["System Status", "/status"],
  ["Privacy Policy", "/privacy-policy"],
  ["Terms of Service", "/terms-of-service"],
  ["Cookie Policy", "/cookie-policy"],
  ["Acceptable Use", "/acceptable-use"],
  ["Sitemap", "/sitemap"],
  ["Marketplace", "/marketplace"],
  ["RSS Feed", "/blog/rss.xml"],
];

const firstFiveProducts: [string, string][] = [
  ["Enterprise Solutions", "/products/enterprise-solution"],
  ["AI Automation", "/products/ai-automation"],
  ["Business Intelligence", "/products/business-intelligence"],
  ["Security Suite", "/products/security-suite"],
  ["Cloud Hosting", "/services/cloud-hosting"],
];

test.describe("footer", () => {
  test("links every page the spec lists", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = footer(page).getByRole("navigation", { name: "Footer" });
    for (const [name, href] of footerLinks) {
      await expect(nav.getByRole("link", { name, exact: true }), name).toHaveAttribute(
        "href",
        href,
      );
    }
  });

  test("lists exactly the first five main products", async ({ page }) => {
    await gotoHydrated(page, "/");
    const products = footer(page)
      .getByRole("heading", { name: "Products" })
      .locator("xpath=following-sibling::ul[1]");
    const links = products.getByRole("link");
    await expect(links).toHaveCount(5);
    for (const [index, [name, href]] of firstFiveProducts.entries()) {
      await expect(links.nth(index)).toHaveText(name);
      await expect(links.nth(index)).toHaveAttribute("href", href);
    }
  });

  test("social profiles open in a new tab with an accessible hint", async ({ page }) => {
    await gotoHydrated(page, "/");
    const social = footer(page).getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(4);
    for (const name of ["LinkedIn", "X", "GitHub", "YouTube"]) {
      const link = footer(page).getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("the RSS link serves the feed", async ({ page, request }) => {
    await gotoHydrated(page, "/");
    const href = await footer(page).getByRole("link", { name: "RSS Feed" }).getAttribute("href");
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("<rss");
  });

  test("a footer link navigates within the site", async ({ page }) => {
    await gotoHydrated(page, "/");
    await footer(page).getByRole("link", { name: "Leadership" }).click();
    await expect(page).toHaveURL(/\/about#leadership$/);
  });
});

test.describe("newsletter", () => {
  const email = (page: Page) => footer(page).getByRole("textbox", { name: "Email address" });
  // The prerendered field is the one the visitor types into from first to last (uncontrolled, never
  // swapped); the box's logic loads when they reach for it and reads the field when it runs. An
  // address sent before hydration is covered in before-hydration.desktop.spec.ts.
  const typeEmail = async (page: Page, text: string) => {
    await email(page).focus();
    await expect(email(page)).toBeFocused();
    await page.keyboard.insertText(text);
  };
  const subscribe = (page: Page) => footer(page).getByRole("button", { name: "Subscribe" });

  /** The box's code is here: the app, not the browser, checks the address from now on. */
  const boxReady = async (page: Page) => {
    await email(page).focus();
    await expect(footer(page).locator("form")).toHaveJSProperty("noValidate", true);
  };

  test("says what is wrong with an empty or invalid address", async ({ page }) => {
    await gotoHydrated(page, "/");
    await boxReady(page);
    await subscribe(page).click();
    await expect(email(page)).toHaveAccessibleDescription("Please enter your email address.");
    await expect(email(page)).toHaveAttribute("aria-invalid", "true");
    await typeEmail(page, "not-an-email");
    await subscribe(page).click();
    await expect(email(page)).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@company.com.",
    );
    await expect(email(page)).toHaveValue("not-an-email");
    await expect(toast(page, "Check your inbox")).toHaveCount(0);
  });

  test("rejects addresses over 254 characters", async ({ page }) => {
    await gotoHydrated(page, "/");
    await typeEmail(page, `${"a".repeat(250)}@example.com`);
    await boxReady(page);
    await email(page).press("Enter");
    await expect(email(page)).toHaveAccessibleDescription(
      "Email addresses can be at most 254 characters long.",
    );
  });

  test("an empty or over-long address sent before the box's code arrives is stopped by the browser and kept", async ({
    page,
  }) => {
    const release = await holdAsset(page, /\/assets\/shell-footer-[^/]+\.js$/);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await gotoHydrated(page, "/");
    const invalid = () =>
      email(page).evaluate((field: HTMLInputElement) => field.matches(":invalid"));
    await subscribe(page).click();
    // Refused by the browser, which puts the caret in the field it lacks.
    await expect(email(page)).toBeFocused();
    expect(await invalid()).toBe(true);
    await typeEmail(page, `${"a".repeat(250)}@example.com`);
    await email(page).press("Enter");
    // The browser's own check fails on the length (its pattern), so nothing is posted.
    expect(await invalid()).toBe(true);
    await expect(email(page)).toBeFocused();
    release();
    await boxReady(page);
    await email(page).press("Enter");
    await expect(email(page)).toHaveAccessibleDescription(
      "Email addresses can be at most 254 characters long.",
    );
    await expect(email(page)).toHaveValue(`${"a".repeat(250)}@example.com`);
    expect(posts).toEqual([]);
  });

  test("a valid address shows a success toast and clears the field", async ({ page }) => {
    await gotoHydrated(page, "/");
    await typeEmail(page, "ops@lakeshore-dental.ca");
    await email(page).press("Enter");
    const result = toast(page, "Check your inbox");
    await expect(result).toContainText("to confirm your subscription");
    await expect(result).toHaveAttribute("data-type", "success");
    await expect(email(page)).toHaveValue("");
    await expect(email(page)).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the page a signup sent before hydration returns to keeps its footer", async ({ page }) => {
    // The outcome drops its marker from the address before the footer's code has loaded; that
    // change reaches the footer's island unhydrated, and React renders it anew.
    await page.goto("/?sent=1");
    await expect(toast(page, "Check your inbox")).toContainText("to confirm your subscription");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(email(page)).toBeEditable();
    await expect(email(page)).toHaveValue("");
  });

  test("Subscribe pressed before the box's logic has loaded keeps and sends the address", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    // The logic arrives only after the click, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/newsletter-submit-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await email(page).fill("ops@lakeshore-dental.ca");
    await subscribe(page).click();
    await email(page).press("End");
    release();
    await expect(toast(page, "Check your inbox")).toBeVisible();
    await expect(email(page)).toHaveValue("");
    await expect(footer(page).getByText("Please enter your email address.")).toHaveCount(0);
  });

  test("hostile input is treated as an invalid address", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await gotoHydrated(page, "/");
    await typeEmail(page, "<img src=x onerror=alert(1)>");
    await subscribe(page).click();
    await expect(email(page)).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@company.com.",
    );
    expect(dialogs).toBe(0);
  });
});
