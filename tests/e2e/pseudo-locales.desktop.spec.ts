import path from "node:path";
import type { Page } from "@playwright/test";
import { contactFormCopy, contactToasts } from "../../app/content/contact";
import { assistantCopy, cookieNotice } from "../../app/content/nav";
import { brand, contactPoints } from "../../app/content/site";
import { postSummaries } from "../../app/content/posts/generated/summaries-en";
import { buildPseudo } from "../../scripts/build-pseudo.mjs";
import { pseudoText } from "../../scripts/pseudo-locale.mjs";
import { prerenderedRoutes } from "../../scripts/site-paths.mjs";
import { expect, gotoHydrated, test } from "./fixtures";
import { startIntakeServer } from "./intake-server";

/**
 * Issue 27, point 5: a build that publishes the pseudo-locales (app/lib/locales.ts) next to the
 * three languages. Every letter of their text comes accented from the English catalog
 * (scripts/pseudo-locale.mjs), so any plain ASCII word a page shows, in its text or in a name,
 * description, alt text, title or placeholder a person reads, was not translated through the
 * catalogs. Allowed: brand and people's names, addresses, code, and what Intl writes (it has no
 * pseudo-locale data, so dates and currency codes read as English). The longer text also shows
 * where layouts break: no page may scroll sideways at 390 or 1280 px.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const { address } = contactPoints;
const allowed = [
  // Names: the brand, the office, the networks the footer and the share bar link to, people.
  brand.legalName,
  brand.name,
  brand.shortName,
  address.street,
  address.city,
  `${address.regionCode} ${address.postalCode}`,
  address.country,
  ...contactPoints.social.map((network) => network.name),
  "X (Twitter)",
  "Facebook",
  ...postSummaries.map((post) => post.author),
  "James Whitfield",
  "Sarah Mitchell",
  "Technologies",
  "Inc",
]
  // Longest first, so "X (Twitter)" goes before "X".
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .concat([
    String.raw`https?://\S+|www\.[\w.-]+`, // addresses
    // Intl names the pseudo-locales in English: it has no data of their own.
    String.raw`\b(?:English|Arabic) \(Pseudo-(?:Accents|Bidi)\)`,
    String.raw`\b[A-Z]{2}\b`, // a commenter's initials
    String.raw`[\w.+-]+@[\w.-]+`, // mailboxes
    String.raw`\b(?:GET|POST|PUT|DELETE)\b`, // HTTP methods on the API pages
    String.raw`(?:^|\s)/[\w/{}.-]+`, // API paths
    String.raw`\b[a-z]+(?:-[a-z0-9]+)+\b`, // model and product identifiers
    String.raw`\bCA\$`, // Intl's currency symbol
    String.raw`\balt\+T\b`, // the toasts' keyboard shortcut, which sonner adds to their name
    String.raw`\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b`,
    String.raw`\bx[ab]\b`, // the language button names the pseudo-locale by its code
  ])
  .join("|");

/** Visible text and read attributes with an ASCII word left once the allowed names are out. */
async function untranslated(page: Page): Promise<string[]> {
  return page.evaluate((allowedSource) => {
    const allowedPattern = new RegExp(allowedSource, "g");
    const lang = document.documentElement.lang;
    const offscreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.bottom <= 0 || box.right <= 0 || box.left >= innerWidth;
    };
    // Code, dates, text in another language (the picker's names, an English fallback page) and
    // the honeypot field (hidden from people, off screen) are not the page's translated text.
    const exempt = (element: Element) =>
      element.closest("code, pre, kbd, samp, time, script, style, template") !== null ||
      (element.closest("[lang]")?.getAttribute("lang") ?? lang) !== lang ||
      (element.closest("[aria-hidden=true]") !== null && offscreen(element));
    const found = new Set<string>();
    const check = (text: string, where: string) => {
      if (/[A-Za-z]{2,}/.test(text.replace(allowedPattern, ""))) {
        found.add(`${where}: ${text.trim().slice(0, 100)}`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || exempt(element)) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      check(node.textContent, element.tagName.toLowerCase());
    }
    for (const element of document.querySelectorAll(
      "[aria-label], [alt], [title], [placeholder]",
    )) {
      if (exempt(element)) continue;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) check(value, `${element.tagName.toLowerCase()}@${name}`);
      }
    }
    // A page served in English (main holds it in another language) has English tags too.
    if (!document.querySelector("main > [lang]")) {
      check(document.title, "title");
      const description = document.querySelector("meta[name=description]")?.getAttribute("content");
      if (description) check(description, "meta description");
    }
    return [...found];
  }, allowed);
}

