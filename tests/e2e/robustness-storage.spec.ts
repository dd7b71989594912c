import { expect, gotoHydrated, test } from "./fixtures";

/**
 * Every stored value can be corrupted by hand, by an old version of the site or by another app on
 * the same origin. Each page that reads storage must fall back to its default, never crash.
 */
const slugs = [
  "future-of-ai-in-business",
  "mastering-cloud-security",
  "data-driven-decision-making",
  "devops-trends-2025",
  "navigating-digital-transformation",
];
const keys = [
  "northpine-theme",
  "northpine-cookie-consent",
  "northpine-cart",
  "northpine-admin-auth",
  "northpine-job-applications",
  ...slugs.map((slug) => `northpine-comments-${slug}`),
];
const garbage = {
  "malformed JSON": "{not json",
  "JSON null": "null",
  "wrong shape": JSON.stringify({ id: 7, items: "many", quantity: -3 }),
  "wrong element shapes": JSON.stringify([
    { id: 1 },
    "text",
    null,
    { name: "<img src=x onerror=alert(1)>", price: "free" },
  ]),
  "a huge string": JSON.stringify("x".repeat(100_000)),
};
const statefulPages = [
  "/",
  "/cart",
  "/marketplace",
  "/marketplace/crm",
  `/blog/${slugs[0]}`,
  "/careers/apply",
  "/admin",
  "/login",
  "/contact",
];

for (const [name, value] of Object.entries(garbage)) {
  test(`every stateful page survives ${name} in every storage key`, async ({ page }) => {
    await page.addInitScript(
      ({ keys, value }) => {
        for (const key of keys) localStorage.setItem(key, value);
      },
      { keys, value },
    );
    for (const path of statefulPages) {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { name: "Application Error" }), path).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    }
    // The corrupted cart reads as empty: no badge count.
    await gotoHydrated(page, "/");
    await expect(page.getByRole("link", { name: /^Cart$/ }).first()).toBeVisible();
  });
}

/** Makes this origin's localStorage throw (sessionStorage keeps working, as React Router needs it). */
function breakLocalStorage(names: string[]) {
  for (const name of names as Array<"getItem" | "setItem" | "removeItem">) {
    const original = Storage.prototype[name] as (...args: unknown[]) => unknown;
    Storage.prototype[name] = function (this: Storage, ...args: unknown[]) {
      if (this === window.localStorage)
        throw new DOMException("The operation is insecure.", "SecurityError");
      return original.apply(this, args);
    } as never;
  }
}

test("localStorage that throws on every call breaks nothing", async ({ page }) => {
  await page.addInitScript(breakLocalStorage, ["getItem", "setItem", "removeItem"]);
  for (const path of statefulPages) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { name: "Application Error" }), path).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  }
});

test("when writes fail, the visitor is told and the page keeps working", async ({ page }) => {
  await page.addInitScript(breakLocalStorage, ["setItem"]);
  await gotoHydrated(page, "/marketplace/crm");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Could not add item to cart. Please try again.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await gotoHydrated(page, "/careers/apply?jobTitle=DevOps%20Engineer");
  const form = page.locator("main form");
  await form.getByLabel("Full Name").fill("Ada Lovelace");
  await form.getByLabel("Email Address").fill("ada@example.com");
  await form
    .getByLabel("Resume/CV")
    .setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
  await form.getByRole("button", { name: "Submit Application" }).click();
  // With the intake service the application never touches storage, so broken storage cannot stop it.
  await expect(page.getByText("Application Submitted! 🎉")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue("");
});

test("a corrupted value is replaced by the next write", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("corrupted")) {
      sessionStorage.setItem("corrupted", "1");
      localStorage.setItem("northpine-cart", "{not json");
    }
  });
  await gotoHydrated(page, "/marketplace/crm");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to Cart! 🛒")).toBeVisible();
  const cart = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("northpine-cart") ?? "null"),
  );
  expect(cart).toEqual([expect.objectContaining({ id: "crm", quantity: 1 })]);
});
