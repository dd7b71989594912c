import type { Locator, Page } from "@playwright/test";
import { productCategories, products } from "../../app/content/products";
import { expect, gotoHydrated, test } from "./fixtures";

const byName = new Map(products.map((product) => [product.name, product]));
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

// includeHidden: while the mobile sheet is open, the list behind it is aria-hidden but still updates.
function productList(page: Page): Locator {
  return page.getByRole("region", { name: "Products", exact: true, includeHidden: true });
}

async function shownNames(page: Page): Promise<string[]> {
  return productList(page).getByRole("heading", { level: 3, includeHidden: true }).allInnerTexts();
}

async function shownProducts(page: Page) {
  return (await shownNames(page)).map((name) => {
    const product = byName.get(name.trim());
    if (!product) throw new Error(`Unknown product card "${name}"`);
    return product;
  });
}

/** The filter form: the sidebar on desktop, the sheet on small screens (opened here). */
async function filters(page: Page): Promise<Locator> {
  if (!isDesktop(page)) {
    const dialog = page.getByRole("dialog", { name: "Filters" });
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: /^Filters/ }).click();
    await expect(dialog).toBeVisible();
  }
  return page.getByRole("form", { name: "Product filters" });
}

async function closeFilters(page: Page) {
  if (!isDesktop(page)) {
    await page
      .getByRole("dialog", { name: "Filters" })
      .getByRole("button", { name: /^Show \d+ products?$/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
  }
}

// A CSS locator, not a role: while the mobile sheet is open the page behind it is aria-hidden,
// yet its count line still updates as the visitor filters.
const countLine = (page: Page) =>
  page.locator("[role=status]").filter({ hasText: /products? found$/ });

test.describe("marketplace list", () => {
  test("shows all eight products, best rated first, with the count line", async ({ page }) => {
    await gotoHydrated(page, "/marketplace");
    await expect(countLine(page)).toHaveText("8 products found");
    const ratings = (await shownProducts(page)).map((product) => product.rating);
    expect(ratings).toHaveLength(8);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const top = products.reduce((best, product) => (product.rating > best.rating ? product : best));
    const card = productList(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: top.name }) });
    await expect(card.getByText(`Rated ${top.rating.toFixed(1)} out of 5`)).toBeAttached();
    await expect(
      card.getByText(`$${top.price.toLocaleString("en-US")}`, { exact: true }),
    ).toBeVisible();
    await expect(card.getByText("/month", { exact: true })).toBeVisible();
  });

  test("search matches name, short description, tags, category and buyer words, ignoring case", async ({
    page,
  }) => {
    await gotoHydrated(page, "/marketplace");
    const form = await filters(page);
    const search = form.getByRole("searchbox", { name: "Search" });
    const crm = products.find((product) => product.id === "crm")!;
    const cloud = products.find((product) => product.id === "cloud-storage")!;

    await search.fill(crm.name.split(" ").at(-1)!.toUpperCase());
    await expect(countLine(page)).toHaveText("1 product found");
    await expect.poll(() => shownNames(page)).toEqual([crm.name]);

    const tag = cloud.tags[0]!;
    await search.fill(tag.toLowerCase());
    const withTag = products.filter((product) =>
      [
        product.name,
        product.shortDescription,
        ...product.tags,
        product.category,
        ...product.keywords,
      ].some((text) => text.toLowerCase().includes(tag.toLowerCase())),
    );
    await expect(countLine(page)).toHaveText(
      `${withTag.length} ${withTag.length === 1 ? "product" : "products"} found`,
    );
    await expect.poll(() => shownNames(page)).toContain(cloud.name);

    const phrase = cloud.shortDescription.split(" ").slice(1, 4).join(" ").toUpperCase();
    await search.fill(phrase);
    const expected = products.filter((product) =>
      product.shortDescription.toUpperCase().includes(phrase),
    );
    await expect(countLine(page)).toHaveText(
      `${expected.length} ${expected.length === 1 ? "product" : "products"} found`,
    );

    // A buyer types what the product is: the category, or a common word for it.
    await search.fill("crm");
    await expect(countLine(page)).toHaveText("1 product found");
    await expect.poll(() => shownNames(page)).toEqual([crm.name]);
    await search.fill("Antivirus");
    await expect
      .poll(() => shownNames(page))
      .toEqual([products.find((product) => product.id === "endpoint-protection")!.name]);

    await search.fill("   ");
    await expect(countLine(page)).toHaveText("8 products found");
  });

  test("the category filter keeps only that category", async ({ page }) => {
    await gotoHydrated(page, "/marketplace");
    const form = await filters(page);
    const category = form.getByRole("combobox", { name: "Category" });
    await expect(category).toHaveValue("all");
    const options = await category.locator("option").allInnerTexts();
    expect(options).toEqual(["All categories", ...productCategories]);

    await category.selectOption("Security");
    await closeFilters(page);
    await expect(productList(page).getByRole("heading", { level: 3 })).toHaveText(
      products.filter((product) => product.category === "Security").map((product) => product.name),
    );
  });

  test("the price range is inclusive and rejects a lower bound above the upper", async ({
    page,
  }) => {
    await gotoHydrated(page, "/marketplace");
    const form = await filters(page);
    const min = form.getByRole("spinbutton", { name: "Minimum price" });
    const max = form.getByRole("spinbutton", { name: "Maximum price" });
    await expect(min).toHaveValue("0");
    await expect(max).toHaveValue("1500");

    await min.fill("79");
    await max.fill("149");
    const inRange = products.filter((product) => product.price >= 79 && product.price <= 149);
    await expect(countLine(page)).toHaveText(`${inRange.length} products found`);
    expect(
      (await shownProducts(page)).map((product) => product.price).sort((a, b) => a - b),
    ).toEqual(inRange.map((product) => product.price).sort((a, b) => a - b));

    // Equal bounds are accepted.
    await min.fill("149");
    await expect(countLine(page)).toHaveText("1 product found");

    // A lower bound above the upper one is refused: the list and the committed range stay.
    await min.fill("500");
    await expect(min).toHaveAttribute("aria-invalid", "true");
    await expect(
      form.getByText("The minimum price can't be higher than the maximum."),
    ).toBeVisible();
    await expect(countLine(page)).toHaveText("1 product found");
    await form.getByRole("combobox", { name: "Sort by" }).focus();
    await expect(min).toHaveValue("149");
    await expect(min).not.toHaveAttribute("aria-invalid");

    // An upper bound below the lower one is refused too.
    await max.fill("100");
    await expect(
      form.getByText("The maximum price can't be lower than the minimum."),
    ).toBeVisible();
    await expect(countLine(page)).toHaveText("1 product found");
  });

  test("an emptied or non-numeric price counts as 0", async ({ page }) => {
    await gotoHydrated(page, "/marketplace?min=100&max=1500");
    const form = await filters(page);
    const min = form.getByRole("spinbutton", { name: "Minimum price" });
    await expect(min).toHaveValue("100");
    const atLeast100 = products.filter((product) => product.price >= 100).length;
    await expect(countLine(page)).toHaveText(`${atLeast100} products found`);

    await min.fill("");
    await expect(countLine(page)).toHaveText("8 products found");
    await expect(page).not.toHaveURL(/min=/);

    // A number field only accepts number characters; a lone "e" is not a number.
    await min.pressSequentially("e");
    await expect(countLine(page)).toHaveText("8 products found");
    const max = form.getByRole("spinbutton", { name: "Maximum price" });
    await max.fill("");
    await expect(countLine(page)).toHaveText("0 products found");
  });

  type Product = (typeof products)[number];
  const sorts: Array<[string, (a: Product, b: Product) => number]> = [
    ["price_asc", (a, b) => a.price - b.price],
    ["price_desc", (a, b) => b.price - a.price],
    ["name_asc", (a, b) => a.name.localeCompare(b.name)],
    ["rating_desc", (a, b) => b.rating - a.rating],
  ];
  for (const [sort, compare] of sorts) {
    test(`sorts by ${sort}`, async ({ page }) => {
      // rating_desc is the default, so start that one from another order.
      await gotoHydrated(
        page,
        sort === "rating_desc" ? "/marketplace?sort=name_asc" : "/marketplace",
      );
      const form = await filters(page);
      await form.getByRole("combobox", { name: "Sort by" }).selectOption(sort);
      await closeFilters(page);
      // Prices and ratings are all distinct, so the expected order is unambiguous.
      const expected = [...products].sort(compare).map((product) => product.name);
      await expect(productList(page).getByRole("heading", { level: 3 })).toHaveText(expected);
    });
  }

  test("shows the empty state and Clear All Filters resets everything", async ({ page }) => {
    await gotoHydrated(page, "/marketplace?view=list");
    const form = await filters(page);
    await form.getByRole("combobox", { name: "Category" }).selectOption("Education");
    await form.getByRole("combobox", { name: "Sort by" }).selectOption("price_desc");
    await form.getByRole("spinbutton", { name: "Maximum price" }).fill("50");
    await form.getByRole("searchbox", { name: "Search" }).fill("no such product");
    await closeFilters(page);

    await expect(countLine(page)).toHaveText("0 products found");
    await expect(page.getByRole("heading", { name: "No Products Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();

    await productList(page).getByRole("button", { name: "Clear All Filters" }).click();
    await expect(page.getByText("Filters Cleared")).toBeVisible();
    await expect(page.getByText("All marketplace filters have been reset.")).toBeVisible();
    await expect(countLine(page)).toHaveText("8 products found");
    // The layout is not a filter: it stays as the visitor chose.
    await expect(page).toHaveURL(/\/marketplace\?view=list$/);

    const reset = await filters(page);
    await expect(reset.getByRole("searchbox", { name: "Search" })).toHaveValue("");
    await expect(reset.getByRole("combobox", { name: "Category" })).toHaveValue("all");
    await expect(reset.getByRole("spinbutton", { name: "Minimum price" })).toHaveValue("0");
    await expect(reset.getByRole("spinbutton", { name: "Maximum price" })).toHaveValue("1500");
    await expect(reset.getByRole("combobox", { name: "Sort by" })).toHaveValue("rating_desc");
  });

  test("the sidebar's Clear All Filters button shows the toast too", async ({ page }) => {
    await gotoHydrated(page, "/marketplace?category=CRM&sort=name_asc");
    await expect(countLine(page)).toHaveText("1 product found");
    const form = await filters(page);
    await form.getByRole("button", { name: "Clear All Filters" }).click();
    await expect(page.getByText("Filters Cleared")).toBeVisible();
    await expect(page).toHaveURL(/\/marketplace$/);
    await closeFilters(page);
    await expect(countLine(page)).toHaveText("8 products found");
  });

  test("filters live in the URL: reload, back and a shared link restore them", async ({ page }) => {
    await gotoHydrated(page, "/marketplace");
    let form = await filters(page);
    await form.getByRole("combobox", { name: "Category" }).selectOption("Security");
    await expect(page).toHaveURL(/category=Security/);
    await form.getByRole("combobox", { name: "Sort by" }).selectOption("price_asc");
    await expect(page).toHaveURL(/sort=price_asc/);
    await form.getByRole("searchbox", { name: "Search" }).fill("endpoint");
    await expect(page).toHaveURL(/q=endpoint/);
    await closeFilters(page);

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(countLine(page)).toHaveText("1 product found");
    form = await filters(page);
    await expect(form.getByRole("searchbox", { name: "Search" })).toHaveValue("endpoint");
    await expect(form.getByRole("combobox", { name: "Category" })).toHaveValue("Security");
    await expect(form.getByRole("combobox", { name: "Sort by" })).toHaveValue("price_asc");
    await closeFilters(page);

    // Typing replaced the sort entry; Back undoes the sort, then the category.
    await page.goBack();
    await expect(page).toHaveURL(/\/marketplace\?category=Security$/);
    await expect(countLine(page)).toHaveText("1 product found");
    await page.goBack();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(countLine(page)).toHaveText("8 products found");
    form = await filters(page);
    await expect(form.getByRole("combobox", { name: "Category" })).toHaveValue("all");
    await closeFilters(page);

    // A shared link opens the same view.
    await gotoHydrated(page, "/marketplace?q=AI&min=100&max=600&sort=price_desc&view=list");
    const expected = products
      .filter((product) =>
        [product.name, product.shortDescription, ...product.tags].some((text) => /ai/i.test(text)),
      )
      .filter((product) => product.price >= 100 && product.price <= 600)
      .sort((a, b) => b.price - a.price);
    await expect(productList(page).getByRole("heading", { level: 3 })).toHaveText(
      expected.map((product) => product.name),
    );
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("a filtered link loads straight into the filtered list without hydration errors", async ({
    page,
  }) => {
    await gotoHydrated(page, "/marketplace?category=Security");
    await expect(countLine(page)).toHaveText("1 product found");
    expect((await shownProducts(page)).map((product) => product.category)).toEqual(["Security"]);
  });

  test("values outside the whitelist in the URL are ignored and hostile text stays text", async ({
    page,
  }) => {
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    const hostile = "<img src=x onerror=alert(1)>";
    await gotoHydrated(
      page,
      `/marketplace?category=Nope&sort=evil&min=-4&q=${encodeURIComponent(hostile)}`,
    );
    await expect(page.getByRole("heading", { name: "No Products Found" })).toBeVisible();
    const form = await filters(page);
    await expect(form.getByRole("searchbox", { name: "Search" })).toHaveValue(hostile);
    await expect(form.getByRole("combobox", { name: "Category" })).toHaveValue("all");
    await expect(form.getByRole("combobox", { name: "Sort by" })).toHaveValue("rating_desc");
    await expect(form.getByRole("spinbutton", { name: "Minimum price" })).toHaveValue("0");
    expect(await page.locator("img[src='x']").count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test("grid and list layouts", { tag: "@phone" }, async ({ page }) => {
    await gotoHydrated(page, "/marketplace");
    const grid = page.getByRole("button", { name: "Grid view" });
    const list = page.getByRole("button", { name: "List view" });
    await expect(grid).toHaveAttribute("aria-pressed", "true");
    await expect(list).toHaveAttribute("aria-pressed", "false");

    const cards = productList(page).getByRole("article");
    const tops = async () =>
      await cards.evaluateAll((els) =>
        els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)),
      );
    const width = page.viewportSize()!.width;
    const expectedColumns = width >= 1280 ? 3 : width >= 640 ? 2 : 1;
    const firstRow = (await tops()).filter((top, _index, all) => top === all[0]).length;
    expect(firstRow).toBe(expectedColumns);

    // Grid cards show at most two tags.
    for (const tagCount of await productList(page)
      .getByRole("list", { name: "Tags" })
      .evaluateAll((lists) => lists.map((l) => l.children.length))) {
      expect(tagCount).toBeLessThanOrEqual(2);
    }

    await list.click();
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await expect(grid).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/view=list/);
    const listTops = await tops();
    expect(new Set(listTops).size).toBe(3);
    const tagCounts = await productList(page)
      .getByRole("list", { name: "Tags" })
      .evaluateAll((lists) => lists.map((l) => l.children.length));
    const shown = await shownProducts(page);
    expect(tagCounts).toEqual(shown.map((product) => product.tags.length));

    await grid.click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  test("a card and its View Details link open the product page", async ({ page }) => {
    await gotoHydrated(page, "/marketplace");
    const [first] = await shownProducts(page);
    await productList(page).getByRole("link", { name: first!.name, exact: true }).click();
    await expect(page).toHaveURL(`/marketplace/${first!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.name);

    await page.goBack();
    const crm = products.find((product) => product.id === "crm")!;
    await productList(page)
      .getByRole("link", { name: `View Details for ${crm.name}` })
      .click();
    await expect(page).toHaveURL("/marketplace/crm");
  });
});

test.describe("marketplace layout", () => {
  /** Per card: how the price and View Details sit in the action row. */
  async function actionRows(page: Page) {
    return productList(page)
      .getByRole("article")
      .evaluateAll((cards) =>
        cards.map((card) => {
          const link = [...card.querySelectorAll("a")].at(-1)!;
          const row = link.parentElement!.getBoundingClientRect();
          const price = link.parentElement!.querySelector("p")!.getBoundingClientRect();
          const details = link.getBoundingClientRect();
          return {
            sameLine:
              Math.abs(price.top + price.height / 2 - (details.top + details.height / 2)) < 4,
            detailsAtRight: Math.round(row.right - details.right),
            height: Math.round(row.height),
          };
        }),
      );
  }

  test("every card's action row is laid out alike, in grid and list view, at several widths", async ({
    page,
  }) => {
    await gotoHydrated(page, "/marketplace");
    const start = page.viewportSize()!;
    const widths = start.width >= 1024 ? [start.width, 1100, 1024] : [start.width, 640, 768];
    for (const view of ["Grid", "List"]) {
      await page.getByRole("button", { name: `${view} view`, exact: true }).click();
      for (const width of widths) {
        await page.setViewportSize({ width, height: start.height });
        const rows = await actionRows(page);
        expect(rows, `${view} at ${width} px`).toHaveLength(products.length);
        expect(
          new Set(rows.map((row) => JSON.stringify(row))).size,
          `${view} at ${width} px: ${JSON.stringify(rows)}`,
        ).toBe(1);
        expect(rows[0]!.sameLine, `${view} at ${width} px`).toBe(true);
      }
      await page.setViewportSize(start);
    }
  });

  test(
    "the search field's placeholder fits inside the field",
    { tag: "@phone" },
    async ({ page }) => {
      await gotoHydrated(page, "/marketplace");
      const search = (await filters(page)).getByRole("searchbox", { name: "Search" });
      const room = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(input.placeholder).width;
        const inner =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return inner - text;
      });
      expect(room).toBeGreaterThan(0);
    },
  );
});
