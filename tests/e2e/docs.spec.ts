import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

const apiSectionIds = [
  "getting-started",
  "authentication",
  "user-management-api",
  "data-management-api",
  "analytics-api",
  "rate-limiting-errors",
];

// The spec's documented API table, with "Public" only for the token endpoint.
const endpoints = [
  ["POST", "/auth/token", "Public"],
  ["GET", "/users", "Auth Required"],
  ["POST", "/users", "Auth Required"],
  ["GET", "/users/{userId}", "Auth Required"],
  ["PUT", "/users/{userId}", "Auth Required"],
  ["GET", "/data/records", "Auth Required"],
  ["POST", "/data/records", "Auth Required"],
  ["GET", "/data/records/{id}", "Auth Required"],
  ["PUT", "/data/records/{id}", "Auth Required"],
  ["POST", "/analytics/query", "Auth Required"],
  ["POST", "/ai/jlm/completions", "Auth Required"],
] as const;

function trigger(page: Page, method: string, path: string) {
  return page.getByRole("button", {
    name: new RegExp(`^${method} ${path.replace(/[{}/]/g, "\\$&")} (Public|Auth Required)`),
  });
}

test.describe("API documentation", () => {
  test("has the six section anchors and a quick-links sidebar pointing at them", async ({
    page,
  }) => {
    await gotoHydrated(page, "/api-documentation");
    await expect(page.getByRole("heading", { level: 1, name: "API Documentation" })).toBeVisible();
    for (const id of apiSectionIds) {
      await expect(page.locator(`section#${id}`).getByRole("heading", { level: 2 })).toBeVisible();
    }
    const sidebar = page.getByRole("navigation", { name: "Quick links" });
    const links = sidebar.getByRole("link");
    await expect(links).toHaveCount(6);
    expect(
      await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href"))),
    ).toEqual(apiSectionIds.map((id) => `#${id}`));
    await expect(sidebar.getByRole("link", { name: "Getting Started" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("the sidebar highlights the section scrolled into view", async ({ page }) => {
    await gotoHydrated(page, "/api-documentation");
    const sidebar = page.getByRole("navigation", { name: "Quick links" });
    for (const [id, name] of [
      ["data-management-api", "Data Management API"],
      ["authentication", "Authentication"],
      ["rate-limiting-errors", "Rate Limiting and Errors"],
    ] as const) {
      await page.evaluate(
        (target) => document.getElementById(target)?.scrollIntoView({ block: "start" }),
        id,
      );
      await expect(sidebar.getByRole("link", { name })).toHaveAttribute("aria-current", "true");
      await expect(sidebar.locator('[aria-current="true"]')).toHaveCount(1);
    }
  });

  test("a quick link jumps to its section", async ({ page }) => {
    await gotoHydrated(page, "/api-documentation");
    const sidebar = page.getByRole("navigation", { name: "Quick links" });
    await sidebar.getByRole("link", { name: "Analytics API" }).click();
    await expect(page).toHaveURL(/#analytics-api$/);
    await expect(page.getByRole("heading", { level: 2, name: "Analytics API" })).toBeInViewport();
    await expect(sidebar.getByRole("link", { name: "Analytics API" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("documents every endpoint of the spec with its method, path and auth tag", async ({
    page,
  }) => {
    await gotoHydrated(page, "/api-documentation");
    for (const [method, path, auth] of endpoints) {
      const button = trigger(page, method, path);
      await expect(button).toHaveCount(1);
      await expect(button).toContainText(auth);
    }
    await expect(page.getByRole("button", { name: /\b(GET|POST|PUT) \// })).toHaveCount(
      endpoints.length,
    );
  });

  test("endpoint cards open one at a time and show parameters and examples", async ({ page }) => {
    await gotoHydrated(page, "/api-documentation");
    const token = trigger(page, "POST", "/auth/token");
    await token.click();
    await expect(token).toHaveAttribute("aria-expanded", "true");
    const tokenCard = page.locator("#post-auth-token");
    const parameters = tokenCard.getByRole("table", { name: "Parameters of POST /auth/token" });
    await expect(parameters.getByRole("rowheader")).toHaveText([
      /client_id/,
      /client_secret/,
      /grant_type/,
    ]);
    await expect(
      tokenCard.getByRole("figure", { name: "Request example: POST /auth/token" }),
    ).toContainText('"grant_type": "client_credentials"');
    const response = tokenCard.getByRole("figure", { name: "Response example: POST /auth/token" });
    await expect(response).toContainText('"token_type": "Bearer"');
    await expect(response).toContainText('"expires_in": 3600');

    // Opening a card in another section closes the first.
    const putUser = trigger(page, "PUT", "/users/{userId}");
    await putUser.click();
    await expect(putUser).toHaveAttribute("aria-expanded", "true");
    await expect(token).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.locator('[data-state="open"][data-orientation]').filter({ has: page.locator("h3") }),
    ).toHaveCount(1);
    const putCard = page.locator("#put-user");
    await expect(putCard.getByRole("table").getByRole("rowheader")).toHaveText([
      /userId/,
      /^id/,
      /username/,
      /email/,
      /password/,
    ]);
    await expect(putCard).toContainText("Authorization: Bearer <access_token>");

    expect(await axeViolations(page)).toEqual([]);

    // Collapsible: clicking the open card closes it.
    await putUser.click();
    await expect(putUser).toHaveAttribute("aria-expanded", "false");
  });

  test("endpoint cards work from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/api-documentation");
    const query = trigger(page, "POST", "/analytics/query");
    // A trigger waits, disabled, until its code runs (app/lib/use-interactive.ts), and a disabled
    // button takes no focus: focus it once a person could, and make sure it has the focus.
    await expect(query).toBeEnabled();
    await query.focus();
    await expect(query).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(query).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#post-analytics-query")).toContainText('"result"');
    await page.keyboard.press("Space");
    await expect(query).toHaveAttribute("aria-expanded", "false");
  });

  test("documents Bearer auth, the token lifetime, the rate limit and the six errors", async ({
    page,
  }) => {
    await gotoHydrated(page, "/api-documentation");
    const auth = page.locator("#authentication");
    await expect(auth).toContainText("Bearer authentication");
    await expect(auth).toContainText("POST /auth/token");
    await expect(auth).toContainText("3600 seconds");
    const limits = page.locator("#rate-limiting-errors");
    await expect(limits).toContainText("100 requests per minute");
    const errors = limits.getByRole("table", { name: "HTTP errors the API returns" });
    await expect(errors.getByRole("rowheader")).toHaveText([
      /^400/,
      /^401/,
      /^403/,
      /^404/,
      /^429/,
      /^500/,
    ]);
    await expect(errors.getByRole("row").filter({ hasText: "401" })).toContainText(
      /invalid or expired/,
    );
    await expect(errors.getByRole("row").filter({ hasText: "429" })).toContainText(/rate limit/);
  });

  test("lists the SDKs, links to the developer portal and to support", async ({ page }) => {
    await gotoHydrated(page, "/api-documentation");
    const start = page.locator("#getting-started");
    const sdks = start.getByRole("listitem");
    await expect(sdks).toHaveCount(3);
    await expect(sdks.nth(0)).toContainText("Python");
    await expect(sdks.nth(1)).toContainText("JavaScript");
    await expect(sdks.nth(2)).toContainText("Java");
    await expect(sdks.nth(2)).toContainText("Coming Soon");
    await expect(sdks.nth(0)).not.toContainText("Coming Soon");

    const portal = start.getByRole("link", { name: /Developer Portal/ });
    await expect(portal).toHaveAttribute("href", site.external.developerPortal);
    await expect(portal).toHaveAttribute("target", "_blank");
    await expect(portal).toHaveAttribute("rel", "noopener noreferrer");
    await expect(portal).toContainText("(opens in a new tab)");

    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/support",
    );
  });

  test.describe("code samples", () => {
    test.beforeEach(async ({ context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    });

    test("are selectable text and copy to the clipboard", async ({ page }) => {
      await gotoHydrated(page, "/api-documentation");
      const header = page.getByRole("figure", { name: "Authorization header" });
      const code = header.locator("pre code");
      await expect(code).toHaveCSS("user-select", /auto|text/);
      const selected = await code.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        return selection.toString();
      });
      expect(selected).toBe("Authorization: Bearer <access_token>");

      await trigger(page, "POST", "/auth/token").click();
      await page.getByRole("button", { name: "Copy Request example: POST /auth/token" }).click();
      await expect(page.getByText("Copied to clipboard")).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain("POST /v1/auth/token HTTP/1.1");
      expect(copied).toContain('"client_id"');
      expect(copied).not.toContain("Authorization");
    });

    test("say so when the clipboard refuses", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "clipboard", {
          value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
          configurable: true,
        });
      });
      await gotoHydrated(page, "/api-documentation");
      await page.getByRole("button", { name: "Copy Authorization header" }).click();
      await expect(page.getByText("Copy Failed")).toBeVisible();
      await expect(page.getByText(/Could not copy the code to your clipboard/)).toBeVisible();
    });
  });
});

test.describe("AI documentation", () => {
  const aiSectionIds = ["introduction", "coreModels", "ethicalAi", "apiEndpoints", "useCases"];

  test("has the five sections with a sidebar", async ({ page }) => {
    await gotoHydrated(page, "/ai-documentation");
    await expect(page.getByRole("heading", { level: 1, name: "AI Documentation" })).toBeVisible();
    for (const id of aiSectionIds) {
      await expect(page.locator(`section#${id}`).getByRole("heading", { level: 2 })).toBeVisible();
    }
    const sidebar = page.getByRole("navigation", { name: "On this page" });
    expect(
      await sidebar
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href"))),
    ).toEqual(aiSectionIds.map((id) => `#${id}`));
    await page.evaluate(() =>
      document.getElementById("ethicalAi")?.scrollIntoView({ block: "start" }),
    );
    await expect(sidebar.getByRole("link", { name: "Ethical AI" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("Access Model Zoo shows an alert that the feature is not implemented", async ({ page }) => {
    await gotoHydrated(page, "/ai-documentation");
    const alert = page.getByRole("alert").filter({ hasText: "Model Zoo" });
    await expect(alert).toHaveCount(0);
    await page.getByRole("button", { name: "Access Model Zoo" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "not implemented" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("documents the example completions endpoint and links to AI support", async ({ page }) => {
    await gotoHydrated(page, "/ai-documentation");
    const endpoints = page.locator("#apiEndpoints");
    await expect(endpoints.getByRole("heading", { level: 3 })).toContainText(
      "POST/ai/jlm/completions",
    );
    await expect(
      endpoints.getByRole("figure", { name: "Request example: POST /ai/jlm/completions" }),
    ).toContainText('"max_tokens"');
    await expect(
      endpoints.getByRole("figure", { name: "Response example: POST /ai/jlm/completions" }),
    ).toContainText('"completion"');
    await expect(page.getByRole("link", { name: "Contact AI Support" })).toHaveAttribute(
      "href",
      "/support?topic=ai",
    );
    await page.getByRole("link", { name: "Contact AI Support" }).click();
    await expect(page).toHaveURL(/\/support\?topic=ai$/);
  });
});

test(
  "the support callout keeps its text readable: the button goes under it on phones",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoHydrated(page, "/api-documentation");
    const button = page.getByRole("link", { name: "Contact Support" });
    const text = page.getByText(/^Stuck on an error/);
    await text.scrollIntoViewIfNeeded();
    const textBox = (await text.boundingBox())!;
    const buttonBox = (await button.boundingBox())!;
    if (page.viewportSize()!.width < 640)
      expect(buttonBox.y).toBeGreaterThanOrEqual(textBox.y + textBox.height);
    else expect(buttonBox.x).toBeGreaterThanOrEqual(textBox.x + textBox.width);
    // At least about 30 characters a line: never one or two words.
    expect(textBox.width).toBeGreaterThan(200);
  },
);

test(
  "the error table leaves the meaning column room to read at every width",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoHydrated(page, "/api-documentation");
    const table = page.getByRole("table", { name: "HTTP errors the API returns" });
    await table.scrollIntoViewIfNeeded();
    const tableBox = (await table.boundingBox())!;
    const meaning = (await table.getByRole("columnheader", { name: "Meaning" }).boundingBox())!;
    expect(meaning.width).toBeGreaterThanOrEqual(tableBox.width / 2);
  },
);
