import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import type { Page } from "@playwright/test";

// The reading pages (blog, posts, legal, press, status, documentation) in French and Arabic.
const slug = "future-of-ai-in-business";
// The language suggestion (the test browser prefers English) is a toast too: match by title.
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

type Entry = { path: string; english: string; fr: string; ar: string; titles?: { fr: string; ar: string } };

const pages: Entry[] = [
  {
    path: "/blog",
    english: "Insights from",
    fr: "Les analyses de",
    ar: "رؤى من",
    titles: { fr: "Blogue |", ar: "المدونة |" },
  },
  {
    path: `/blog/${slug}`,
    english: "The Future of AI in Business",
    fr: "L'avenir de l'IA en entreprise",
    ar: "الذكاء الاصطناعي",
  },
  { path: "/privacy-policy", english: "Privacy Policy", fr: "Politique de confidentialité", ar: "سياسة الخصوصية" },
  { path: "/terms-of-service", english: "Terms of Service", fr: "Conditions d'utilisation", ar: "شروط الخدمة" },
  {
    path: "/cookie-policy",
    english: "Cookie Policy",
    fr: "Politique relative aux témoins",
    ar: "سياسة ملفات تعريف الارتباط",
  },
  {
    path: "/acceptable-use",
    english: "Acceptable Use Policy",
    fr: "Politique d'utilisation acceptable",
    ar: "سياسة الاستخدام المقبول",
  },
  { path: "/press", english: "Press Center", fr: "Salle de presse", ar: "المركز الإعلامي" },
  {
    path: "/press/opens-barrie-headquarters",
    english: "Opens Barrie Headquarters",
    fr: "ouvre son siège social",
    ar: "تفتتح مقرها الرئيسي",
  },
  { path: "/status", english: "System Status", fr: "État des systèmes", ar: "حالة الأنظمة" },
  {
    path: "/api-documentation",
    english: "API Documentation",
    fr: "Documentation de l’API",
    ar: "توثيق API",
  },
  {
    path: "/ai-documentation",
    english: "AI Documentation",
    fr: "Documentation IA",
    ar: "توثيق الذكاء الاصطناعي",
  },
];

// Interface strings of these pages in English: none may show on their French or Arabic versions.
const englishInterface = [
  "Search articles",
  "Sort by",
  "All Categories",
  "Back to Blog",
  "Share this article",
  "Leave a comment",
  "Post Comment",
  "Related articles",
  "Last updated",
  "Contents",
  "Read More",
  "View All Press Releases",
  "Refresh Status",
  "Last checked",
  "Auth Required",
  "Request example",
  "Base URL",
  "Coming Soon",
  "Rate limit:",
];

