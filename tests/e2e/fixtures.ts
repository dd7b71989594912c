import AxeBuilder from "@axe-core/playwright";
import { test as base, expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { consentRevision } from "../../app/lib/storage-inventory";

export { expect };

type Options = {
  /**
   * Cookie choice stored before the page loads; null shows the banner. "preferences" (the default)
   * keeps the visitor's own choices (theme, language) but loads no third-party content.
   */
  consent: "accepted" | "declined" | "preferences" | null;
  theme: "light" | "dark" | "system" | null;
  /**
   * The language suggestion already dismissed: "en" by default, so a French or Arabic page opened
   * by this English-speaking test browser does not offer English over the page (tests of the
   * suggestion itself set null or browse with another locale).
   */
  dismissedSuggestion: string | null;
  /** Console errors a test provokes on purpose (e.g. storage that throws). */
  allowedConsoleErrors: RegExp[];
};

type Fixtures = { consoleErrors: string[] };

/**
 * Every test fails on a console error, a page error or a hydration warning, so no flow can pass
 * while the page is quietly broken.
 */
export const test = base.extend<Options & Fixtures>({
  consent: ["preferences", { option: true }],
  theme: [null, { option: true }],
  dismissedSuggestion: ["en", { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, consent, theme, dismissedSuggestion }, use) => {
    const categories = {
      accepted: { preferences: true, thirdParty: true },
      declined: { preferences: false, thirdParty: false },
      preferences: { preferences: true, thirdParty: false },
    };
    const record = consent && {
      revision: consentRevision,
      categories: categories[consent],
      decidedAt: "2026-11-26T00:00:00.000Z",
      consentId: "0".repeat(32),
    };
    await page.addInitScript(
      ({ record, theme, dismissedSuggestion }) => {
        // Init scripts also run in frames; a cross-origin one (the contact map) may not touch storage.
        if (window !== window.top) return;
        // Only on a fresh origin, so a test that reloads keeps what the page itself stored.
        if (sessionStorage.getItem("e2e-seeded")) return;
        sessionStorage.setItem("e2e-seeded", "1");
        if (record) localStorage.setItem("northpine-cookie-consent", JSON.stringify(record));
        if (theme) localStorage.setItem("northpine-theme", JSON.stringify(theme));
        if (dismissedSuggestion) {
          localStorage.setItem(
            "northpine-language-suggestion",
            JSON.stringify(dismissedSuggestion),
          );
        }
      },
      { record, theme, dismissedSuggestion },
    );
    await use(page);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        const isProblem =
          message.type() === "error" || (message.type() === "warning" && /hydrat/i.test(text));
        if (isProblem && !allowedConsoleErrors.some((pattern) => pattern.test(text))) {
          errors.push(`[console.${message.type()}] ${text}`);
        }
      });
      page.on("pageerror", (error) => errors.push(`[pageerror] ${error.message}`));
      await use(errors);
      expect(errors, "console errors, page errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Holds every request for the matching asset until `release()` is called: code that arrives late,
 * as it does on a slow connection, at a moment the test chooses.
 */
export async function holdAsset(page: Page, asset: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(asset, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the page, so clicks reach real handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Axe's WCAG 2.2 AA violations on the page; `exclude` leaves out parts audited elsewhere, `rules`
 * narrows the audit to those rules (the colour rules when only the theme changed).
 */
export async function axeViolations(
  page: Page,
  { exclude = [], rules }: { exclude?: string[]; rules?: string[] } = {},
) {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  builder = rules ? builder.withRules(rules) : builder.withTags(axeTags);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
}

/**
 * Freezes the page clock (installed with `page.clock.install()` before the page loaded) so timers
 * only run when the test moves them. The Toaster mounts with the first toast and React reveals it
 * through timers, so tests step the clock with waitForToastOnFrozenClock until the toast shows.
 */
export async function freezeClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1000);
}

/**
 * Sonner adds toasts on a timer: steps a frozen clock until a toast with this title is there. The
 * clock moves 50 ms per step at a steady pace (not expect.poll's backoff to one step a second), so
 * a slow machine gives the Toaster's chunk as much real time to arrive without starving the timers.
 * A toast's own timer starts when it mounts, within one step, so its age is known when it is seen.
 */
export async function waitForToastOnFrozenClock(page: Page, title: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return toast.count();
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBeGreaterThan(0);
  return toast;
}

/**
 * Presses `key` `presses` times with a native modal dialog open and says where each press left
 * focus: in the dialog, on the browser's own controls (nothing in the document focused: a modal
 * dialog lets Tab pass there past either end and come back), or on the page behind it.
 */
export async function modalTabStops(dialog: Locator, key: "Tab" | "Shift+Tab", presses: number) {
  const stops: Array<"dialog" | "browser" | "page"> = [];
  for (let i = 0; i < presses; i += 1) {
    await dialog.page().keyboard.press(key);
    stops.push(
      await dialog.evaluate((element) =>
        element.contains(document.activeElement)
          ? "dialog"
          : document.activeElement === document.body || !document.activeElement
            ? "browser"
            : "page",
      ),
    );
  }
  return stops;
}

/** Waits until no CSS animation or transition is running (a sheet sliding in, a toast fading). */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
}

/** The element's layout box, failing the test when it has none. */
export async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  expect(rect, "element has a layout box").not.toBeNull();
  return rect!;
}

/**
 * Types `text` into `box` and sends it with Enter once its form's button is enabled. The shell's
 * chat windows and small-screen search bar are prerendered and open before their code arrives
 * (an island that loads as one opens): until it has, the box keeps what is typed and Enter does
 * nothing, which is what a visitor sees; the button comes alive when the code has taken the box over.
 */
export async function fillAndSend(box: Locator, text: string) {
  await box.fill(text);
  await expect(box.locator("xpath=ancestor::form[1]").getByRole("button")).toBeEnabled();
  await box.press("Enter");
}
