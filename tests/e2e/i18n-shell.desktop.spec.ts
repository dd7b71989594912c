import type { Locator, Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  fillAndSend,
  freezeClock,
  gotoHydrated,
  test,
  waitForToastOnFrozenClock,
} from "./fixtures";

/**
 * The shell (header, menus, footer, skip link, cookie banner, theme, search, chats) in French and
 * Arabic: its words come from the shell's loader data in the page's language, its search intents
 * and assistant rules from that language's table.
 */

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

/** The shell's visible text and accessible names: everything around the page's own content. */
async function shellWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [
      document.querySelector('a[href="#main-content"]'),
      document.querySelector("#app-root > div > header"),
      document.querySelector("#app-root > div > footer"),
      ...document.querySelectorAll("#app-root > div > button"),
    ].filter((element): element is Element => element !== null);
    const words: string[] = [];
    for (const part of parts) {
      // The newsletter is another area's: its own words are checked there.
      const clone = part.cloneNode(true) as Element;
      clone.querySelector("form")?.closest("div.mt-12")?.remove();
      words.push(clone.textContent ?? "");
      for (const element of [clone, ...clone.querySelectorAll("[aria-label]")])
        words.push(element.getAttribute("aria-label") ?? "");
    }
    return words.join("\n");
  });
}

/** English interface strings of the shell that must not show on a French or Arabic page. */
const englishShellWords = [
  "Skip to main content",
  "Northpine Technologies, home",
  "(opens in a new tab)",
  "Open search",
  "Open menu",
  "Language: ",
  "Switch to dark theme",
  "Ask AI to find a page",
  "Open AI Assistant",
  "Open Quick Help",
  "Social media",
  "All rights reserved.",
  "Proudly built in",
  "Ecosystem",
  "Sign In",
  "Request Demo",
];

const locales = [
  {
    locale: "fr",
    path: "/fr/about",
    lang: "fr-CA",
    dir: "ltr",
    skip: "Passer au contenu principal",
    home: "Northpine Technologies, accueil",
    mainNav: "Principale",
    languageButton: "Langue\u00a0: Français",
    languageHeading: "Langue",
    toDark: "Passer au thème sombre",
    toLight: "Passer au thème clair",
    rights: "Tous droits réservés.",
    footerNav: "Pied de page",
  },
  {
    locale: "ar",
    path: "/ar/about",
    lang: "ar",
    dir: "rtl",
    skip: "انتقل إلى المحتوى الرئيسي",
    home: "Northpine Technologies، الصفحة الرئيسية",
    mainNav: "القائمة الرئيسية",
    languageButton: "اللغة: العربية",
    languageHeading: "اللغة",
    toDark: "التبديل إلى المظهر الداكن",
    toLight: "التبديل إلى المظهر الفاتح",
    rights: "جميع الحقوق محفوظة.",
    footerNav: "تذييل الصفحة",
  },
] as const;

for (const copy of locales) {
  test.describe(`the shell in ${copy.locale}`, () => {
    test("answers 200 and labels the header, footer and skip link in the page's language", async ({
      page,
    }) => {
      const response = await page.goto(copy.path);
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(page.locator("html")).toHaveAttribute("lang", copy.lang);
      await expect(page.locator("html")).toHaveAttribute("dir", copy.dir);
      await expect(page.getByRole("link", { name: copy.skip })).toBeAttached();
      await expect(page.getByRole("navigation", { name: copy.mainNav })).toBeVisible();
      await expect(page.getByRole("navigation", { name: copy.footerNav })).toBeVisible();
      await expect(page.getByRole("link", { name: copy.home }).first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(copy.rights);
      const words = await shellWords(page);
      for (const english of englishShellWords) expect(words, english).not.toContain(english);
    });

    test("the language menu and the theme toggle speak the page's language", async ({ page }) => {
      await gotoHydrated(page, copy.path);
      const languageButton = page.getByRole("button", { name: copy.languageButton });
      await languageButton.click();
      const menu = page.getByRole("menu");
      await expect(menu.getByText(copy.languageHeading, { exact: true })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: copy.toDark }).click();
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page.getByRole("button", { name: copy.toLight })).toBeVisible();
    });
  });
}

