import type { Locator, Page } from "@playwright/test";
import { ecosystemTiles, heroSlides, testimonials } from "../../app/content/home";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

const hero = (page: Page) => page.getByRole("region", { name: "Featured services" });
const reviews = (page: Page) => page.getByRole("region", { name: "Client testimonials" });
const slides = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]');
const dot = (carousel: Locator, n: number) =>
  carousel.getByRole("button", { name: new RegExp(`^Go to slide ${n}:`) });

/** The visible slide is the only one not inert, and its dot is marked current. */
async function expectCurrent(carousel: Locator, n: number, count: number) {
  await expect(dot(carousel, n), `slide ${n} is current`).toHaveAttribute("aria-current", "true");
  await expect(carousel.locator('[aria-current="true"]')).toHaveCount(1);
  for (let index = 1; index <= count; index++) {
    await expect(slides(carousel).nth(index - 1)).toHaveJSProperty("inert", index !== n);
  }
}

const clockStart = new Date("2025-06-02T09:00:00Z").getTime();

/** A fake clock that stands still from the first script on, so only runFor moves the carousels. */
async function installPausedClock(page: Page) {
  await page.clock.install({ time: clockStart });
  await page.clock.pauseAt(clockStart + 1000);
}

/** Hovering and leaving restarts the 7 s interval from the current (paused) time. */
async function restartInterval(page: Page, carousel: Locator) {
  await carousel.hover();
  await page.getByRole("heading", { level: 1 }).hover();
}

