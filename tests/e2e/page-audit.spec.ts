/**
 * One visit per page checks everything that holds for every page, so the suite pays for each page
 * load once (record 0096): the page hydrates without a console error, has one h1, is axe clean
 * (WCAG 2.2 AA) in light and in dark, its illustrations' lettering stays 12 px or more, the two
 * floating chat buttons hide nothing from top to bottom, and a French or Arabic page shows no
 * English interface text. What the prerendered HTML holds is read without a browser in tests/html.
 *
 * The header and footer are the same on every page, so they are audited with the page on the
 * pages listed in `shellPages`, at both widths, in both themes and in every language; elsewhere the
 * audit covers what is the page's own.
 */
import type { Page } from "@playwright/test";
import * as frenchCopy from "../../app/content/compiled/fr/nav";
import * as arabicCopy from "../../app/content/compiled/ar/nav";
import * as spanishCopy from "../../app/content/compiled/es/nav";
import * as germanCopy from "../../app/content/compiled/de/nav";
import * as japaneseCopy from "../../app/content/compiled/ja/nav";
import * as portugueseCopy from "../../app/content/compiled/pt/nav";
import * as italianCopy from "../../app/content/compiled/it/nav";
import * as russianCopy from "../../app/content/compiled/ru/nav";
import * as chineseCopy from "../../app/content/compiled/zh/nav";
import * as hindiCopy from "../../app/content/compiled/hi/nav";
import * as englishCopy from "../../app/content/nav";
import { products } from "../../app/content/products";
import { englishInterfaceStrings, sameAsEnglish } from "./english-strings";
import { axeViolations, expect, gotoHydrated, settled, test } from "./fixtures";
import { readingInterface, readingPages } from "./reading-pages";
import {
  documentLanguage,
  englishPath,
  prerenderedRoutes,
  redirectRoutes,
  routeLocale,
} from "./site-routes";

const shellPages = [
  "/",
  "/pricing",
  "/contact",
  "/support",
  "/marketplace",
  "/blog/future-of-ai-in-business",
];
const copyOf = {
  en: englishCopy,
  fr: frenchCopy,
  ar: arabicCopy,
  es: spanishCopy,
  de: germanCopy,
  ja: japaneseCopy,
  pt: portugueseCopy,
  it: italianCopy,
  ru: russianCopy,
  zh: chineseCopy,
  hi: hindiCopy,
};

/**
 * Hit-tests the two floating chat buttons: wherever a heading, label, link, button or form control
 * overlaps a button, the points of the overlap (every 4 px) are read with
 * `document.elementsFromPoint`; a target found beneath the button there is content the button
 * hides. With `sweep`, the page is scrolled from top to bottom in steps shorter than the smaller
 * button, so every part of the page passes under both buttons; otherwise only the current scroll
 * position is tested. Returns one line per hidden element.
 */