test.describe("the cookie banner in French", () => {
  test.use({ consent: null });

  test("asks in French and goes away once answered", async ({ page }) => {
    await gotoHydrated(page, "/fr/about");
    const banner = page.getByRole("region", { name: "Consentement aux témoins" });
    await expect(banner).toContainText(
      "Ce site ne garde dans votre navigateur que ce dont il a besoin",
    );
    await expect(
      banner.getByRole("link", { name: "Politique relative aux témoins" }),
    ).toHaveAttribute("href", "/fr/cookie-policy");
    await banner.getByRole("button", { name: "Accepter" }).click();
    await expect(banner).toHaveCount(0);
  });
});

test.describe("the AI navigation search in French and Arabic", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  async function ask(page: Page, formName: string, fieldName: string, query: string) {
    const field = page.getByRole("search", { name: formName }).getByRole("searchbox", {
      name: fieldName,
    });
    await field.fill(query);
    await field.press("Enter");
  }

  test("French words find the French page, with French toasts", async ({ page }) => {
    await gotoHydrated(page, "/fr/about");
    await freezeClock(page);
    const form = "Recherche de navigation par IA";
    const field = "Demander à l’IA de trouver une page";
    await expect(
      page.getByRole("search", { name: form }).getByRole("searchbox", { name: field }),
    ).toHaveAttribute("placeholder", "Demandez à l’IA…");
    await ask(page, form, field, "Quels sont vos tarifs ?");
    await page.clock.runFor(1200);
    const result = await waitForToastOnFrozenClock(page, "Navigation IA");
    await expect(result).toContainText("Je vous amène à /fr/pricing.");
    await result.getByRole("button", { name: "Y aller", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/pricing$/);

    await ask(page, form, field, "crêpes quantiques");
    await page.clock.runFor(1200);
    const apology = await waitForToastOnFrozenClock(page, "Recherche IA");
    await expect(apology).toContainText(
      "Désolé, je n’ai trouvé aucune page ni action correspondant à «\u00a0crêpes quantiques\u00a0».",
    );
  });

  test("Arabic words find the Arabic page", async ({ page }) => {
    await gotoHydrated(page, "/ar/about");
    await freezeClock(page);
    await ask(
      page,
      "البحث في الموقع بالذكاء الاصطناعي",
      "اطلب من الذكاء الاصطناعي العثور على صفحة",
      "الأسعار",
    );
    await page.clock.runFor(1200);
    const result = await waitForToastOnFrozenClock(page, "التنقل بالذكاء الاصطناعي");
    await expect(result).toContainText("جارٍ نقلك إلى /ar/pricing.");
    await page.clock.runFor(1500);
    await expect(page).toHaveURL(/\/ar\/pricing$/);
  });

  test("only the page's language's intent table is fetched", async ({ page }) => {
    const tables: string[] = [];
    page.on("request", (request) => {
      if (/search-intents/.test(request.url())) tables.push(request.url());
    });
    await gotoHydrated(page, "/fr/about");
    await freezeClock(page);
    await ask(
      page,
      "Recherche de navigation par IA",
      "Demander à l’IA de trouver une page",
      "tarifs",
    );
    await page.clock.runFor(1200);
    await waitForToastOnFrozenClock(page, "IA");
    expect(tables).toHaveLength(1);
  });
});

async function openChat(page: Page, button: string, dialogName: string): Promise<Locator> {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(dialogName) });
  await expect(dialog).toBeVisible();
  await freezeClock(page);
  return dialog;
}

