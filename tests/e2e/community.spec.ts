import { site } from "../../app/content/site";
import { expect, gotoHydrated, test } from "./fixtures";

test.describe("community portal", () => {
  test("introduces the community", async ({ page }) => {
    await gotoHydrated(page, "/community");
    await expect(
      page.getByRole("heading", { level: 1, name: `${site.shortName} Community` }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "What the community is" })).toContainText(
      "open space",
    );
  });

  test("spotlights a blog post, a webinar and a forum discussion", async ({ page }) => {
    await gotoHydrated(page, "/community");
    const spotlight = page.getByRole("region", { name: "Community Spotlight" });
    const cards = spotlight.getByRole("listitem");
    await expect(cards).toHaveCount(3);

    const blog = cards.nth(0).getByRole("link");
    await expect(blog).toHaveAttribute("href", "/blog/future-of-ai");
    await expect(blog).not.toHaveAttribute("target", /.+/);

    for (const [index, href] of [
      [1, site.external.events],
      [2, site.external.forum],
    ] as const) {
      const link = cards.nth(index).getByRole("link");
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    await expect(cards.nth(1)).toContainText(/webinar/i);
    await expect(cards.nth(2)).toContainText(/discussion/i);
  });

  test("offers forums, events, the resource library and contributions", async ({ page }) => {
    await gotoHydrated(page, "/community");
    const features = page.getByRole("region", { name: "Ways to take part" });
    await expect(features.getByRole("heading", { level: 3 })).toHaveText([
      "Discussion Forums",
      "Events and Meetups",
      "Resource Library",
      "Open-Source Contributions",
    ]);
    const expected = [
      [site.external.forum, true],
      [site.external.events, true],
      ["/blog", false],
      [site.external.contributions, true],
    ] as const;
    const links = features.getByRole("link");
    await expect(links).toHaveCount(4);
    for (const [index, [href, external]] of expected.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute("href", href);
      if (external) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      } else {
        await expect(link).not.toHaveAttribute("target", /.+/);
      }
    }
  });

  test("every link to another site opens safely in a new tab", async ({ page }) => {
    await gotoHydrated(page, "/community");
    const external = page.getByRole("main").locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(5);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("ends with the code of conduct and a call to join", async ({ page }) => {
    await gotoHydrated(page, "/community");
    const conduct = page.getByRole("region", { name: "Our Code of Conduct" });
    expect(await conduct.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    await expect(conduct).toContainText("respectful");
    const join = page.getByRole("region", { name: "Join the conversation" });
    await expect(join.getByRole("link", { name: /Join the Forum/ })).toHaveAttribute(
      "href",
      site.external.forum,
    );
    await expect(join.getByRole("link", { name: /Join the Forum/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  test("the blog spotlight reaches the article", async ({ page }) => {
    await gotoHydrated(page, "/community");
    await page
      .getByRole("region", { name: "Community Spotlight" })
      .getByRole("link")
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/future-of-ai/);
  });
});