test.describe("home page", () => {
  test("sections come in the spec's order with the right links", async ({ page }) => {
    await gotoHydrated(page, "/");
    const main = page.getByRole("main");

    const order = [
      main.getByRole("heading", { level: 1 }),
      main.getByRole("heading", { level: 2, name: /^Why teams choose/ }),
      hero(page),
      main.getByRole("heading", { level: 2, name: "Signature offerings" }),
      main.getByRole("heading", { level: 2, name: /ecosystem$/ }),
      main.getByRole("heading", { level: 2, name: "What our clients say" }),
      main.getByRole("heading", { level: 2, name: "Ready for IT that simply works?" }),
    ];
    const tops: number[] = [];
    for (const part of order) {
      const box = await part.boundingBox();
      expect(box, String(part)).not.toBeNull();
      tops.push(box!.y);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    const banner = main.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(banner.getByRole("link")).toHaveAttribute("href", "/services/msp-devops");

    const advantages = main.getByRole("region", { name: /^Why teams choose/ }).first();
    await expect(advantages.getByRole("listitem")).toHaveCount(6);

    await expect(slides(hero(page))).toHaveCount(4);
    const heroLinks = await hero(page)
      .locator('[aria-roledescription="slide"] a')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(heroLinks).toHaveLength(4);
    expect(new Set(heroLinks)).toEqual(
      new Set(["/services/msp-devops", "/products/security-suite", "/products/ai-automation"]),
    );

    const offerings = main.getByRole("region", { name: "Signature offerings" });
    await expect(offerings.getByRole("listitem")).toHaveCount(4);
    expect(
      await offerings
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual([
      "/products/enterprise-solution",
      "/products/security-suite",
      "/products/business-intelligence",
      "/services/cloud-hosting",
    ]);

    const ecosystem = main.getByRole("region", { name: /ecosystem$/ });
    const tiles = ecosystem.getByRole("link");
    await expect(tiles).toHaveCount(8);
    for (const tile of ecosystemTiles) {
      const link = ecosystem.getByRole("link", { name: new RegExp(`^${tile.title}`) });
      await expect(link).toHaveAttribute("href", tile.href);
      if (tile.href.startsWith("http")) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleName(/opens in a new tab/);
      }
    }

    await expect(slides(reviews(page))).toHaveCount(3);
    for (const testimonial of testimonials) {
      await expect(reviews(page).getByText(testimonial.name, { exact: true })).toBeAttached();
      await expect(reviews(page).getByText(testimonial.title)).toBeAttached();
    }
    await expect(reviews(page).getByRole("img", { name: /^Rated [1-5] out of 5$/ })).toHaveCount(3);

    const cta = main.locator("section", {
      has: page.getByRole("heading", { name: "Ready for IT that simply works?" }),
    });
    expect(
      await cta.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual(["/contact", "/services/msp-devops"]);
  });

  test(
    "the first hero slide is prerendered with its picture in the page and does not shift; JSON-LD names the company",
    { tag: "@phone" },
    async ({ page, request }) => {
      const html = await (await request.get("/")).text();
      expect(html).toContain(heroSlides[0]!.title);
      expect(html).toContain('"@type":"Organization"');
      expect(html).toContain('"@type":"WebSite"');
      // The first slide's picture is written into the page (a data: URL), so it paints with its
      // text and is the largest paint; the others cannot be reached before hydration and arrive
      // with it.
      const picture = (slide: (typeof heroSlides)[number]) =>
        html.match(new RegExp(`<img[^>]*alt="${slide.imageAlt}"[^>]*>`))?.[0];
      expect(picture(heroSlides[0]!)).toMatch(/src="data:image\/svg\+xml,/);
      expect(picture(heroSlides[0]!)).toMatch(/width="560"/);
      expect(picture(heroSlides[0]!)).toMatch(/height="400"/);
      for (const slide of heroSlides.slice(1))
        expect(picture(slide), slide.imageSlug).toBeUndefined();
      const requested: string[] = [];
      page.on("request", (r) => requested.push(new URL(r.url()).pathname));

      await page.addInitScript(() => {
        const w = window as unknown as { lcp: string[]; cls: number };
        w.lcp = [];
        w.cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const element = (entry as PerformanceEntry & { element?: Element }).element;
            w.lcp.push(
              element?.closest('[aria-roledescription="slide"]')?.getAttribute("aria-label") ??
                "other",
            );
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }
          >) {
            const inHero = entry.sources?.some((source) => {
              const node =
                source.node instanceof Element ? source.node : source.node?.parentElement;
              return node?.closest('[aria-roledescription="carousel"]');
            });
            if (inHero) w.cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await gotoHydrated(page, "/");
      await page.waitForTimeout(500);
      const result = await page.evaluate(() => {
        const w = window as unknown as { lcp: string[]; cls: number };
        return { lcp: w.lcp, cls: w.cls };
      });
      expect(result.lcp.at(-1)).toBe("1 of 4");
      expect(result.cls).toBe(0);
      expect(requested.filter((path) => path.startsWith("/images/home/"))).toEqual([]);
      const first = slides(hero(page)).first();
      await expect(first.getByRole("img", { name: heroSlides[0]!.imageAlt })).toBeVisible();
      for (const [index, slide] of heroSlides.entries()) {
        await expect(slides(hero(page)).nth(index).locator("img")).toHaveAttribute(
          "alt",
          slide.imageAlt,
        );
      }
    },
  );

  test("the hero advances every 7 s, wraps, and its dots jump to a slide", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    const carousel = hero(page);
    await restartInterval(page, carousel);

    await expectCurrent(carousel, 1, 4);
    await expect(carousel.locator('[aria-live="off"]')).toHaveCount(1);
    await page.clock.runFor(6900);
    await expectCurrent(carousel, 1, 4);
    await page.clock.runFor(100);
    await expectCurrent(carousel, 2, 4);
    for (const next of [3, 4, 1]) {
      await page.clock.runFor(7000);
      await expectCurrent(carousel, next, 4);
    }

    await dot(carousel, 3).click();
    await expectCurrent(carousel, 3, 4);
    await expect(carousel.getByRole("group", { name: "3 of 4" })).toContainText(
      heroSlides[2]!.title,
    );
  });

  test("hover and focus pause the hero; the pause button stops and restarts it", async ({
    page,
  }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    const carousel = hero(page);

    await carousel.hover();
    await page.clock.runFor(15_000);
    await expectCurrent(carousel, 1, 4);
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
    await page.getByRole("heading", { level: 1 }).hover();
    await page.clock.runFor(7000);
    await expectCurrent(carousel, 2, 4);

    await carousel.getByRole("button", { name: "Next slide" }).focus();
    await page.clock.runFor(15_000);
    await expectCurrent(carousel, 2, 4);
    await page.getByRole("heading", { level: 1 }).click();
    await page.clock.runFor(7000);
    await expectCurrent(carousel, 3, 4);

    const pause = carousel.getByRole("button", { name: "Pause slide rotation" });
    await pause.click();
    await expect(carousel.getByRole("button", { name: "Start slide rotation" })).toBeFocused();
    await page.getByRole("heading", { level: 1 }).hover();
    await page.clock.runFor(15_000);
    await expectCurrent(carousel, 3, 4);

    // Pressing Start resumes even though focus stays on the button.
    await carousel.getByRole("button", { name: "Start slide rotation" }).press("Enter");
    await expect(carousel.getByRole("button", { name: "Pause slide rotation" })).toBeFocused();
    await page.clock.runFor(7000);
    await expectCurrent(carousel, 4, 4);
  });

  test("keyboard: the rotation control comes first, then previous, dots and next", async ({
    page,
  }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    const carousel = hero(page);

    // Start on the last advantage card (the row is a tab stop only where it scrolls).
    await page
      .getByRole("region", { name: /^Why teams choose/ })
      .first()
      .getByRole("listitem")
      .last()
      .evaluate((card: HTMLElement) => {
        card.tabIndex = -1;
        card.focus();
      });
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Pause slide rotation" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectCurrent(carousel, 4, 4);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dot(carousel, 2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expectCurrent(carousel, 2, 4);
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);

    // Only the visible slide's link is reachable.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", heroSlides[1]!.ctaLink);
    await expect(page.locator(":focus")).toHaveText(heroSlides[1]!.ctaText);
  });

  test("with reduced motion the hero does not rotate until asked to", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    const carousel = hero(page);

    const start = carousel.getByRole("button", { name: "Start slide rotation" });
    await expect(start).toBeVisible();
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
    await page.clock.runFor(21_000);
    await expectCurrent(carousel, 1, 4);

    await start.click();
    await page.getByRole("heading", { level: 1 }).hover();
    await page.clock.runFor(7000);
    await expectCurrent(carousel, 2, 4);

    // axe needs running timers.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("testimonials rotate every 7 s and move with arrows and dots", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    const carousel = reviews(page);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover();
    await page.getByRole("heading", { name: "What our clients say" }).hover();

    await expectCurrent(carousel, 1, 3);
    await page.clock.runFor(7000);
    await expectCurrent(carousel, 2, 3);
    await page.clock.runFor(7000);
    await expectCurrent(carousel, 3, 3);
    await page.clock.runFor(7000);
    await expectCurrent(carousel, 1, 3);

    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expectCurrent(carousel, 3, 3);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expectCurrent(carousel, 1, 3);
    await carousel.getByRole("button", { name: "Next slide" }).press("Enter");
    await expectCurrent(carousel, 2, 3);
    await expect(carousel.getByRole("group", { name: "2 of 3" })).toContainText(
      testimonials[1]!.quote,
    );
    await dot(carousel, 3).click();
    await expectCurrent(carousel, 3, 3);
    await expect(carousel.getByRole("group", { name: "3 of 3" })).toContainText(
      testimonials[2]!.name,
    );
  });
});
