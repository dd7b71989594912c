import { jobOpenings } from "../../app/content/jobs";
import { pressReleases } from "../../app/content/press";
import { openJobs } from "../../app/features/careers/open-jobs";
import { site } from "../../app/content/site";
import { expect, gotoHydrated, test } from "./fixtures";
import { prerenderedRoutes } from "./site-routes";

// The spec's groups and links.
const groups = [
  ["Main", ["/", "/marketplace", "/pricing", "/blog", "/contact", "/status"]],
  ["Company", ["/about", "/careers", "/press", "/expertise"]],
  [
    "Products",
    [
      "/products/enterprise-solution",
      "/products/business-intelligence",
      "/products/security-suite",
      site.external.cloud,
    ],
  ],
  ["Services", ["/services/msp-devops"]],
  [
    "Expertise",
    [
      "/expertise",
      "/expertise/frontend-development",
      "/expertise/backend-development",
      "/expertise/full-stack-solutions",
      "/expertise/devsecops-excellence",
    ],
  ],
  ["Developer and Support", ["/support", "/api-documentation", "/ai-documentation", "/community"]],
  ["Legal", ["/privacy-policy", "/terms-of-service", "/cookie-policy", "/acceptable-use"]],
] as const;

test.describe("sitemap page", () => {
  test("groups the site's links as the spec lists them", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      groups.map(([title]) => title),
    );
    const built = prerenderedRoutes();
    for (const [title, hrefs] of groups) {
      const links = page.getByRole("region", { name: title }).getByRole("link");
      expect(
        await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href"))),
      ).toEqual([...hrefs]);
      for (const href of hrefs) if (href.startsWith("/")) expect(built, href).toContain(href);
    }
  });

  test("opens the external cloud product site in a new tab", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    const cloud = page
      .getByRole("region", { name: "Products" })
      .getByRole("link", { name: /Cloud/ });
    await expect(cloud).toHaveAttribute("href", site.external.cloud);
    await expect(cloud).toHaveAttribute("target", "_blank");
    await expect(cloud).toHaveAttribute("rel", "noopener noreferrer");
    await expect(cloud).toContainText("(opens in a new tab)");
  });

  test("a link navigates to its page", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    await page
      .getByRole("region", { name: "Legal" })
      .getByRole("link", { name: "Cookie Policy" })
      .click();
    await expect(page).toHaveURL("/cookie-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
  });
});

test("the XML sitemap parses and lists this area's public pages", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await gotoHydrated(page, "/sitemap");
  const locations = await page.evaluate((source) => {
    const documentXml = new DOMParser().parseFromString(source, "application/xml");
    if (documentXml.querySelector("parsererror")) return null;
    return [...documentXml.getElementsByTagName("loc")].map(
      (loc) => new URL(loc.textContent ?? "").pathname,
    );
  }, xml);
  expect(locations).not.toBeNull();
  const expected = [
    "/api-documentation",
    "/ai-documentation",
    "/careers",
    "/careers/apply",
    // The open postings' pages, in every language (a closed posting has none).
    ...openJobs(jobOpenings, new Date()).flatMap((job) =>
      ["", "/fr", "/ar"].map((prefix) => `${prefix}/careers/${job.id}`),
    ),
    "/press",
    ...pressReleases.map((release) => `/press/${release.slug}`),
    "/status",
    "/privacy-policy",
    "/terms-of-service",
    "/cookie-policy",
    "/acceptable-use",
    "/sitemap",
    "/community",
  ];
  for (const path of expected) expect(locations, path).toContain(path);
  // And no other job page: a posting past its closing date has left the sitemap.
  const open = new Set(openJobs(jobOpenings, new Date()).map((job) => job.id));
  for (const path of locations!) {
    const id = path.match(/^(?:\/fr|\/ar)?\/careers\/([^/]+)$/)?.[1];
    if (id && id !== "apply") expect(open.has(id), path).toBe(true);
  }
});
