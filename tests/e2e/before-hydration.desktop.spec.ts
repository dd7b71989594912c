import type { Locator, Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { expect, test } from "./fixtures";

/*
 * What a visitor on a slow phone does while the prerendered page is not interactive yet: types and
 * presses Enter, or clicks a header, chat or cookie button, as soon as it shows. Nothing may leak
 * into a URL and nothing may be lost (app/lib/held-actions.ts). Each test throttles the page the
 * way issue 19 measured it: 1.6 Mbps down, 750 Kbps up, 150 ms latency, 4x CPU slowdown.
 * Even so, on a test machine hydration can land one to three seconds after the first paint,
 * within the time a test takes to fill a form, and a test that acted after hydration would prove
 * nothing. So the client entry, which starts hydration, is held back until the visitor has acted
 * (everything else loads and runs as it would), and each test checks the page was not
 * interactive yet when it acted.
 */

test.slow();

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

type Trace = { urls: string[]; held: string[] };

/**
 * Records every URL the page navigates to or requests, and every element the held-actions
 * script marks as held (so a test knows it acted before the page was interactive).
 */
async function trace(page: Page): Promise<Trace> {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  page.on("request", (request) => urls.push(request.url()));
  const held: string[] = [];
  await page.exposeFunction("__e2eHeld", (what: string) => held.push(what));
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const report = (window as unknown as { __e2eHeld: (what: string) => void }).__e2eHeld;
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        if (!element.hasAttribute("data-held")) continue;
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "";
        report(`${element.tagName.toLowerCase()}:${name}`);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-held"] });
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && node.id === "held-status")
              report(`status:${node.getAttribute("role")}`);
      }).observe(document.body, { childList: true });
    });
  });
  return { urls, held };
}

/**
 * Opens the page throttled and returns once it has painted, long before it is interactive, with
 * `hydrate` to let the client entry through once the visitor has acted.
 */
async function openPainted(page: Page, path: string) {
  await throttle(page);
  let hydrate = () => {};
  const released = new Promise<void>((resolve) => (hydrate = resolve));
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  const recorded = await trace(page);
  await page.goto(path, { waitUntil: "commit" });
  // Waits for the paint entry itself: polling for it costs a throttled page seconds.
  await page.evaluate(
    () =>
      new Promise<void>((painted) =>
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          painted();
        }).observe({ type: "paint", buffered: true }),
      ),
  );
  return { ...recorded, hydrate };
}

async function expectNotInteractiveYet(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.dataset.hydrated),
    "the page must still be loading when the visitor acts, or this test proves nothing",
  ).toBeUndefined();
}

/** No URL the page navigated to or requested carries any of the values, raw or encoded. */
function expectNoLeak(urls: string[], values: string[]) {
  const forms = values.flatMap((value) => [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
  ]);
  const leaks = urls.filter((url) => forms.some((form) => url.includes(form)));
  expect(leaks, "URLs holding what the visitor typed").toEqual([]);
  expect(
    urls.filter((url) => new URL(url).pathname.startsWith("/api/")),
    "native submissions to the intake service, which does not exist in the static build",
  ).toEqual([]);
}

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

async function typeAndSubmit(
  page: Page,
  fields: Array<[Locator, string]>,
  enterIn: Locator,
  hydrate: () => void,
) {
  for (const [field, value] of fields) await field.fill(value);
  await enterIn.press("Enter");
  await expectNotInteractiveYet(page);
  // What was typed is still in the fields while the submission waits.
  for (const [field, value] of fields) await expect(field).toHaveValue(value);
  hydrate();
}

test("/login: the password never reaches a URL and the held sign-in completes", async ({
  page,
}) => {
  const { urls, held, hydrate } = await openPainted(page, "/login");
  const { username, password } = site.demoAdmin;
  const passwordField = page.getByLabel("Password", { exact: true });
  await typeAndSubmit(
    page,
    [
      [page.getByLabel("Username"), username],
      [passwordField, password],
    ],
    passwordField,
    hydrate,
  );
  await page.waitForURL(/\/admin$/);
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
  expect(held).toEqual(
    expect.arrayContaining([expect.stringMatching(/^button:Sign In/i), "status:status"]),
  );
  expectNoLeak(urls, [password]);
  expect(urls.filter((url) => url.includes("?"))).toEqual([]);
});

test("/contact: personal data stays out of URLs and the held message is sent", async ({ page }) => {
  await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ body: "" }));
  const { urls, held, hydrate } = await openPainted(page, "/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  const name = "Ada Lovelace";
  const email = "ada.lovelace@example.ca";
  const message = "Please call me about a managed IT plan.";
  await form.getByLabel(/^Inquiry type/).selectOption("sales_question");
  await typeAndSubmit(
    page,
    [
      [form.getByLabel(/^Name/), name],
      [form.getByLabel(/^Message/), message],
      [form.getByLabel(/^Email/), email],
    ],
    form.getByLabel(/^Email/),
    hydrate,
  );
  await expect(toast(page, "Message Sent!")).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, "Message Sent!")).toContainText(name);
  expect(held).toEqual(
    expect.arrayContaining([expect.stringMatching(/^button:Send/), "status:status"]),
  );
  expectNoLeak(urls, [name, email, message]);
});

