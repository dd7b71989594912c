import type { Page } from "@playwright/test";
import { formatAddress, productName, site } from "../../app/content/site";
import AxeBuilder from "@axe-core/playwright";
import { axeTags, expect, gotoHydrated, test } from "./fixtures";

const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });
const field = (page: Page, name: RegExp) => form(page).getByLabel(name);
const name = (page: Page) => field(page, /^Name/);
const email = (page: Page) => field(page, /^Email/);
const company = (page: Page) => field(page, /^Company/);
const phone = (page: Page) => field(page, /^Phone/);
const inquiry = (page: Page) => field(page, /^Inquiry type/);
const message = (page: Page) => field(page, /^Message/);
const toasts = (page: Page) => page.locator("[data-sonner-toast]");
const toast = (page: Page, title: string) => toasts(page).filter({ hasText: title }).first();

// A 1x1 transparent PNG for the map host's probe image.
const pixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function blockMap(page: Page) {
  // The sandbox has no network; the map's requests are answered locally.
  await page.route("https://www.openstreetmap.org/**", (route) =>
    new URL(route.request().url()).pathname === "/favicon.ico"
      ? route.fulfill({ contentType: "image/png", body: pixel })
      : route.fulfill({ contentType: "text/html", body: "<title>map</title><p>map</p>" }),
  );
}

const prefillCases: Array<[string, string, RegExp | string]> = [
  ["demo=true", "demo_request", /book a demo/],
  [
    "demo=true&product=enterprise-solution",
    "demo_request",
    `demo of ${productName("Enterprise Solution Suite")}`,
  ],
  [
    `demo=true&product=${encodeURIComponent(productName("Flow"))}`,
    "demo_request",
    `demo of ${productName("Flow")}`,
  ],
  ["product=business-intelligence", "sales_question", productName("Business Intelligence")],
  ["plan=growth-monthly", "sales_question", "Growth Catalyst plan (monthly billing)"],
  ["plan=innovation-annual", "sales_question", "Innovation Accelerator plan (annual billing)"],
  ["plan=enterprise", "sales_question", "Enterprise Vanguard plan"],
  ["service=ai-automation", "sales_question", /AI strategy call/],
  [
    "service=ai-automation&plan=suite-annual",
    "sales_question",
    "AI Automation Suite plan (annual partnership)",
  ],
  [
    "assessment=true&product=security-suite",
    "sales_question",
    `security assessment with ${productName("Security Suite")}`,
  ],
  ["subject=Frontend+Development+Inquiry", "sales_question", /frontend development project/],
  ["subject=Project+Inquiry", "sales_question", /new software project/],
  ["subject=General%20Career%20Inquiry", "general_inquiry", /future roles/],
  [
    "subject=Quote%20Request&product=Flow%2C%20Vault",
    "sales_question",
    "Please send me a quote for: Flow, Vault.",
  ],
  ["subject=Office%20move", "general_inquiry", "Subject: Office move"],
];

