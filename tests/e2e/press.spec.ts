import { mediaResources, pressReleases } from "../../app/content/press";
import { site } from "../../app/content/site";
import { expect, gotoHydrated, test } from "./fixtures";

const longUsDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

test.describe("press center", () => {
  test("lists three releases with a long US date, a linked title, an excerpt and Read More", async ({
    page,
  }) => {
    await gotoHydrated(page, "/press");
    await expect(page.getByRole("heading", { level: 1, name: "Press Center" })).toBeVisible();
    const list = page.getByRole("region", { name: "Press Releases" });
    const releases = list.getByRole("article");
    await expect(releases).toHaveCount(3);
    for (const [index, release] of pressReleases.entries()) {
      const card = releases.nth(index);
      await expect(card.locator("time")).toHaveText(longUsDate(release.date));
      await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
        "href",
        `/press/${release.slug}`,
      );
      await expect(card).toContainText(release.excerpt);
      await expect(card.getByRole("link", { name: `Read More: ${release.title}` })).toHaveAttribute(
        "href",
        `/press/${release.slug}`,
      );
    }
    await expect(page.getByRole("link", { name: "View All Press Releases" })).toHaveAttribute(
      "href",
      "#press-releases",
    );
  });

  test("shows the media contact", async ({ page }) => {
    await gotoHydrated(page, "/press");
    const contact = page.getByRole("region", { name: "Media Contact" });
    await expect(contact).toContainText("Head of Communications");
    await expect(contact.getByRole("link", { name: site.mailboxes.press })).toHaveAttribute(
      "href",
      `mailto:${site.mailboxes.press}`,
    );
  });

  test("offers three real downloads with their real sizes", async ({ page, request }) => {
    await gotoHydrated(page, "/press");
    const resources = page.getByRole("region", { name: "Media Resources" }).getByRole("link");
    await expect(resources).toHaveCount(3);
    const expected = [
      { type: "Logos", contentType: "application/zip", magic: "PK" },
      { type: "Images", contentType: "application/zip", magic: "PK" },
      { type: "Documents", contentType: "application/pdf", magic: "%PDF" },
    ];
    for (const [index, { type, contentType, magic }] of expected.entries()) {
      const link = resources.nth(index);
      await expect(link).toHaveAttribute("download", "");
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(/^\/downloads\/[a-z0-9-]+\.(zip|pdf)$/);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"]).toContain(contentType);
      const body = await response.body();
      expect(body.subarray(0, magic.length).toString("latin1")).toBe(magic);
      await expect(link).toContainText(type);
      await expect(link).toContainText(formatSize(body.length));
    }
    expect(mediaResources).toHaveLength(3);
  });

  test("a download link saves the file", async ({ page }) => {
    await gotoHydrated(page, "/press");
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: /Company fact sheet/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/fact-sheet\.pdf$/);
  });

  test("each title opens the full release", async ({ page }) => {
    await gotoHydrated(page, "/press");
    const release = pressReleases[1]!;
    await page.getByRole("link", { name: release.title, exact: true }).click();
    await expect(page).toHaveURL(`/press/${release.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: release.title })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Press Center" })).toHaveAttribute(
      "href",
      "/press",
    );
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(release.title);
    const article = page.getByRole("main");
    await expect(article).toContainText(`${site.address.city.toUpperCase()}, Ontario — `);
    await expect(
      article.getByRole("heading", { level: 2, name: `About ${site.name}` }),
    ).toBeVisible();
    await expect(article.getByRole("link", { name: site.mailboxes.press })).toHaveAttribute(
      "href",
      `mailto:${site.mailboxes.press}`,
    );
    const words = (await article.locator(".prose-content").innerText())
      .split(/\s+/)
      .filter(Boolean).length;
    expect(words).toBeGreaterThan(400);
    await page.getByRole("link", { name: "All press releases" }).click();
    await expect(page).toHaveURL("/press");
  });

  test("an unknown release goes back to the press center", async ({ page }) => {
    await page.goto("/press/no-such-release");
    await expect(page).toHaveURL("/press");
    await expect(page.getByRole("heading", { level: 1, name: "Press Center" })).toBeVisible();
  });
});
