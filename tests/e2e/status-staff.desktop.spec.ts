import { statusAdminCopy } from "../../app/content/status";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { banner, card, openStatus } from "./status-page";
import { signInToAdmin, startIntakeServer } from "./intake-server";

/**
 * Staff set a component's state and post an incident in the admin section; /status and the
 * incidents feed show them. On a server of its own, since it changes what every visitor sees.
 */
test.describe("staff", () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });
  // Its own server: what staff set here must not show on the shared server's status page.
  let server: Awaited<ReturnType<typeof startIntakeServer>>;
  test.beforeAll(async () => {
    server = await startIntakeServer(46);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a state and an incident set in the admin section appear on /status and in the feed", async ({
    page,
  }) => {
    const unique = Date.now().toString(36);
    const title = `Queue <delays> & retries ${unique}`;
    await signInToAdmin(page, server.url);
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "System Settings" }).click();
    await expect(page).toHaveURL(/\/admin#system-status$/);
    const section = page.locator("#system-status");
    await expect(
      section.getByRole("heading", { level: 2, name: statusAdminCopy.title }),
    ).toBeVisible();

    await expect(section.locator('[data-status-component$="support_portal"]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const portal = section.locator('[data-status-component$="support_portal"]');
    await portal.getByLabel(statusAdminCopy.componentStatus).selectOption("major_outage");
    await portal
      .getByLabel(statusAdminCopy.componentMessage)
      .fill(`Ticket pages are down ${unique}.`);
    await portal.getByRole("button", { name: "Save Support Portal" }).click();
    await expect(page.getByText(statusAdminCopy.savedTitle, { exact: true })).toBeVisible();

    const form = section
      .locator("form")
      .filter({ has: page.getByRole("button", { name: statusAdminCopy.createIncident }) });
    // Native validation first: an empty title is not sent.
    await form.getByRole("button", { name: statusAdminCopy.createIncident }).click();
    await expect(form.getByLabel(statusAdminCopy.incidentTitle)).toHaveJSProperty(
      "validity.valueMissing",
      true,
    );
    await form.getByLabel(statusAdminCopy.incidentTitle).fill(title);
    await form.getByLabel(statusAdminCopy.incidentImpact).selectOption("partial_outage");
    await form.getByLabel(statusAdminCopy.incidentMessage).fill("Emails are queued.");
    // No component chosen: the shared schema's message, before anything is sent.
    await form.getByRole("button", { name: statusAdminCopy.createIncident }).click();
    await expect(form.getByText(statusAdminCopy.validation.components)).toBeVisible();
    await form.getByLabel("Email Services").check();
    await form.getByRole("button", { name: statusAdminCopy.createIncident }).click();
    await expect(page.getByText(statusAdminCopy.createdTitle, { exact: true })).toBeVisible();
    const open = section.locator("form").filter({ hasText: title });
    await expect(open).toBeVisible();

    const summary = await openStatus(page, `${server.url}/status`);
    expect(summary.overall).toBe("major_outage");
    await expect(banner(page)).toHaveText("Major Outage");
    await expect(card(page, "support_portal")).toContainText("Major Outage");
    await expect(card(page, "support_portal")).toContainText(`Ticket pages are down ${unique}.`);
    const incident = page.locator("[data-incident]").filter({ hasText: title });
    await expect(incident.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(incident).toContainText("Ongoing");
    await expect(incident).toContainText("Emails are queued.");

    const feed = await page.request.get(`${server.url}/api/status/incidents.atom`);
    expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(xml).toContain(
      `<title type="text">Queue &lt;delays&gt; &amp; retries ${unique}</title>`,
    );

    // Resolve the incident and put the portal back, from the admin section again.
    await gotoHydrated(page, `${server.url}/admin#system-status`);
    const update = page.locator("#system-status form").filter({ hasText: title });
    await update.getByLabel(statusAdminCopy.updateStatus).selectOption("resolved");
    await update
      .getByLabel(statusAdminCopy.updateMessage)
      .fill("All queued emails were delivered.");
    await update.getByRole("button", { name: statusAdminCopy.postUpdate }).click();
    await expect(page.getByText(statusAdminCopy.postedTitle, { exact: true })).toBeVisible();
    const portalAgain = page.locator('#system-status [data-status-component$="support_portal"]');
    await portalAgain.getByLabel(statusAdminCopy.componentStatus).selectOption("operational");
    await portalAgain.getByLabel(statusAdminCopy.componentMessage).fill("");
    await portalAgain.getByRole("button", { name: "Save Support Portal" }).click();
    await expect(page.getByText(statusAdminCopy.savedTitle, { exact: true })).toBeVisible();

    await openStatus(page, `${server.url}/status`);
    await expect(incident).toContainText("Resolved");
    await expect(incident).toContainText("All queued emails were delivered.");
    await expect(card(page, "support_portal")).toContainText("Operational");
    expect(
      await (await page.request.get(`${server.url}/api/status/incidents.atom`)).text(),
    ).toContain("Resolved: All queued emails were delivered.");
  });
});