async function hiddenUnderLaunchers(page: Page, names: string[], sweep = false): Promise<string[]> {
  return page.evaluate(
    ({ names, sweep }) => {
      const targetSelector = [
        "h1, h2, h3, h4, h5, h6, label, legend, a[href], button, input, select, textarea, summary",
        "[role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch]",
        "[role=combobox], [role=slider], [role=spinbutton], [role=menuitem], [role=option]",
      ].join(", ");
      const launchers = names.map((name) => {
        const button = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
        if (!button) throw new Error(`no button named ${name}`);
        return button;
      });
      // Scrolling is vertical, so only targets that share a button's columns can pass under it.
      const columns = launchers.map((launcher) => {
        const box = launcher.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>(targetSelector)].filter((target) => {
          if (launchers.some((other) => other.contains(target))) return false;
          return [...target.getClientRects()].some(
            (rect) => rect.right > box.left && rect.left < box.right,
          );
        });
      });
      const hidden = new Set<string>();
      const hitTest = () => {
        launchers.forEach((launcher, index) => {
          const box = launcher.getBoundingClientRect();
          for (const target of columns[index]!) {
            for (const rect of target.getClientRects()) {
              const left = Math.max(rect.left, box.left);
              const right = Math.min(rect.right, box.right);
              const top = Math.max(rect.top, box.top);
              const bottom = Math.min(rect.bottom, box.bottom);
              if (left >= right || top >= bottom) continue;
              for (let x = Math.ceil(left); x < right; x += 4) {
                for (let y = Math.ceil(top); y < bottom; y += 4) {
                  const stack = document.elementsFromPoint(x, y);
                  const at = stack.findIndex((element) => launcher.contains(element));
                  if (at < 0) continue; // the point is outside the button's shape
                  if (!stack.slice(at + 1).some((element) => target.contains(element))) continue;
                  const text = (target.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
                  hidden.add(
                    `${launcher.getAttribute("aria-label")} hides <${target.tagName.toLowerCase()}> "${text}"`,
                  );
                }
              }
            }
          }
        });
      };
      if (!sweep) {
        hitTest();
        return [...hidden];
      }
      const step =
        Math.min(...launchers.map((launcher) => launcher.getBoundingClientRect().height)) - 4;
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let top = 0; ; top = Math.min(top + step, end)) {
        window.scrollTo({ top, behavior: "instant" });
        hitTest();
        if (top >= end) break;
      }
      return [...hidden];
    },
    { names, sweep },
  );
}

