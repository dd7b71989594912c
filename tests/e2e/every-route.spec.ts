import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { prerenderedRoutes, redirectRoutes } from "./site-routes";

const routes = prerenderedRoutes().filter((route) => !redirectRoutes.includes(route));

test("the build prerenders every route", () => {
  expect(routes.length).toBeGreaterThan(40);
});

test.describe("prerendered HTML", () => {
  test("each route answers 200 with its own title, description, canonical and one h1", async ({
    request,
  }) => {
    const titles = new Map<string, string>();
    for (const route of routes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, `${route} title`).toBeTruthy();
      expect(titles.get(title!), `${route} shares its title with another route`).toBeUndefined();
      titles.set(title!, route);
      expect(html, `${route} description`).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, `${route} canonical`).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(html.match(/<h1[\s>]/g)?.length ?? 0, `${route} h1 count`).toBe(1);
    }
  });
});

for (const route of routes) {
  test.describe(`route ${route}`, () => {
    for (const theme of ["light", "dark"] as const) {
      test.describe(`${theme} theme`, () => {
        test.use({ theme });
        test(`hydrates cleanly with no axe violations`, async ({ page }) => {
          await gotoHydrated(page, route);
          await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
          expect(await axeViolations(page)).toEqual([]);
        });
      });
    }
  });
}