test.describe("contact page", () => {
  test.beforeEach(async ({ page }) => {
    await blockMap(page);
  });

  test("shows company details, business hours and a link to support", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const main = page.getByRole("main");
    await expect(main.getByText(formatAddress()).first()).toBeVisible();
    await expect(main.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      site.phone.href,
    );
    await expect(main.getByRole("link", { name: site.mailboxes.general })).toHaveAttribute(
      "href",
      `mailto:${site.mailboxes.general}`,
    );

    const hours = main.getByRole("region", { name: "Business hours" });
    await expect(hours.getByRole("definition")).toHaveText([
      "9:00 AM to 6:00 PM EST",
      "Closed",
      "Closed",
    ]);
    await expect(hours.getByRole("term")).toHaveText(["Monday to Friday", "Saturday", "Sunday"]);

    await expect(main.getByRole("link", { name: "Visit the Support Center" })).toHaveAttribute(
      "href",
      "/support",
    );
    await expect(inquiry(page).locator("option")).toHaveText([
      "Select an inquiry type",
      "General Inquiry",
      "Sales Question",
      "Demo Request",
      "Partnership Opportunity",
      "Support Request",
    ]);
    await expect(name(page)).toHaveAttribute("required", "");
    await expect(email(page)).toHaveAttribute("type", "email");
    await expect(company(page)).not.toHaveAttribute("required");
    await expect(phone(page)).not.toHaveAttribute("required");
  });

  test("missing required fields give the Incomplete Form toast and keep what was typed", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Incomplete Form")).toContainText(
      "Please fill out all required fields (Name, Email, Inquiry Type, Message).",
    );
    await expect(name(page)).toBeFocused();
    await expect(name(page)).toHaveAttribute("aria-invalid", "true");
    await expect(name(page)).toHaveAccessibleDescription("Enter your name.");

    // Toasts dismiss themselves after 5 s; once gone, the next submit must raise its own.
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });

    await name(page).fill("Jordan Lee");
    await company(page).fill("Lakeshore Dental");
    await message(page).fill("We need managed backups for two clinics.");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).filter({ hasText: "Incomplete Form" })).toHaveCount(1);
    await expect(name(page)).toHaveValue("Jordan Lee");
    await expect(company(page)).toHaveValue("Lakeshore Dental");
    await expect(message(page)).toHaveValue("We need managed backups for two clinics.");
    await expect(email(page)).toBeFocused();
    // The inline errors must pass too; the shared toaster is checked on its own.
    const results = await new AxeBuilder({ page })
      .withTags(axeTags)
      .exclude("[data-sonner-toaster]")
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("a malformed email is named as such", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await name(page).fill("Jordan Lee");
    await email(page).fill("jordan@");
    await inquiry(page).selectOption("general_inquiry");
    await message(page).fill("Hello");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Invalid Email")).toContainText("valid email address");
    await expect(email(page)).toHaveAccessibleDescription(/valid email address/);
    await expect(email(page)).toHaveValue("jordan@");
  });

  test("by keyboard: a valid message is sent, then thanks the visitor by name and resets", async ({
    page,
  }) => {
    // The request is held until the busy state has been seen, then goes to the real service.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/contact");
    await name(page).focus();
    await page.keyboard.type("Jordan Lee");
    await page.keyboard.press("Tab");
    await page.keyboard.type("jordan@lakeshore.ca");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Lakeshore Dental");
    await page.keyboard.press("Tab");
    await page.keyboard.type("705 555 0199");
    await page.keyboard.press("Tab");
    await expect(inquiry(page)).toBeFocused();
    await inquiry(page).selectOption("sales_question");
    await page.keyboard.press("Tab");
    await page.keyboard.type("We need managed backups for two clinics.");
    await expect(form(page).getByText("40 / 2000 characters")).toBeVisible();

    await page.keyboard.press("Tab");
    const submit = form(page).getByRole("button", { name: "Send Message" });
    await expect(submit).toBeFocused();
    await page.keyboard.press("Enter");

    const sending = form(page).getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    await expect(toast(page, "Message Sent!")).toHaveCount(0);
    release();

    const sent = toast(page, "Message Sent!");
    await expect(sent).toContainText("Thank you, Jordan Lee.");
    await expect(sent).toContainText("recorded");
    await expect(form(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const control of [name, email, company, phone, inquiry, message]) {
      await expect(control(page)).toHaveValue("");
    }
  });

  for (const [query, type, text] of prefillCases) {
    test(`?${query} pre-fills the inquiry type and message`, async ({ page }) => {
      await gotoHydrated(page, `/contact?${query}`);
      await expect(inquiry(page)).toHaveValue(type);
      await expect(message(page)).toHaveValue(
        typeof text === "string" ? new RegExp(escape(text)) : text,
      );
      await expect(name(page)).toHaveValue("");
    });
  }

  test("unknown values are ignored and hostile query text stays text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await gotoHydrated(page, "/contact?plan=platinum&service=mining&demo=maybe");
    await expect(inquiry(page)).toHaveValue("");
    await expect(message(page)).toHaveValue("");

    const hostile = "<img src=x onerror=alert(1)>";
    await gotoHydrated(
      page,
      `/contact?subject=${encodeURIComponent(hostile)}&product=${encodeURIComponent("javascript:alert(2)")}`,
    );
    await expect(message(page)).toHaveValue(new RegExp(escape(`Subject: ${hostile}`)));
    await expect(message(page)).toHaveValue(/javascript:alert\(2\)/);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    await gotoHydrated(page, `/contact?subject=${"A".repeat(10_000)}`);
    // The pre-fill is applied once its module has loaded, after hydration.
    await expect(message(page)).toHaveValue(/^Subject: A+…$/);
    const value = await message(page).inputValue();
    expect(value.length).toBeLessThanOrEqual(200);
    expect(value.endsWith("…")).toBe(true);
    expect(dialogs).toBe(0);
  });

  test("the map waits for consent: placeholder first, then 'Show map' loads it at the same size", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    const mapSection = page.getByRole("region", { name: "Find our office" });
    await expect(mapSection.locator("iframe")).toHaveCount(0);
    await expect(mapSection.getByText(formatAddress())).toBeVisible();
    const osmLink = mapSection.getByRole("link", { name: /View on OpenStreetMap/ });
    await expect(osmLink).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\//);
    await expect(osmLink).toHaveAttribute("target", "_blank");
    await expect(osmLink).toHaveAttribute("rel", "noopener noreferrer");

    const box = mapSection.locator("div.relative").first();
    const before = await box.boundingBox();
    await mapSection.getByRole("button", { name: "Show map" }).press("Enter");

    const frame = mapSection.locator("iframe");
    await expect(frame).toHaveAttribute("title", /^Map of the /);
    const src = new URL((await frame.getAttribute("src"))!);
    expect(src.origin + src.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(src.searchParams.get("layer")).toBe("mapnik");
    expect(src.searchParams.get("marker")).toBe(
      `${site.geo.latitude.toFixed(5)},${site.geo.longitude.toFixed(5)}`,
    );
    await expect(frame).toBeFocused();
    await expect(frame.contentFrame().getByText("map")).toBeVisible();
    const after = await box.boundingBox();
    expect({ width: after?.width, height: after?.height }).toEqual({
      width: before?.width,
      height: before?.height,
    });
  });
});

