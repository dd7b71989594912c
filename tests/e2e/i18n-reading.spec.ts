import { expect, gotoHydrated, test } from "./fixtures";
import type { Page } from "@playwright/test";

// The reading pages' interactive parts (blog, posts, legal, press, status, documentation) in French
// and Arabic. Their prerendered h1, title and language are read in tests/html/reading-pages.test.ts,
// and every page's English-text and axe checks are in page-audit.spec.ts.
const slug = "future-of-ai-in-business";
// The language suggestion (the test browser prefers English) is a toast too: match by title.
const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("the API documentation in French", () => {
  test("endpoint cards, parameter locations and the copy toast are French", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/fr/api-documentation");
    await expect(page.getByText("Bientôt offert", { exact: true })).toBeVisible();
    await page
      .getByRole("button", { name: /^GET \/users\/\{userId\} Authentification requise/ })
      .click();
    await expect(
      page.getByRole("region", { name: "Paramètres de GET /users/{userId}" }),
    ).toContainText("chemin");
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
    await expect(
      page.getByRole("heading", { level: 2, name: "Articles de la catégorie Cybersécurité" }),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "article" })).toHaveText("1 article");

    await search.fill("zzzz-introuvable");
    await expect(
      page.getByText("Aucun article ne correspond à vos critères.", { exact: false }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await expect(page.getByRole("status").filter({ hasText: "articles" })).toHaveText("5 articles");

    // Accents are optional in the search box.
    await search.fill("securite");
    await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toContainText(
      "sécurité",
    );
  });

  test("a post's comments, share toast and likes speak French", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, `/fr/blog/${slug}`);
    await expect(page.getByRole("link", { name: "Retour au blogue" })).toHaveAttribute(
      "href",
      "/fr/blog",
    );
    const share = page.getByRole("region", { name: "Partager cet article" });
    await share.getByRole("button", { name: "Copier le lien" }).click();
    await expect(toast(page, "Lien copié!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/fr\/blog\/future-of-ai-in-business$/,
    );

    await expect(page.getByText(/personnes aiment cet article/)).toBeVisible();
    const comments = page.getByRole("region", { name: /^Commentaires \(\d+\)$/ });
    await expect(comments).toHaveAccessibleName("Commentaires (2)");
    const post = page.getByRole("button", { name: "Publier le commentaire" });
    await expect(post).toBeDisabled();
    await page
      .getByRole("textbox", { name: "Laisser un commentaire" })
      .fill("Merci pour cet article.");
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
    await expect(
      page.getByText("لم نعثر على مقالات تطابق معاييرك.", { exact: false }),
    ).toBeVisible();

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
    const kit = page.getByRole("complementary", {
      name: "Relations avec les médias et ressources",
    });
    await expect(
      kit.getByRole("link", { name: /Trousse de logos.*\(téléchargement\)/ }),
    ).toBeVisible();
    await page
      .getByRole("link", { name: /^Lire la suite/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/fr\/press\/[a-z0-9-]+$/);
    await expect(page.getByRole("navigation", { name: "Fil d'Ariane" })).toContainText("Accueil");
    await expect(page.getByRole("link", { name: "Tous les communiqués" })).toHaveAttribute(
      "href",
      "/fr/press",
    );
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
    await expect(
      page.getByText(/Disponibilité de .* sur les 90 derniers jours/).first(),
    ).toBeVisible();
  });
});
