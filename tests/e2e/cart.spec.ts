import type { Page } from "@playwright/test";
import { productImageSrc, products } from "../../app/content/products";
import { expect, gotoHydrated, test } from "./fixtures";

const cartKey = "northpine-cart";
const flow = products.find((product) => product.id === "automation-suite")!;
const vault = products.find((product) => product.id === "cloud-storage")!;
const formatPrice = (price: number) => `$${price.toLocaleString("en-US")}`;

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });
const total = (page: Page) => page.getByTestId("cart-total");

async function storeCart(page: Page, lines: unknown) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    cartKey,
    JSON.stringify(lines),
  ] as const);
}

const line = (product: (typeof products)[number], quantity: number) => ({
  id: product.id,
  name: product.name,
  price: product.price,
  quantity,
  imageSlug: product.imageSlug,
  icon: product.icon,
});

test.describe("cart", () => {
  test("Add to Cart twice makes quantity 2 and the header badge follows at once", async ({
    page,
  }) => {
    await gotoHydrated(page, `/marketplace/${flow.id}`);
    await expect(cartLink(page)).toHaveAccessibleName("Cart");
    const add = page.getByRole("main").getByRole("button", { name: "Add to Cart" });

    await add.click();
    await expect(page.getByText("Added to Cart! 🛒")).toBeVisible();
    await expect(page.getByText(`${flow.name} is in your cart`, { exact: false })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

    await add.click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "null"),
      cartKey,
    );
    expect(stored).toEqual([line(flow, 2)]);

    await cartLink(page).click();
    await expect(page).toHaveURL("/cart");
    await expect(page.getByRole("spinbutton", { name: `Quantity of ${flow.name}` })).toHaveValue(
      "2",
    );
    await expect(total(page)).toHaveText(`${formatPrice(flow.price * 2)}/month`);
  });

  test("a second tab follows through the storage event", async ({ page, context }) => {
    const other = await context.newPage();
    await gotoHydrated(other, "/cart");
    await expect(other.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

    await gotoHydrated(page, `/marketplace/${vault.id}`);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

    await expect(cartLink(other)).toHaveAccessibleName("Cart, 1 item");
    await expect(other.getByRole("heading", { level: 3, name: vault.name })).toBeVisible();
    await other.close();
  });

  test("the cart page lists lines with a stepper, remove, total and Request a Quote", async ({
    page,
  }) => {
    await gotoHydrated(page, "/cart");
    await storeCart(page, [line(flow, 1), line(vault, 2)]);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    const items = page.getByRole("region", { name: "Items in your cart" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.first().getByRole("link", { name: flow.name })).toHaveAttribute(
      "href",
      `/marketplace/${flow.id}`,
    );
    await expect(items.first().locator("img")).toHaveAttribute(
      "src",
      productImageSrc(flow.imageSlug),
    );
    await expect(items.first().getByText(`${formatPrice(flow.price)}/month each`)).toBeVisible();
    await expect(total(page)).toHaveText(`${formatPrice(flow.price + vault.price * 2)}/month`);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
    await expect(page.getByRole("link", { name: "Request a Quote" })).toHaveAttribute(
      "href",
      `/contact?subject=Quote%20Request&product=${encodeURIComponent(`${flow.name}, ${vault.name}`)}`,
    );

    await page.getByRole("button", { name: `Increase quantity of ${flow.name}` }).click();
    await expect(page.getByRole("spinbutton", { name: `Quantity of ${flow.name}` })).toHaveValue(
      "2",
    );
    await expect(total(page)).toHaveText(`${formatPrice(flow.price * 2 + vault.price * 2)}/month`);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 4 items");

    const decrease = page.getByRole("button", { name: `Decrease quantity of ${vault.name}` });
    await decrease.click();
    await expect(page.getByRole("spinbutton", { name: `Quantity of ${vault.name}` })).toHaveValue(
      "1",
    );
    await expect(decrease).toBeDisabled();
    await decrease.click({ force: true });
    await expect(page.getByRole("spinbutton", { name: `Quantity of ${vault.name}` })).toHaveValue(
      "1",
    );

    await page.getByRole("spinbutton", { name: `Quantity of ${vault.name}` }).fill("5");
    await expect(total(page)).toHaveText(`${formatPrice(flow.price * 2 + vault.price * 5)}/month`);

    await page.getByRole("button", { name: `Remove ${flow.name} from cart` }).click();
    await expect(items).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Items in your cart" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Request a Quote" })).toHaveAttribute(
      "href",
      `/contact?subject=Quote%20Request&product=${encodeURIComponent(vault.name)}`,
    );

    await page.getByRole("button", { name: `Remove ${vault.name} from cart` }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeFocused();
    await expect(cartLink(page)).toHaveAccessibleName("Cart");
    await page.getByRole("main").getByRole("link", { name: "Browse the Marketplace" }).click();
    await expect(page).toHaveURL("/marketplace");
  });

  test("Request a Quote opens the contact page with the products named", async ({ page }) => {
    await gotoHydrated(page, "/cart");
    await storeCart(page, [line(vault, 1)]);
    await page.getByRole("main").getByRole("link", { name: "Browse the Marketplace" }).waitFor();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("link", { name: "Request a Quote" }).click();
    await expect(page).toHaveURL(
      `/contact?subject=Quote%20Request&product=${encodeURIComponent(vault.name)}`,
    );
  });

  test("quantities stop at 99 per line", async ({ page }) => {
    await gotoHydrated(page, "/cart");
    await storeCart(page, [line(flow, 98)]);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    const increase = page.getByRole("button", { name: `Increase quantity of ${flow.name}` });
    await increase.click();
    const quantity = page.getByRole("spinbutton", { name: `Quantity of ${flow.name}` });
    await expect(quantity).toHaveValue("99");
    await expect(increase).toBeDisabled();
    await expect(increase).toBeFocused();

    await quantity.fill("150");
    await expect(quantity).toHaveValue("99");
    await quantity.fill("0");
    await expect(quantity).toHaveValue("1");
    await quantity.fill("99");

    await gotoHydrated(page, `/marketplace/${flow.id}`);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Quantity Limit Reached")).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 99 items");
  });

  test("the cart survives a reload", async ({ page }) => {
    await gotoHydrated(page, `/marketplace/${vault.id}`);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("heading", { level: 3, name: vault.name })).toBeVisible();
  });

  test("Add to Cart works by keyboard alone", async ({ page }) => {
    await gotoHydrated(page, `/marketplace/${vault.id}`);
    const add = page.getByRole("main").getByRole("button", { name: "Add to Cart" });
    for (
      let presses = 0;
      presses < 60 && !(await add.evaluate((el) => el === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(add).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Added to Cart! 🛒")).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await page.keyboard.press("Space");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  });
});

test.describe("cart with a corrupted stored value", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => {
      if (sessionStorage.getItem("e2e-corrupted")) return;
      sessionStorage.setItem("e2e-corrupted", "1");
      localStorage.setItem(key, "{not json");
    }, cartKey);
  });

  test("is discarded without an error and replaced by the next add", async ({ page }) => {
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart");

    await gotoHydrated(page, `/marketplace/${flow.id}`);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "null"),
      cartKey,
    );
    expect(stored).toEqual([line(flow, 1)]);
  });
});

test.describe("cart when storage refuses writes", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key)
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return setItem.call(this, name, value);
      };
    }, cartKey);
  });

  test("shows the Error toast and the page keeps working", { tag: "@phone" }, async ({ page }) => {
    await gotoHydrated(page, `/marketplace/${vault.id}`);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Could not add item to cart. Please try again.")).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart");

    // On a phone the toast sits just below the header, over the link: the visitor closes it
    // first. Clicking through it raced the toast (it follows the sticky header as the page
    // scrolls, and took the click meant for the link).
    const error = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Could not add item to cart." });
    await error.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(error).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Marketplace" }).click();
    await expect(page).toHaveURL("/marketplace");
    await expect(page.getByRole("status").filter({ hasText: /found$/ })).toHaveText(
      "8 products found",
    );
  });
});