test.describe("contact page with third-party content accepted", () => {
  test.use({ consent: null });

  test("the map loads without asking", async ({ page }) => {
    // A decision in the current format (the previous banner's "accepted" is asked again).
    await page.addInitScript(() => {
      if (window !== window.top || sessionStorage.getItem("consent-seeded")) return;
      sessionStorage.setItem("consent-seeded", "1");
      localStorage.setItem(
        "northpine-cookie-consent",
        JSON.stringify({
          revision: 1,
          categories: { preferences: false, thirdParty: true },
          decidedAt: "2026-11-20T10:00:00.000Z",
          consentId: "00112233445566778899aabbccddeeff",
        }),
      );
    });
    await blockMap(page);
    await gotoHydrated(page, "/contact");
    await expect(
      page.getByRole("region", { name: "Find our office" }).locator("iframe"),
    ).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  });
});

test.describe("contact page before any cookie choice", () => {
  test.use({ consent: null });

  test("accepting cookies in the banner loads the map", async ({ page }) => {
    await blockMap(page);
    await gotoHydrated(page, "/contact");
    const mapSection = page.getByRole("region", { name: "Find our office" });
    await expect(mapSection.locator("iframe")).toHaveCount(0);
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Accept" })
      .click();
    await expect(mapSection.locator("iframe")).toHaveCount(1);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("contact layout and map states", () => {
  const mapSection = (page: Page) => page.getByRole("region", { name: "Find our office" });
  // The failure case makes the browser log its refused requests.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/],
  });

  test(
    "the message form comes before the contact details at every width",
    { tag: "@phone" },
    async ({ page }) => {
      await gotoHydrated(page, "/contact");
      const formBox = (await form(page).boundingBox())!;
      const details = (await page.getByRole("region", { name: "Company details" }).boundingBox())!;
      if (page.viewportSize()!.width < 1024)
        expect(formBox.y + formBox.height).toBeLessThan(details.y);
      else expect(formBox.x + formBox.width).toBeLessThan(details.x);
      expect(formBox.y).toBeLessThan(page.viewportSize()!.height * 1.2);
    },
  );

  test("the placeholder with the address stays until the map has loaded", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("https://www.openstreetmap.org/**", async (route) => {
      if (new URL(route.request().url()).pathname === "/favicon.ico")
        return route.fulfill({ contentType: "image/png", body: pixel });
      await held;
      return route.fulfill({ contentType: "text/html", body: "<p>map</p>" });
    });
    await gotoHydrated(page, "/contact");
    await mapSection(page).getByRole("button", { name: "Show map" }).click();
    await expect(mapSection(page).getByRole("status")).toHaveText("Loading the map…");
    await expect(mapSection(page).getByText(formatAddress())).toBeVisible();
    await expect(mapSection(page).locator("iframe")).toBeHidden();
    release();
    await expect(mapSection(page).locator("iframe")).toBeVisible();
    await expect(mapSection(page).getByText(formatAddress())).toBeHidden();
    await expect(mapSection(page).locator("iframe")).toBeFocused();
  });

  test("when the map cannot load, the placeholder says so and keeps the address", async ({
    page,
  }) => {
    await page.route("https://www.openstreetmap.org/**", (route) => route.abort());
    await gotoHydrated(page, "/contact");
    await mapSection(page).getByRole("button", { name: "Show map" }).click();
    await expect(mapSection(page).getByRole("status")).toHaveText("The map could not be loaded");
    await expect(mapSection(page).getByText(formatAddress())).toBeVisible();
    await expect(mapSection(page).locator("iframe")).toHaveCount(0);
    await expect(
      mapSection(page).getByRole("link", { name: /View on OpenStreetMap/ }),
    ).toBeVisible();

    // Offline from the start: the same message, at once.
    await page.unroute("https://www.openstreetmap.org/**");
    await page.context().setOffline(true);
    await mapSection(page).getByRole("button", { name: "Try again" }).click();
    await expect(mapSection(page).getByRole("status")).toHaveText("The map could not be loaded");
    await expect(mapSection(page).getByText(formatAddress())).toBeVisible();
    await page.context().setOffline(false);
  });
});