for (const locale of ["fr", "ar"] as const) {
  test.describe(`reading pages in ${locale}`, () => {
    for (const entry of pages) {
      test(`/${locale}${entry.path} answers 200 with a translated h1 and title`, async ({ page }) => {
        const response = await page.goto(`/${locale}${entry.path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale === "fr" ? "fr-CA" : "ar");
        await expect(h1(page)).toContainText(entry[locale]);
        await expect(h1(page)).not.toContainText(entry.english);
        const title = entry.titles?.[locale] ?? entry[locale];
        expect(await page.title()).toContain(title);
      });
    }
  });
}

test("French and Arabic reading pages show no English interface string", async ({ page }) => {
  for (const locale of ["fr", "ar"] as const) {
    for (const entry of pages) {
      await page.goto(`/${locale}${entry.path}`);
      const text = await page.getByRole("main").innerText();
      for (const english of englishInterface) {
        expect(text, `/${locale}${entry.path} shows "${english}"`).not.toContain(english);
      }
    }
  }
});

test.describe("the API documentation in French", () => {
  test("endpoint cards, parameter locations and the copy toast are French", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/fr/api-documentation");
    await expect(page.getByText("Bientôt offert", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: /^GET \/users\/\{userId\} Authentification requise/ }).click();
    await expect(page.getByRole("region", { name: "Paramètres de GET /users/{userId}" })).toContainText("chemin");
    await page.getByRole("button", { name: "Copier En-tête Authorization" }).click();
    await expect(toast(page, "Copié dans le presse-papiers")).toBeVisible();
  });
});

test.describe("the blog in French", () => {
  test("filters, counts and sorts with French labels", async ({ page }) => {
    await gotoHydrated(page, "/fr/blog");
    const search = page.getByRole("searchbox", { name: "Rechercher des articles" });
    const category = page.getByRole("combobox", { name: "Catégorie" });
    const sort = page.getByRole("combobox", { name: "Trier par" });
    await expect(page.getByRole("status").filter({ hasText: "articles" })).toHaveText("5 articles");
    await expect(sort.locator("option")).toHaveText([
      "Plus récents d'abord",
      "Plus anciens d'abord",
      "A à Z",
      "Z à A",
    ]);
    await expect(category.locator("option").first()).toHaveText("Toutes les catégories");
    await expect(page.getByRole("main").locator("time").first()).toHaveText("12 mai 2025");

    await category.selectOption("Cybersecurity");
    await expect(page.getByRole("heading", { level: 2, name: "Articles de la catégorie Cybersécurité" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "article" })).toHaveText("1 article");

    await search.fill("zzzz-introuvable");
    await expect(page.getByText("Aucun article ne correspond à vos critères.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await expect(page.getByRole("status").filter({ hasText: "articles" })).toHaveText("5 articles");

    // Accents are optional in the search box.
    await search.fill("securite");
    await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toContainText("sécurité");
  });

  test("a post's comments, share toast and likes speak French", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, `/fr/blog/${slug}`);
    await expect(page.getByRole("link", { name: "Retour au blogue" })).toHaveAttribute("href", "/fr/blog");
    const share = page.getByRole("region", { name: "Partager cet article" });
    await share.getByRole("button", { name: "Copier le lien" }).click();
    await expect(toast(page, "Lien copié!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/fr\/blog\/future-of-ai-in-business$/);

    await expect(page.getByText(/personnes aiment cet article/)).toBeVisible();
    const comments = page.getByRole("region", { name: /^Commentaires \(\d+\)$/ });
    await expect(comments).toHaveAccessibleName("Commentaires (2)");
    const post = page.getByRole("button", { name: "Publier le commentaire" });
    await expect(post).toBeDisabled();
    await page.getByRole("textbox", { name: "Laisser un commentaire" }).fill("Merci pour cet article.");
    await expect(page.getByText(/^23 \/ 2\s000 caractères$/)).toBeVisible();
    await post.click();
    await expect(toast(page, "Commentaire publié!")).toBeVisible();
    await expect(comments).toHaveAccessibleName("Commentaires (3)");
    await expect(comments.getByRole("listitem").first()).toContainText("Invité");
  });
});

test.describe("the blog in Arabic", () => {
  test("filters and posts a comment with Arabic messages", async ({ page }) => {
    await gotoHydrated(page, "/ar/blog");
    await expect(page.getByRole("status").filter({ hasText: "مقال" })).toHaveText("5 مقالات");
    await page.getByRole("combobox", { name: "الفئة" }).selectOption("DevOps");
    await expect(page.getByRole("status").filter({ hasText: "مقال" })).toHaveText("مقال واحد");
    await page.getByRole("searchbox", { name: "البحث في المقالات" }).fill("zzzz");
    await expect(page.getByText("لم نعثر على مقالات تطابق معاييرك.", { exact: false })).toBeVisible();

    await gotoHydrated(page, `/ar/blog/${slug}`);
    await expect(page.getByRole("main").locator("time").first()).toHaveText("12 مايو 2025");
    await page.getByRole("textbox", { name: "اترك تعليقًا" }).fill("مقال مفيد، شكرًا.");
    await page.getByRole("button", { name: "نشر التعليق" }).click();
    await expect(toast(page, "نُشر التعليق!")).toBeVisible();
    await expect(page.getByRole("region", { name: "التعليقات (3)" })).toBeVisible();
  });

  test("the old /ar/blog/future-of-ai address leads to the Arabic post", async ({ page }) => {
    await page.goto("/ar/blog/future-of-ai");
    await expect(page).toHaveURL(/\/ar\/blog\/future-of-ai-in-business$/);
    await expect(h1(page)).toContainText("الذكاء الاصطناعي");
  });
});

test.describe("legal pages in French and Arabic", () => {
  test("the date line and contents are translated", async ({ page }) => {
    await gotoHydrated(page, "/fr/privacy-policy");
    await expect(page.getByText(/^Dernière mise à jour\s:\s26 novembre 2026$/)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Sections de ce document" })).toBeVisible();
    await gotoHydrated(page, "/ar/terms-of-service");
    await expect(page.getByText(/^آخر تحديث: 12 مايو 2025$/)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "أقسام هذه الوثيقة" })).toBeVisible();
  });
});

test.describe("press and status in French and Arabic", () => {
  test("the press center's list, media kit and a release speak French", async ({ page }) => {
    await gotoHydrated(page, "/fr/press");
    await expect(page.getByRole("link", { name: /^Lire la suite\s?:/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Voir tous les communiqués" })).toBeVisible();
    const kit = page.getByRole("complementary", { name: "Relations avec les médias et ressources" });
    await expect(kit.getByRole("link", { name: /Trousse de logos.*\(téléchargement\)/ })).toBeVisible();
    await page.getByRole("link", { name: /^Lire la suite/ }).first().click();
    await expect(page).toHaveURL(/\/fr\/press\/[a-z0-9-]+$/);
    await expect(page.getByRole("navigation", { name: "Fil d'Ariane" })).toContainText("Accueil");
    await expect(page.getByRole("link", { name: "Tous les communiqués" })).toHaveAttribute("href", "/fr/press");
  });

  test("the status board's labels and relative times are in Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar/status");
    // The live board: checked components in Arabic wording.
    await expect(page.locator('[data-component="website"]')).toContainText("يعمل");
    await expect(page.getByText("آخر تحديث:")).toBeVisible();
    await page.getByRole("button", { name: "تحديث الحالة" }).click();
    await expect(page.getByRole("button", { name: "جارٍ التحديث..." })).toBeDisabled();
    await expect(page.getByRole("button", { name: "تحديث الحالة" })).toBeEnabled();
  });

  test("the status board is in French", async ({ page }) => {
    await gotoHydrated(page, "/fr/status");
    // Without SMTP in the test server, email is "under maintenance", said in French.
    await expect(page.locator('[data-component="email_services"]')).toContainText("En maintenance");
    await expect(page.getByText(/Disponibilité de .* sur les 90 derniers jours/).first()).toBeVisible();
  });
});

// Visitors whose browser speaks the page's language: no language suggestion toast over the page.
test.describe("accessibility of a French reading page", () => {
  test.use({ locale: "fr-CA" });
  test("a French post has no axe violations", async ({ page }) => {
    await gotoHydrated(page, `/fr/blog/${slug}`);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("accessibility of an Arabic reading page", () => {
  test.use({ locale: "ar" });
  test("an Arabic legal page has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/ar/privacy-policy");
    expect(await axeViolations(page)).toEqual([]);
  });
});
