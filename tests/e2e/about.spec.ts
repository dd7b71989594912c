import { leaders } from "../../app/content/about";
import { expect, gotoHydrated, test } from "./fixtures";

test.describe("about page", () => {
  test("tells the journey, mission, vision and the four core values", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Our story" })).toBeVisible();

    const journey = main.getByRole("region", { name: "Our journey" });
    const milestones = journey.getByRole("listitem");
    expect(await milestones.count()).toBeGreaterThanOrEqual(4);
    await expect(milestones.first()).toContainText("2024");
    await expect(milestones.first()).toContainText("Barrie");

    await expect(main.getByRole("region", { name: "Our mission" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Our vision" })).toBeVisible();

    const values = main.getByRole("region", { name: "Our core values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Innovation",
      "Customer-Centricity",
      "Integrity",
      "Excellence",
    ]);
  });

  test("the #leadership anchor lands on four profiles with portraits", async ({ page }) => {
    await gotoHydrated(page, "/about#leadership");
    const leadership = page.locator("#leadership");
    await expect(leadership).toHaveAttribute("aria-labelledby", /.+/);
    await expect(
      leadership.getByRole("heading", { level: 2, name: "Leadership" }),
    ).toBeInViewport();

    const profiles = leadership.getByRole("listitem");
    await expect(profiles).toHaveCount(4);
    for (const [index, leader] of leaders.entries()) {
      const profile = profiles.nth(index);
      await expect(profile.getByRole("heading", { level: 3 })).toHaveText(leader.name);
      await expect(profile).toContainText(leader.role);
      await expect(profile).toContainText(leader.bio);
      const portrait = profile.getByRole("img", { name: leader.image.alt });
      await expect(portrait).toHaveAttribute("src", /^\/images\/about\/.+\.svg$/);
      await expect(portrait).toHaveAttribute("width", String(leader.image.width));
      await expect(portrait).toHaveAttribute("height", String(leader.image.height));
      await portrait.scrollIntoViewIfNeeded();
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    const sources = await profiles
      .getByRole("img")
      .evaluateAll((images) => images.map((img) => img.getAttribute("src")));
    expect(new Set(sources).size).toBe(4);
  });

  test("the footer's Leadership link scrolls to the profiles", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const link = page.getByRole("contentinfo").locator('a[href="/about#leadership"]');
    await link.click();
    await expect(page).toHaveURL(/\/about#leadership$/);
    await expect(page.getByRole("heading", { level: 2, name: "Leadership" })).toBeInViewport();
  });
});
