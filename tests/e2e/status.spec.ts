import { statusBoardCopy } from "../../app/content/status";
import * as arStatus from "../../app/content/compiled/ar/status";
import * as frStatus from "../../app/content/compiled/fr/status";
import { axeViolations, expect, freezeClock, gotoHydrated, test } from "./fixtures";
import { banner, card, isSummary, openStatus } from "./status-page";

/**
 * The status page against the production server and its status service: what it shows comes
 * from the service's checks and from staff, never from the build. The staff test changes shared
 * state, so the file runs in order and the other tests read what the page itself received.
 */
test.describe.configure({ mode: "serial" });

test("shows the service's real component states, history and uptime", async ({ page }) => {
  const summary = await openStatus(page);
  await expect(banner(page)).toHaveText(statusBoardCopy.overallLabels[summary.overall]);
  await expect(page.getByText(/^Last updated:/).locator("time")).toHaveText(
    /^\d{1,2}:\d{2}:\d{2} [AP]M$/,
  );
  const cards = page.locator("[data-component]");
  await expect(cards).toHaveCount(7);
  // Checked by the service itself: the site, the API and sign-in answer on this server.
  for (const id of ["website", "api", "auth"]) {
    await expect(card(page, id)).toContainText("Operational");
    await expect(
      card(page, id)
        .getByText(/^Last checked:/)
        .locator("time"),
    ).toHaveText(/^\d{1,2}:\d{2}:\d{2} [AP]M$/);
  }
  // The e2e server has no SMTP: email is truthfully reported as not set up.
  const email = card(page, "email_services");
  await expect(email).toContainText("Under Maintenance");
  await expect(email).toContainText(statusBoardCopy.messageCodes.mail_not_configured);
  // 90 days of bars, summarised once for screen readers rather than 90 stops.
  const website = summary.components.find((component) => component.id === "website")!;
  expect(website.history).toHaveLength(90);
  await expect(card(page, "website")).toContainText(/\d+(\.\d+)?% uptime over the last 90 days/);
  await expect(card(page, "website").locator("p.sr-only")).toContainText(/^Last 90 days: /);
  // Staff-set components say who reports them.
  await expect(card(page, "support_portal")).toContainText(statusBoardCopy.staffReported);
  // Nothing in the history is focusable.
  await expect(card(page, "website").locator("[tabindex], a, button")).toHaveCount(0);
});

test("Refresh Status asks the service again, with the 1.5 s refreshing state", async ({ page }) => {
  // A paused clock holds the 1.5 s state open until the test has seen it, however slow the machine.
  await page.clock.install();
  await openStatus(page);
  await freezeClock(page);
  const time = page.getByText(/^Last updated:/).locator("time");
  const before = await time.getAttribute("datetime");
  const asked = page.waitForResponse(isSummary);
  await page.getByRole("button", { name: "Refresh Status" }).click();
  await expect(page.getByRole("button", { name: "Refreshing..." })).toBeDisabled();
  await expect(page.getByText(statusBoardCopy.refreshingStatus)).toBeVisible();
  await asked;
  // The answer is in, but the refreshing state lasts its full 1.5 s.
  await page.clock.runFor(1_400);
  await expect(page.getByText(statusBoardCopy.refreshingStatus)).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByRole("button", { name: "Refresh Status" })).toBeEnabled();
  const after = await time.getAttribute("datetime");
  expect(new Date(after!).getTime()).toBeGreaterThan(new Date(before!).getTime() + 1_000);
});

test.describe("when the service cannot be reached", () => {
  // The browser logs the failed request itself; the page's own handling is what is tested.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("a failed refresh says so and keeps the last good board", async ({ page }) => {
    await openStatus(page);
    await page.route("**/api/status", (route) => route.abort());
    await page.getByRole("button", { name: "Refresh Status" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: statusBoardCopy.loadFailed }),
    ).toBeVisible();
    await expect(page.locator("[data-component]")).toHaveCount(7);
    await expect(card(page, "website")).toContainText("Operational");
  });
});

test("Need Help links to support and contact", async ({ page }) => {
  await gotoHydrated(page, "/status");
  const help = page.getByRole("region", { name: "Need Help?" });
  await expect(help.getByRole("link", { name: "Visit the Support Center" })).toHaveAttribute(
    "href",
    "/support",
  );
  await expect(help.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("every component card places its status badge the same way: top right, beside the name", async ({
  page,
}) => {
  await openStatus(page);
  await expect(card(page, "website")).toContainText("Operational");
  const placements = await page.locator("[data-component]").evaluateAll((items) =>
    items.map((item) => {
      const name = item.querySelector("h3")!.getBoundingClientRect();
      const badge = item.querySelector("h3 + span")!.getBoundingClientRect();
      const inner = item.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(item).paddingRight);
      return {
        sameTop: Math.abs(badge.top - name.top) < 2,
        atRight: Math.abs(inner.right - padding - 1 - badge.right) < 2,
        besideName: badge.left >= name.right,
      };
    }),
  );
  expect(placements).toHaveLength(7);
  for (const placement of placements)
    expect(placement).toEqual({ sameTop: true, atRight: true, besideName: true });
});

test.describe("in French and Arabic", () => {
  test("the French board reads in French", async ({ page }) => {
    const summary = await openStatus(page, "/fr/status");
    await expect(banner(page)).toHaveText(frStatus.statusBoardCopy.overallLabels[summary.overall]);
    await expect(card(page, "email_services")).toContainText(
      frStatus.statusBoardCopy.messageCodes.mail_not_configured,
    );
    await expect(
      page.getByRole("button", { name: frStatus.statusBoardCopy.refresh }),
    ).toBeEnabled();
  });

  test("the Arabic board reads in Arabic", async ({ page }) => {
    const summary = await openStatus(page, "/ar/status");
    await expect(banner(page)).toHaveText(arStatus.statusBoardCopy.overallLabels[summary.overall]);
    await expect(card(page, "website")).toContainText(
      arStatus.statusBoardCopy.componentLabels.operational,
    );
    await expect(
      page.getByRole("button", { name: arStatus.statusBoardCopy.refresh }),
    ).toBeEnabled();
  });
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`accessibility (${theme})`, () => {
    test.use({ theme });
    for (const path of ["/status", "/fr/status", "/ar/status"]) {
      test(`${path} has no axe violations once the board has loaded`, async ({ page }) => {
        await openStatus(page, path);
        await expect(card(page, "website").locator("[aria-hidden] span").first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
