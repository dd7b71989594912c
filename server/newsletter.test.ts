// @vitest-environment node
/**
 * The newsletter's consent through the whole service and a real SMTP server: a signup gets a
 * confirmation request in the visitor's language, counts once confirmed, and every visitor email
 * carries the company's postal address and a working one-click unsubscribe (link and headers).
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAddress, site } from "~/content/site";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { createIntakeService } from "./app";
import type { IntakeService } from "./app";
import { databaseTargets } from "./test-databases";
import { intakeTestConfig } from "./test-config";
import { startSmtp } from "./test-smtp";
import type { TestSmtp } from "./test-smtp";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "intake-newsletter-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe.each(databaseTargets("newsletter"))(
  "newsletter consent on $name",
  { timeout: 60_000 },
  (target) => {
    let smtp: TestSmtp;
    let service: IntakeService;
    let server: http.Server;
    let base = "";

    beforeAll(async () => {
      await (await target.open()).destroy();
      smtp = await startSmtp();
      server = http.createServer((req, res) => {
        // A fresh connection per request: a kept-alive socket to a stopped test server could be
        // reused when a later server gets the same port.
        res.shouldKeepAlive = false;
        void service.handle(req, res).then((handled) => {
          if (!handled) res.writeHead(404).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const config = intakeTestConfig(target, {
        smtp: { url: smtp.url, from: `${site.name} <${site.mailboxes.general}>` },
        publicUrl: base,
      });
      service = await createIntakeService(config);
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await service.close();
      await smtp.close();
      await target.cleanup();
    });

    const mailTo = (address: string) =>
      smtp.received.filter((mail) => mail.rcptTo.includes(address));
    const waitForMail = async (address: string, count = 1) => {
      await expect
        .poll(() => mailTo(address).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(count);
      return mailTo(address).at(-1)!;
    };
    const signUp = (email: string, from = "/fr/blog") =>
      fetch(`${base}${intakeEndpoints.newsletter}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          Referer: `${base}${from}`,
        },
        body: JSON.stringify({
          email,
          idempotencyKey: `newsletter-${email.replace(/\W/g, "-")}-padding-key`,
        }),
      });
    const record = (email: string) =>
      service.db
        .selectFrom("submissions")
        .selectAll()
        .where("email", "=", email)
        .where("kind", "=", "newsletter")
        .executeTakeFirst();

    it("asks the address to confirm, in the sender's language, and counts it once confirmed", async () => {
      const email = "lecteur@example.ca";
      expect((await signUp(email)).status).toBe(201);
      const stored = await record(email);
      expect(stored?.confirmed_at).toBeNull();
      expect(JSON.parse(stored!.details)).toMatchObject({ consent: { page: "/fr/blog" } });

      const mail = await waitForMail(email);
      expect(mail.headers.get("content-language")?.[0]).toBe("fr-CA");
      expect(mail.headers.get("subject")?.[0]).toMatch(/^Veuillez confirmer votre abonnement/);
      expect(mail.body).toContain(site.legalName);
      expect(mail.body).toContain(formatAddress());
      const confirm = /(http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/confirm\?\S+)/.exec(
        mail.body,
      )?.[1];
      expect(confirm).toBeTruthy();

      const forged = await fetch(`${confirm!.replace(/t=[^&]+/, "t=forged")}`, {
        redirect: "manual",
      });
      expect(forged.headers.get("location")).toBe("/?newsletter=invalid");
      expect((await record(email))?.confirmed_at).toBeNull();

      const confirmed = await fetch(confirm!, { redirect: "manual" });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get("location")).toBe("/fr?newsletter=confirmed");
      expect((await record(email))?.confirmed_at).toBeTruthy();
    });

    it("stops all mail to an address with one click, from the link or the mail client", async () => {
      const email = "partant@example.ca";
      expect((await signUp(email, "/")).status).toBe(201);
      const mail = await waitForMail(email);
      const header = mail.headers.get("list-unsubscribe")?.[0] ?? "";
      expect(mail.headers.get("list-unsubscribe-post")?.[0]).toBe("List-Unsubscribe=One-Click");
      const link = /^<(.+)>$/.exec(header)?.[1];
      expect(link).toBeTruthy();
      expect(mail.body).toContain(link!);

      // The mail client's one-click POST (RFC 8058).
      const oneClick = await fetch(link!, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(await record(email)).toBeUndefined();

      // The address gets no more mail, not even a confirmation of a later contact message.
      const contact = await fetch(`${base}${intakeEndpoints.contact}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          name: "Partant",
          email,
          company: "",
          phone: "",
          inquiryType: "general_inquiry",
          message: "One more question.",
          idempotencyKey: "newsletter-suppressed-contact-padding",
          website: "",
        }),
      });
      expect(contact.status).toBe(201);
      await expect
        .poll(() => mailTo(site.mailboxes.sales).length, { timeout: 20_000 })
        .toBeGreaterThan(0);
      expect(mailTo(email)).toHaveLength(1);

      // The link in the body does the same for a person, and lands on the home page.
      const again = await fetch(link!, { redirect: "manual" });
      expect(again.headers.get("location")).toBe("/?newsletter=unsubscribed");
    });
  },
);