/** How far the page scrolls sideways (0 when it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// One build and one server for the file: the tests share a worker.
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startIntakeServer>>;
let routes: { xa: string[]; xb: string[] };

test.beforeAll(async () => {
  // A build of English and the two pseudo-locales on two shared cores: about a minute and a half.
  test.setTimeout(360_000);
  const buildDir = await buildPseudo();
  const all = prerenderedRoutes(path.join(buildDir, "client"));
  routes = {
    xa: all.filter((route) => route === "/xa" || route.startsWith("/xa/")),
    xb: all.filter((route) => route === "/xb" || route.startsWith("/xb/")),
  };
  server = await startIntakeServer(300, { BUILD_DIR: buildDir });
});

test.afterAll(async () => {
  await server?.stop();
});

// Each width once, each direction once: the lengthened text at a phone's width left to right, and
// the desktop header and menus mirrored.
for (const [locale, width] of [
  ["xa", 390],
  ["xb", 1280],
] as const) {
  test(`every ${locale} page shows only catalog text and fits ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    expect(routes[locale].length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const route of routes[locale]) {
      await gotoHydrated(page, server.url + route);
      for (const text of await untranslated(page)) problems.push(`${route} ${text}`);
      const overflow = await sideways(page);
      if (overflow > 0) problems.push(`${route} scrolls sideways by ${overflow} px`);
    }
    expect(problems).toEqual([]);
  });
}

test.describe("what appears on use", () => {
  test.use({ consent: null });

  test("the consent banner, a toast and the assistant speak the pseudo-locale", async ({
    page,
  }) => {
    const xa = (text: string) => pseudoText(text, "xa");
    await gotoHydrated(page, `${server.url}/xa/contact`);
    await expect(page.getByRole("region", { name: xa(cookieNotice.label) })).toBeVisible();
    expect(await untranslated(page)).toEqual([]);

    // The form's own check: an empty submit says what is missing, in a toast.
    const form = page.getByRole("form", { name: xa(contactFormCopy.title) });
    await form.getByRole("button", { name: xa(contactFormCopy.submit) }).click();
    await expect(page.getByText(xa(contactToasts.incomplete.title), { exact: true })).toBeVisible();
    expect(await untranslated(page)).toEqual([]);

    await page.getByRole("button", { name: xa(assistantCopy.buttonLabel) }).click();
    await expect(page.getByRole("dialog", { name: xa(assistantCopy.title) })).toBeVisible();
    expect(await untranslated(page)).toEqual([]);
  });
});

test("a page whose translation is missing is served in English, with a notice", async ({
  page,
}) => {
  // The pseudo-locales' catalogs leave out the legal texts (scripts/i18n.mjs pseudo).
  await gotoHydrated(page, `${server.url}/xa/privacy-policy`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
  const notice = page.getByRole("note");
  // In the pseudo-locale, naming it as Intl does; the rest of the page's own text likewise.
  await expect(notice).toContainText(/^\[.+\(Pseudo-Accents\)/);
  expect(await untranslated(page)).toEqual([]);
  const english = page.locator("main [lang=en]");
  await expect(english.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
    "href",
    "https://www.northpine.tech/privacy-policy",
  );
  const alternates = await page
    .locator("link[rel=alternate][hreflang]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
  // Every language that has the page: the test build publishes English and the pseudo-locales,
  // which lack it.
  expect(alternates).toEqual(["en", "x-default"]);

  // A translated page keeps its own canonical and every language among its alternates.
  await gotoHydrated(page, `${server.url}/xa/pricing`);
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
    "href",
    "https://www.northpine.tech/xa/pricing",
  );
  await expect(page.locator("link[rel=alternate][hreflang=en-XA]")).toHaveCount(1);
});