test.describe("the chats in French and Arabic", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test("the French assistant greets, understands French and offers the French page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/fr/about");
    const dialog = await openChat(page, "Ouvrir l’assistant IA", "Assistant IA");
    await expect(dialog.getByText("IA simulée")).toBeVisible();
    const log = dialog.getByRole("log", { name: "Conversation – Assistant IA" });
    await expect(log).toContainText("Je suis l’assistant de Northpine");
    const input = dialog.getByRole("textbox", { name: "Écrire à l’assistant IA" });
    await expect(input).toBeFocused();
    await fillAndSend(input, "Combien coûtent vos forfaits ?");
    await expect(dialog.getByText("L’IA écrit")).toBeVisible();
    await page.clock.runFor(2500);
    await expect(log).toContainText("Nos forfaits sont facturés au mois ou à l’année");
    await expect(await waitForToastOnFrozenClock(page, "L’IA a répondu")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Fermer" })).toBeVisible();
    await log.getByRole("link", { name: "Voir les tarifs" }).click();
    await expect(page).toHaveURL(/\/fr\/pricing$/);
  });

  test("the Arabic assistant answers Arabic and apologises in Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar/about");
    const dialog = await openChat(page, "افتح المساعد الذكي", "المساعد الذكي");
    const input = dialog.getByRole("textbox", { name: "راسل المساعد الذكي" });
    await fillAndSend(input, "أحتاج إلى مساعدة");
    await page.clock.runFor(2500);
    const log = dialog.getByRole("log");
    await expect(log).toContainText("يضم مركز الدعم لدينا");
    await expect(log.getByRole("link", { name: "الانتقال إلى مركز الدعم" })).toHaveAttribute(
      "href",
      "/ar/support",
    );
    await fillAndSend(input, "فطائر كمومية");
    await page.clock.runFor(2500);
    await expect(log.locator(":scope > div").last()).toContainText("عذرًا، لم أفهم ذلك تمامًا.");
    // Each reply has its toast, and the first may still be there on the frozen clock; sonner
    // puts the newest first.
    const toasts = await waitForToastOnFrozenClock(page, "ردّ الذكاء الاصطناعي");
    await expect(toasts.first()).toBeVisible();
  });

  test("Quick Help replies in Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar/about");
    const dialog = await openChat(page, "افتح المساعدة السريعة", "المساعدة السريعة");
    await expect(dialog.getByText("تجريبي", { exact: true })).toBeVisible();
    const input = dialog.getByRole("textbox", { name: "راسل المساعدة السريعة" });
    await fillAndSend(input, "فاتورتي غير صحيحة");
    await page.clock.runFor(1500);
    await expect(dialog.getByRole("log")).toContainText("هذه المحادثة تجريبية");
    await expect(await waitForToastOnFrozenClock(page, "ردّ فريق الدعم (تجريبي)")).toBeVisible();
  });
});

test.describe("the small-screen shell in French", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu and the search bar speak French", async ({ page }) => {
    await gotoHydrated(page, "/fr/about");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(menu.getByRole("group", { name: "Langue" })).toBeVisible();
    await expect(menu.getByRole("switch", { name: "Thème sombre" })).toBeVisible();
    await menu.getByRole("button", { name: "Fermer" }).click();
    await expect(menu).toHaveCount(0);

    await page.getByRole("button", { name: "Ouvrir la recherche" }).click();
    const bar = page.getByRole("search", { name: "Rechercher dans le site" });
    await expect(bar.getByRole("searchbox")).toHaveAttribute(
      "placeholder",
      "Que cherchez-vous\u00a0?",
    );
    await bar.getByRole("button", { name: "Rechercher" }).click();
    const empty = toast(page, "Recherche vide");
    await expect(empty).toContainText("Veuillez entrer un terme de recherche.");
    await expect(page.getByRole("button", { name: "Fermer la recherche" })).toBeVisible();
  });
});

test.describe("accessibility of the translated shell", () => {
  test("French page has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/fr/about");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("Arabic page with the assistant open has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/ar/about");
    await page.getByRole("button", { name: "افتح المساعد الذكي" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
