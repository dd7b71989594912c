import { expect, gotoHydrated, test } from "./fixtures";

/*
 * The brand typeface (issue 18, point 12): Inter, self-hosted, preloaded, with metric-matched
 * local fallbacks so the swap moves nothing. Lighthouse's CLS is measured by `npm run bench`;
 * here the same layout shifts are read from the page, at both widths.
 */

const fontUrl = "/fonts/inter-latin-400-700.woff2";
const routes = ["/", "/blog/devops-trends-2025"];

for (const route of routes) {
  test(
    `${route} preloads the self-hosted typeface, renders in it, and nothing shifts as it arrives`,
    { tag: "@phone" },
    async ({ page, request }) => {
      const html = await (await request.get(route)).text();
      expect(html).toContain(
        `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin="anonymous"/>`,
      );

      // Shifts are recorded from the first paint, before the font can have arrived.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const fontRequests: string[] = [];
      page.on("request", (sent) => {
        if (sent.resourceType() === "font") fontRequests.push(sent.url());
      });
      await gotoHydrated(page, route);
      await page.evaluate(() => document.fonts.ready);

      // Served from the site itself, and nothing else: no font CDN.
      expect(fontRequests.map((url) => new URL(url).pathname)).toEqual([fontUrl]);
      const faces = await page.evaluate(() =>
        // sizeAdjust is not in TypeScript's DOM types yet; Chromium has it.
        [...document.fonts].map((face: FontFace & { sizeAdjust?: string }) => ({
          family: face.family.replace(/"/g, ""),
          status: face.status,
          sizeAdjust: face.sizeAdjust,
          ascentOverride: face.ascentOverride,
          descentOverride: face.descentOverride,
        })),
      );
      expect(faces.find((face) => face.family === "Inter")?.status).toBe("loaded");
      const fallbacks = faces.filter((face) => face.family.startsWith("Inter Fallback"));
      expect(fallbacks.length).toBeGreaterThan(0);
      for (const face of fallbacks) {
        expect(face.sizeAdjust, face.family).not.toBe("100%");
        expect(face.ascentOverride, face.family).not.toBe("normal");
        expect(face.descentOverride, face.family).not.toBe("normal");
      }
      // The page's text is set in Inter.
      const family = await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily);
      expect(family.split(",")[0]!.replace(/"/g, "").trim()).toBe("Inter");
      expect(await page.evaluate(() => document.fonts.check('16px "Inter"', "Northpine"))).toBe(
        true,
      );

      // No layout shift at all, the swap included.
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    },
  );
}