test("/support: the held ticket is submitted without leaking", async ({ page }) => {
  const { urls, held, hydrate } = await openPainted(page, "/support");
  const form = page.getByRole("form", { name: /ticket/i });
  const name = "Grace Hopper";
  const email = "grace@example.ca";
  const subject = "Printer offline";
  const message = "The second-floor printer has been offline since this morning.";
  await form.getByLabel("Department").selectOption({ index: 1 });
  await typeAndSubmit(
    page,
    [
      [form.getByLabel("Name"), name],
      [form.getByLabel("Email"), email],
      [form.getByLabel("Message"), message],
      [form.getByLabel("Subject"), subject],
    ],
    form.getByLabel("Subject"),
    hydrate,
  );
  await expect(toast(page, "Ticket Submitted!")).toBeVisible({ timeout: 30_000 });
  expect(held).toEqual(
    expect.arrayContaining([expect.stringMatching(/^button:/), "status:status"]),
  );
  expectNoLeak(urls, [name, email, subject, message]);
});

test("/careers/apply: the typed fields and the chosen résumé survive, and the application is submitted", async ({
  page,
}) => {
  const { urls, held, hydrate } = await openPainted(page, "/careers/apply");
  const form = page.getByRole("form", { name: "Job application" });
  const name = "Katherine Johnson";
  const email = "katherine@example.ca";
  await form.getByLabel("Resume/CV").setInputFiles({
    name: "katherine-johnson-cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 test"),
  });
  await typeAndSubmit(
    page,
    [
      [form.getByLabel("Full Name"), name],
      [form.getByLabel("Email Address"), email],
    ],
    form.getByLabel("Email Address"),
    hydrate,
  );
  await expect(toast(page, "Application Submitted!")).toBeVisible({ timeout: 30_000 });
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as Array<Record<string, string>>,
    `${site.storagePrefix}-job-applications`,
  );
  expect(stored).toEqual([
    expect.objectContaining({ fullName: name, email, resume: "katherine-johnson-cv.pdf" }),
  ]);
  expect(held).toEqual(
    expect.arrayContaining([expect.stringMatching(/^button:Submit/), "status:status"]),
  );
  expectNoLeak(urls, [name, email]);
});

test("footer newsletter: the held subscription completes without leaking the address", async ({
  page,
}) => {
  const { urls, held, hydrate } = await openPainted(page, "/");
  const box = page.getByRole("textbox", { name: "Email address" });
  const email = "subscriber@example.ca";
  await typeAndSubmit(page, [[box, email]], box, hydrate);
  await expect(toast(page, "You're subscribed!")).toBeVisible({ timeout: 30_000 });
  await expect(box).toHaveValue("");
  expect(held).toEqual(expect.arrayContaining(["button:Subscribe", "status:status"]));
  expectNoLeak(urls, [email]);
});

test.describe("clicks before the page is interactive", () => {
  test.use({ consent: null });

  /** Clicks as soon as the control shows, and checks it says at once that it is responding. */
  async function clickEarly(page: Page, control: Locator) {
    await control.click();
    await expectNotInteractiveYet(page);
    await expect(control).toHaveAttribute("aria-busy", "true");
  }

  test("the Products menu and the theme toggle respond, then the cookie banner", async ({
    page,
  }) => {
    const { held, hydrate } = await openPainted(page, "/");
    const mainNav = page.getByRole("navigation", { name: "Main" });
    const products = mainNav.getByRole("button", { name: "Products" });
    await clickEarly(page, products);
    await clickEarly(
      page,
      page.getByRole("banner").getByRole("button", { name: "Switch to dark theme" }),
    );
    await expect.poll(() => held).toEqual(["button:Products", "button:Switch to dark theme"]);
    hydrate();

    await expect(products).toHaveAttribute("aria-expanded", "true", { timeout: 30_000 });
    await expect(mainNav.getByRole("link", { name: /^Enterprise Solutions/ })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
    expect(await stored(`${site.storagePrefix}-theme`)).toBe(JSON.stringify("dark"));

    // The banner renders only once the page is interactive, so its buttons always have handlers.
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(banner).toBeHidden();
    expect(await stored(`${site.storagePrefix}-cookie-consent`)).toBe(JSON.stringify("declined"));
  });

  test("the ecosystem launcher opens", async ({ page }) => {
    const { held, hydrate } = await openPainted(page, "/");
    const launcher = page
      .getByRole("banner")
      .getByRole("button", { name: `${site.shortName} Ecosystem` });
    await clickEarly(page, launcher);
    await expect.poll(() => held).toEqual([`button:${site.shortName} Ecosystem`]);
    hydrate();
    await expect(page.getByRole("menu")).toBeVisible({ timeout: 30_000 });
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("menuitem").first()).toBeVisible();
  });

  test("a chat button opens its chat", async ({ page }) => {
    const { held, hydrate } = await openPainted(page, "/");
    await clickEarly(page, page.getByRole("button", { name: "Open Quick Help" }));
    await expect.poll(() => held).toEqual(["button:Open Quick Help"]);
    hydrate();
    await expect(page.getByRole("dialog", { name: /Quick Help/ })).toBeVisible({ timeout: 30_000 });
  });
});
