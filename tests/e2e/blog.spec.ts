import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import type { Page } from "@playwright/test";

const emptyMessage =
  "No articles found matching your criteria. Try adjusting your search or filters.";

const grid = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("list")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
const cards = (page: Page) => grid(page).locator(":scope > li");
const cardTitles = (page: Page) => grid(page).getByRole("heading", { level: 3 });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const category = (page: Page) => page.getByRole("combobox", { name: "Category" });
const sort = (page: Page) => page.getByRole("combobox", { name: "Sort by" });

async function cardDates(page: Page): Promise<number[]> {
  const values = await grid(page)
    .locator("time")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
  return values.map((value) => Date.parse(value));
}

test.describe("blog list", () => {
  test("the prerendered list shows five cards, newest first, each linking to its post", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/blog")).text();
    expect(html.match(/href="\/blog\/[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(5);

    await gotoHydrated(page, "/blog");
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByRole("status").filter({ hasText: "articles" })).toHaveText("5 articles");
    const dates = await cardDates(page);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const link of await cardTitles(page).getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
    }
    await expect(category(page)).toHaveValue("all");
    await expect(sort(page)).toHaveValue("date_desc");
    await expect(sort(page).locator("option")).toHaveText([
      "Newest First",
      "Oldest First",
      "A-Z",
      "Z-A",
    ]);
    const categoryLabels = await category(page).locator("option").allTextContents();
    expect(categoryLabels).toHaveLength(6);
    expect(categoryLabels.slice(1).sort()).toEqual([
      "Artificial Intelligence",
      "Cybersecurity",
      "Data Analytics",
      "DevOps",
      "Digital Transformation",
    ]);
  });

  test("cards show at most three tags even when the post has more", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    for (const card of await cards(page).all()) {
      const tagCount = await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count();
      expect(tagCount).toBeGreaterThan(0);
      expect(tagCount).toBeLessThanOrEqual(3);
    }
    // The DevOps post has four tags: its page shows all four, its card only three.
    const devopsCard = cards(page).filter({ hasText: "DevOps Trends" });
    await expect(devopsCard.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(
      3,
    );
    await devopsCard.getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/devops-trends-2025$/);
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(4);
  });

  test("search matches title, excerpt or any tag, ignoring case, and is mirrored in the URL", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");

    await search(page).fill("MASTERING");
    await expect(cardTitles(page)).toHaveText([/Mastering Cloud Security/]);
    await expect(page).toHaveURL(/[?&]q=MASTERING(&|$)/);

    // "Observability" is only the DevOps post's fourth tag, which its card does not show.
    await search(page).fill("observability");
    await expect(cardTitles(page)).toHaveText([/DevOps Trends/]);
    await expect(page).toHaveURL(/[?&]q=observability(&|$)/);

    // A phrase from an excerpt only.
    await search(page).fill("five trusted metrics");
    await expect(cardTitles(page)).toHaveText([/Data-Driven Decision Making/]);

    // "Strategy" is a tag on two posts.
    await search(page).fill("strategy");
    await expect(cards(page)).toHaveCount(2);

    await search(page).fill("");
    await expect(cards(page)).toHaveCount(5);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("typing key by key keeps every character", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await search(page).pressSequentially("zero trust", { delay: 20 });
    await expect(search(page)).toHaveValue("zero trust");
    await expect(cardTitles(page)).toHaveText([/Mastering Cloud Security/]);
    await expect(page).toHaveURL(/[?&]q=zero\+trust(&|$)/);
  });

  test("category and sort filter the grid and are mirrored in the URL", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await category(page).selectOption("DevOps");
    await expect(cards(page)).toHaveCount(1);
    await expect(cardTitles(page)).toHaveText([/DevOps Trends/]);
    await expect(page).toHaveURL(/[?&]category=DevOps(&|$)/);
    await expect(page.getByRole("heading", { level: 2, name: "Articles in DevOps" })).toBeVisible();

    await category(page).selectOption("all");
    await sort(page).selectOption("title_asc");
    await expect(page).toHaveURL(/[?&]sort=title_asc(&|$)/);
    await expect(page).not.toHaveURL(/category=/);
    const ascending = await cardTitles(page).allTextContents();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await sort(page).selectOption("title_desc");
    await expect(page).toHaveURL(/[?&]sort=title_desc(&|$)/);
    await expect(cardTitles(page)).toHaveText([...ascending].reverse());

    await sort(page).selectOption("date_asc");
    await expect(page).toHaveURL(/[?&]sort=date_asc(&|$)/);
    const dates = await cardDates(page);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  test("the filters work by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await search(page).focus();
    await page.keyboard.type("cloud");
    await page.keyboard.press("Tab");
    await expect(category(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(sort(page)).toBeFocused();
    await expect(page).toHaveURL(/[?&]q=cloud(&|$)/);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(5);
  });

  test("no match shows the empty message, and Clear filters restores the list", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    await category(page).selectOption("Cybersecurity");
    await search(page).fill("kubernetes");
    await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "articles" })).toHaveText("0 articles");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(cards(page)).toHaveCount(5);
    await expect(search(page)).toHaveValue("");
    await expect(category(page)).toHaveValue("all");
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a filtered URL loaded directly applies after hydration without a warning", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog?category=DevOps&sort=title_asc");
    await expect(cards(page)).toHaveCount(1);
    await expect(category(page)).toHaveValue("DevOps");
    await expect(sort(page)).toHaveValue("title_asc");

    await gotoHydrated(page, "/blog?q=security");
    await expect(search(page)).toHaveValue("security");
    await expect(cardTitles(page)).toContainText([/Mastering Cloud Security/]);
  });

  test("hostile query parameters are ignored or shown as text", async ({ page }) => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await gotoHydrated(
      page,
      `/blog?q=${encodeURIComponent(hostile)}&category=${encodeURIComponent("javascript:alert(1)")}&sort=evil`,
    );
    await expect(search(page)).toHaveValue(hostile);
    await expect(category(page)).toHaveValue("all");
    await expect(sort(page)).toHaveValue("date_desc");
    await expect(page.getByText(emptyMessage)).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    await gotoHydrated(page, `/blog?q=${"a".repeat(10_000)}`);
    expect((await search(page).inputValue()).length).toBeLessThanOrEqual(100);
  });

  test("Back after a link returns to the filtered list", async ({ page }) => {
    await gotoHydrated(page, "/blog?category=Cybersecurity");
    await expect(cards(page)).toHaveCount(1);
    await cardTitles(page).getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/mastering-cloud-security$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?category=Cybersecurity$/);
    await expect(category(page)).toHaveValue("Cybersecurity");
    await expect(cards(page)).toHaveCount(1);
  });

  test("the page head advertises the RSS feed", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute("href", "/blog/rss.xml");
  });
});