/** An illustration is an image, so its lettering shrinks with it: lines for text under 12 px. */
async function smallIllustrationLettering(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const inPage = "data:image/svg+xml,";
    const images = [...document.querySelectorAll("img")].filter(
      (image) =>
        (/\.svg($|\?)/.test(image.currentSrc || image.src) || image.src.startsWith(inPage)) &&
        image.offsetWidth > 0,
    );
    const lines: string[] = [];
    for (const image of images) {
      // A picture written into the page (the home hero's) is read from its own data: URL.
      const svg = image.src.startsWith(inPage)
        ? decodeURIComponent(image.src.slice(inPage.length))
        : await (await fetch(image.currentSrc || image.src)).text();
      if (!svg.includes("<text")) continue;
      const sizes = [...svg.matchAll(/font-size(?:=["']|:\s*)([\d.]+)/g)].map((m) => Number(m[1]));
      const viewBoxWidth = Number(svg.match(/viewBox=["'][-\d.]+ [-\d.]+ ([\d.]+)/)?.[1]);
      // SVG text without a font-size is 16 user units.
      const smallest = sizes.length > 0 ? Math.min(...sizes) : 16;
      const rendered = (smallest * image.offsetWidth) / viewBoxWidth;
      if (!(rendered >= 12)) lines.push(`${image.alt || image.src}: ${rendered.toFixed(1)} px`);
    }
    return lines;
  });
}

/** The chat buttons hide nothing at the top, anywhere while scrolling, and at the bottom. */
async function launcherClearance(page: Page, names: string[]) {
  const phone = page.viewportSize()!.width < 640;
  for (const name of names) {
    const launcher = page.getByRole("button", { name, exact: true });
    await expect(launcher).toBeInViewport();
    // Compact on phones: a narrow tab docked to the screen edge, inside the page gutter.
    const rect = (await launcher.boundingBox())!;
    if (phone) expect(rect.width * rect.height, name).toBeLessThanOrEqual(24 * 44);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const atTop = await hiddenUnderLaunchers(page, names);
  const whileScrolling = await hiddenUnderLaunchers(page, names, true);
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  // Let anything that loads near the end of the page (the newsletter form) settle first.
  await page.waitForTimeout(100);
  const atBottom = await hiddenUnderLaunchers(page, names);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  expect({ atTop, whileScrolling, atBottom }).toEqual({
    atTop: [],
    whileScrolling: [],
    atBottom: [],
  });
}

/** Switches the page between themes the way a visitor whose system changes does. */
async function showTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme });
  const html = expect(page.locator("html"));
  await (theme === "dark" ? html : html.not).toHaveClass(/\bdark\b/);
  await settled(page);
}

let english: Set<string>;
test.beforeAll(async () => {
  english = await englishInterfaceStrings();
});

// The theme follows the system setting, which each audit switches; the cart shows lines, as a
// visitor with items sees it.
test.use({ theme: "system", colorScheme: "light" });
test.beforeEach(async ({ page }) => {
  const lines = products.slice(0, 3).map(({ id, name, price, imageSlug, icon }) => ({
    ...{ id, name, price, imageSlug, icon },
    quantity: 1,
  }));
  await page.addInitScript((value) => {
    if (location.pathname.endsWith("/cart")) localStorage.setItem("northpine-cart", value);
  }, JSON.stringify(lines));
});

// The core tier (CI) audits the shell pages and a few of the busiest in each language and width;
// the extended tier audits every page in every language at desktop width and every English page
// at phone width (record 0096).
const coreAudits = {
  en: [
    ...shellPages,
    "/careers/apply",
    "/api-documentation",
    "/status",
    "/privacy-policy",
    "/marketplace/crm",
    "/blog",
  ],
  fr: ["/", "/contact", "/careers/apply"],
  ar: ["/", "/pricing", "/blog/future-of-ai-in-business"],
  // Each of the other eight: its home page, with the whole shell, in both themes.
  es: ["/"],
  de: ["/"],
  ja: ["/"],
  pt: ["/"],
  it: ["/"],
  ru: ["/"],
  zh: ["/"],
  hi: ["/"],
  phone: ["/", "/pricing", "/contact", "/marketplace"],
};

const routes = prerenderedRoutes().filter((route) => !redirectRoutes.includes(route));
for (const route of routes) {
  const locale = routeLocale(route);
  const page_ = englishPath(route);
  const withShell = shellPages.includes(page_);
  // French pages are audited in the light theme first and Arabic in the dark one.
  const tag = coreAudits[locale].includes(page_) ? [] : ["@extended"];
  const audit = async ({ page }: { page: Page }) => {
    // One visit does the work of the six it replaces: two full axe runs on the shell pages, and
    // the home page is long to sweep. A busy machine needs minutes for it.
    test.setTimeout(180_000);
    const names = [
      copyOf[locale].supportChatCopy.buttonLabel,
      copyOf[locale].assistantCopy.buttonLabel,
    ];
    const first = locale === "ar" ? "dark" : "light";
    await page.emulateMedia({ colorScheme: first });
    await gotoHydrated(page, route);
    await page.evaluate(() => document.fonts.ready);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", documentLanguage[locale].lang);
    await expect(html).toHaveAttribute("dir", documentLanguage[locale].dir);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    if (locale !== "en") {
      const lines = await page.evaluate(() =>
        document.body.innerText
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
      );
      expect(
        lines.filter((line) => english.has(line) && !sameAsEnglish[locale]?.includes(line)),
        `${route} shows English text`,
      ).toEqual([]);
      if (readingPages.some((entry) => entry.path === page_)) {
        const text = await page.getByRole("main").innerText();
        for (const phrase of readingInterface)
          expect(text, `${route} shows "${phrase}"`).not.toContain(phrase);
      }
    }
    expect(await smallIllustrationLettering(page), "illustration lettering under 12 px").toEqual(
      [],
    );
    await launcherClearance(page, names);

    const exclude = withShell ? [] : ["#app-root > div > header", "#app-root > div > footer"];
    await showTheme(page, first);
    expect(await axeViolations(page, { exclude }), `${first} theme`).toEqual([]);
    // The other theme changes colours only: its contrast is checked on every page, and the whole
    // audit runs again on the shell pages.
    const second = first === "light" ? "dark" : "light";
    await showTheme(page, second);
    const rules = withShell ? undefined : ["color-contrast", "link-in-text-block"];
    expect(await axeViolations(page, { exclude, rules }), `${second} theme`).toEqual([]);
  };
  test(`${route} hydrates cleanly and passes the page audit`, { tag }, audit);
  if (locale === "en")
    test(
      `${route} passes the page audit at phone width`,
      { tag: ["@phone-only", ...(coreAudits.phone.includes(page_) ? [] : ["@extended"])] },
      audit,
    );
}
