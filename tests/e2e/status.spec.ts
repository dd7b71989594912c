import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { expect, gotoHydrated, test } from "./fixtures";

const start = new Date("2025-05-12T14:00:00Z");

// The spec's seven components and their seeded statuses.
const components = [
  ["Website", "Operational"],
  ["API", "Operational"],
  [`${site.productPrefix} Cloud`, "Operational"],
  ["Authentication", "Operational"],
  ["Support Portal", "Degraded Performance"],
  ["Payment Processing", "Operational"],
  ["Email Services", "Partial Outage"],
] as const;

async function openPaused(page: Page) {
  await page.clock.install({ time: start });
  await gotoHydrated(page, "/status");
  await page.clock.pauseAt(new Date(start.getTime() + 10_000));
}

const lastUpdated = (page: Page) => page.getByText(/^Last updated:/).locator("time");
const cards = (page: Page) =>
  page
    .getByRole("region", { name: "Components" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });

test.describe("status page", () => {
  test("shows the overall status as the worst present: Partial Outage", async ({ page }) => {
    await openPaused(page);
    await expect(page.getByRole("heading", { level: 1, name: "System Status" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Partial Outage" })).toBeVisible();
    await expect(lastUpdated(page)).toHaveText(/^\d{1,2}:\d{2}:\d{2} [AP]M$/);
    await expect(page.getByRole("button", { name: "Refresh Status" })).toBeEnabled();
  });

  test("shows the seven components with label, message, last checked and history", async ({
    page,
  }) => {
    await openPaused(page);
    await expect(cards(page)).toHaveCount(7);
    for (const [index, [name, label]] of components.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(card).toContainText(label);
      await expect(card.getByText(/^Last checked:/).locator("time")).toHaveText(
        /^\d{1,2}:\d{2}:\d{2} [AP]M$/,
      );
      await expect(card.getByRole("list").getByRole("listitem")).toHaveText([
        /^1 hour ago: /,
        /^30 minutes ago: /,
        /^15 minutes ago: /,
      ]);
    }
    await expect(cards(page).nth(4)).toContainText("loading slowly");
    await expect(cards(page).nth(6)).toContainText("delayed");
    await expect(
      cards(page)
        .nth(0)
        .locator("p")
        .filter({ hasNotText: /Last checked/ }),
    ).toHaveCount(0);
    await expect(cards(page).nth(6).getByRole("list").getByRole("listitem").last()).toHaveText(
      "15 minutes ago: Partial Outage",
    );
  });

  test("the prerendered page carries no build-time clock", async ({ request }) => {
    const html = await (await request.get("/status")).text();
    expect(html).toContain("Partial Outage");
    expect(html).not.toMatch(/<time[^>]*dateTime=/i);
    expect(html).toContain("Checking…");
  });

  test("Refresh Status shows a refreshing state for 1.5 s, then updates only the times", async ({
    page,
  }) => {
    await openPaused(page);
    const before = await lastUpdated(page).getAttribute("datetime");
    const checkedBefore = await cards(page)
      .nth(0)
      .getByText(/^Last checked:/)
      .locator("time")
      .getAttribute("datetime");
    const statusesBefore = await cards(page).allInnerTexts();

    await page.getByRole("button", { name: "Refresh Status" }).click();
    const busy = page.getByRole("button", { name: "Refreshing..." });
    await expect(busy).toBeDisabled();
    await expect(page.getByText("Refreshing status…")).toBeVisible();
    await page.clock.runFor(1499);
    await expect(busy).toBeDisabled();
    await page.clock.runFor(1);

    await expect(page.getByRole("button", { name: "Refresh Status" })).toBeEnabled();
    const after = await lastUpdated(page).getAttribute("datetime");
    expect(new Date(after!).getTime()).toBe(start.getTime() + 10_000 + 1_500);
    expect(after).not.toBe(before);
    const checkedAfter = await cards(page)
      .nth(0)
      .getByText(/^Last checked:/)
      .locator("time")
      .getAttribute("datetime");
    expect(checkedAfter).toBe(after);
    expect(checkedAfter).not.toBe(checkedBefore);
    await expect(page.getByRole("heading", { level: 2, name: "Partial Outage" })).toBeVisible();
    // Only the times moved: with them removed, every card reads as before.
    const strip = (texts: string[]) => texts.map((text) => text.replace(/Last checked: .*\n?/, ""));
    expect(strip(await cards(page).allInnerTexts())).toEqual(strip(statusesBefore));
  });

  test("refreshes by itself every 60 seconds", async ({ page }) => {
    await openPaused(page);
    const loaded = new Date((await lastUpdated(page).getAttribute("datetime"))!).getTime();
    const now = start.getTime() + 10_000;
    // The timer starts with the page, at or just before the first timestamp.
    await page.clock.runFor(loaded + 60_000 + 200 - now);
    await expect(page.getByRole("button", { name: "Refreshing..." })).toBeDisabled();
    await page.clock.runFor(1_200);
    await expect(page.getByRole("button", { name: "Refreshing..." })).toBeDisabled();
    await page.clock.runFor(400);
    await expect(page.getByRole("button", { name: "Refresh Status" })).toBeEnabled();
    const updated = new Date((await lastUpdated(page).getAttribute("datetime"))!).getTime();
    expect(updated - loaded).toBeGreaterThanOrEqual(61_400);
    expect(updated - loaded).toBeLessThanOrEqual(61_500);
  });

  test("Need Help links to support and contact", async ({ page }) => {
    await gotoHydrated(page, "/status");
    const help = page.getByRole("region", { name: "Need Help?" });
    await expect(help.getByRole("link", { name: "Visit the Support Center" })).toHaveAttribute(
      "href",
      "/support",
    );
    await expect(help.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test("every component card places its status badge the same way: top right, beside the name", async ({
  page,
}) => {
  await gotoHydrated(page, "/status");
  const placements = await cards(page).evaluateAll((items) =>
    items.map((card) => {
      const name = card.querySelector("h3")!.getBoundingClientRect();
      const badge = card.querySelector("h3 + span")!.getBoundingClientRect();
      const inner = card.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(card).paddingRight);
      return {
        sameTop: Math.abs(badge.top - name.top) < 2,
        atRight: Math.abs(inner.right - padding - 1 - badge.right) < 2,
        besideName: badge.left >= name.right,
      };
    }),
  );
  expect(placements).toHaveLength(components.length);
  for (const placement of placements)
    expect(placement).toEqual({ sameTop: true, atRight: true, besideName: true });
});
