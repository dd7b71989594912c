/**
 * The newsletter under CASL, as a visitor lives it (issue 30): a French visitor signs up in the
 * footer, receives the confirmation request in French at a real SMTP server, opens its link and is
 * told the subscription is confirmed; the email's one-click unsubscribe link then stops all mail.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { site } from "../../app/content/site";
import { expect, gotoHydrated, test } from "./fixtures";
import { startIntakeServer } from "./intake-server";

test.describe("newsletter emails", () => {
  const received: Array<{ to: string[]; raw: string }> = [];
  let smtp: SMTPServer;
  let server: Awaited<ReturnType<typeof startIntakeServer>>;

  test.beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const own = Number(process.env.E2E_PORT ?? 4317) + 100 + 45;
    server = await startIntakeServer(45, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: `http://127.0.0.1:${own}`,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  /**
   * The message's header block, unfolded (RFC 5322), and its body with quoted-printable soft
   * breaks and escapes undone. Only the body is decoded: a header's "=3F" is text, not an escape.
   */
  const partsOf = (raw: string) => {
    const end = raw.indexOf("\r\n\r\n");
    return {
      headers: raw.slice(0, end).replace(/\r\n[ \t]+/g, " "),
      body: raw
        .slice(end + 4)
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        ),
    };
  };

  test("sign up, confirm from the email, then unsubscribe with one click", async ({ page }) => {
    const email = `lecteur-${Date.now()}@example.ca`;
    await gotoHydrated(page, `${server.url}/fr`);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Adresse courriel" }).focus();
    await page.keyboard.insertText(email);
    await footer.getByRole("button", { name: "S’abonner" }).click();
    await expect(page.getByText("Consultez votre boîte de réception")).toBeVisible();

    await expect
      .poll(() => received.filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 })
      .toBe(1);
    const mail = received.find((message) => message.to.includes(email))!;
    expect(mail.raw).toMatch(/^Content-Language: fr-CA$/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const { headers, body } = partsOf(mail.raw);
    expect(body).toContain(site.legalName);
    const confirm = /(http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/confirm\?[^\s>]+)/.exec(
      body,
    )?.[1];
    // What a mail client's unsubscribe button uses (whitespace inside the brackets is ignored, RFC 2369).
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>/m.exec(headers)?.[1]?.replace(/\s+/g, "");
    expect(confirm).toBeTruthy();
    expect(unsubscribe).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?/);
    // The link in the text says the same.
    expect(body).toContain(unsubscribe);

    await page.goto(confirm!);
    await expect(page).toHaveURL(`${server.url}/fr`);
    await expect(page.getByText("Vous êtes abonné\u00a0!")).toBeVisible();

    await page.goto(unsubscribe!);
    await expect(page).toHaveURL(`${server.url}/fr`);
    await expect(page.getByText("Désabonnement effectué")).toBeVisible();
  });
});
