import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  fillAndSend,
  freezeClock,
  gotoHydrated,
  modalTabStops,
  test,
  waitForToastOnFrozenClock,
} from "./fixtures";

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

/** Opens a chat, then freezes time so replies arrive only when the test moves the clock. */
async function openChat(page: Page, button: string, dialogName: RegExp, freeze = true) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  if (freeze) await freezeClock(page);
  return dialog;
}

const waitForToast = waitForToastOnFrozenClock;

const openAssistant = (page: Page, freeze = true) =>
  openChat(page, "Open AI Assistant", /AI Assistant/, freeze);
const openQuickHelp = (page: Page, freeze = true) =>
  openChat(page, "Open Quick Help", /Quick Help/, freeze);

test.describe("chat code loads lazily", () => {
  test("neither chat window is in the first-load JavaScript", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toMatch(/assistant-chat|support-chat|chat-panel/);
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(req.url());
    });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => /assistant-chat|support-chat|chat-panel/.test(url))).toEqual([]);
    await openAssistant(page, false);
    expect(scripts.some((url) => /assistant-chat/.test(url))).toBe(true);
  });
});

// The windows, the small-screen menu and search bar are an island (record 0105): prerendered,
// hydrated when one opens. A visitor's stored theme, applied once the page is interactive, must
// leave it alone: a change that reached it before it hydrated would make React drop its HTML (for
// a moment there would be no window to open) and fetch its code at once.
for (const theme of ["light", "dark"] as const) {
  test.describe(`the shell's dialogs in the ${theme} theme`, () => {
    test.use({ theme });
    test("wait for a window to open before their code loads, and keep their HTML meanwhile", async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on("request", (req) => {
        if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
      });
      await gotoHydrated(page, "/");
      await expect(page.locator("html")).toHaveClass(
        theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      await page.waitForLoadState("networkidle");
      expect(scripts.filter((path) => /shell-dialogs|chat-windows/.test(path))).toEqual([]);
      await expect(page.locator("dialog#ai-assistant")).toHaveCount(1);
      await openAssistant(page, false);
      expect(scripts.some((path) => /shell-dialogs/.test(path))).toBe(true);
    });
  });
}

test.describe("AI Assistant", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/about");
  });

  test(
    "greets, is labelled Simulated AI and focuses the message field",
    { tag: "@phone" },
    async ({ page }) => {
      const dialog = await openAssistant(page);
      await expect(dialog.getByText("Simulated AI")).toBeVisible();
      await expect(dialog.getByRole("log")).toContainText("I'm the");
      await expect(dialog.getByRole("textbox", { name: "Message the AI Assistant" })).toBeFocused();
      await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
    },
  );

  test("replies after 1.5 s plus up to 1 s with a typing indicator, then offers navigation", async ({
    page,
  }) => {
    const dialog = await openAssistant(page);
    const input = dialog.getByRole("textbox", { name: "Message the AI Assistant" });
    await fillAndSend(input, "I need help with my account");
    await expect(dialog.getByRole("log")).toContainText("I need help with my account");
    await expect(input).toHaveValue("");
    await expect(input).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
    await expect(dialog.getByText("AI is typing")).toBeVisible();
    await page.clock.runFor(1400);
    await expect(dialog.getByText("AI is typing")).toBeVisible();
    await page.clock.runFor(1100);
    await expect(dialog.getByText("AI is typing")).toHaveCount(0);
    await expect(dialog.getByRole("log")).toContainText("Support Centre");
    await expect(await waitForToast(page, "AI Responded")).toBeVisible();
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
    await dialog.getByRole("link", { name: "Go to the Support Centre" }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Radix moves focus on a zero-delay timer; then focus starts at the new page's content.
    await page.clock.runFor(50);
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("the 'AI Responded' toast lasts 2 s", async ({ page }) => {
    const dialog = await openAssistant(page);
    await fillAndSend(dialog.getByRole("textbox", { name: "Message the AI Assistant" }), "thanks");
    // No reply before 1.5 s, and one by 2.5 s. The toast's 2 s start when it mounts, which takes
    // the Toaster's chunk (real time) and a timer (the frozen clock): waitForToast steps in 50 ms.
    await page.clock.runFor(1490);
    await expect(dialog.getByRole("log")).not.toContainText("You're welcome");
    await expect(toast(page, "AI Responded")).toHaveCount(0);
    await page.clock.runFor(1010);
    await expect(dialog.getByRole("log")).toContainText("You're welcome");
    await expect(await waitForToast(page, "AI Responded")).toBeVisible();
    await page.clock.runFor(1800);
    await expect(toast(page, "AI Responded")).toHaveCount(1);
    // 2 s on screen, then sonner's exit animation.
    await page.clock.runFor(700);
    await expect(toast(page, "AI Responded")).toHaveCount(0);
  });

  test("follows the keyword groups in order and apologises when nothing matches", async ({
    page,
  }) => {
    const dialog = await openAssistant(page);
    const input = dialog.getByRole("textbox", { name: "Message the AI Assistant" });
    const exchanges: [string, RegExp, string | null][] = [
      ["What services do you offer?", /managed IT \(MSP\)/, "Explore MSP & DevOps"],
      ["terms of service", /terms of service/, "Read the terms of service"],
      ["quantum pancakes", /Sorry, I didn't quite understand/, null],
    ];
    for (const [question, answer, offer] of exchanges) {
      await fillAndSend(input, question);
      await page.clock.runFor(2500);
      const last = dialog.getByRole("log").locator(":scope > div").last();
      await expect(last).toContainText(answer);
      if (offer) await expect(last.getByRole("link", { name: offer })).toBeVisible();
      else await expect(last.getByRole("link")).toHaveCount(0);
    }
  });

  test("blank messages are not sent", async ({ page }) => {
    const dialog = await openAssistant(page);
    const input = dialog.getByRole("textbox", { name: "Message the AI Assistant" });
    await input.fill("   ");
    await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
    await input.press("Enter");
    await expect(dialog.getByText("AI is typing")).toHaveCount(0);
    await expect(dialog.getByRole("log").locator(":scope > div")).toHaveCount(1);
  });

  test(
    "keeps focus out of the page behind, closes on Escape and returns focus to its button",
    { tag: "@phone" },
    async ({ page }) => {
      const button = page.getByRole("button", { name: "Open AI Assistant" });
      await button.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: /AI Assistant/ });
      await expect(dialog).toBeVisible();
      // A native modal dialog keeps Tab inside itself and the browser's own controls: past its
      // last control focus leaves the document (nothing is focused in it) and then comes back.
      const stops = await modalTabStops(dialog, "Tab", 8);
      expect(stops).not.toContain("page");
      expect(stops.filter((stop) => stop === "dialog").length).toBeGreaterThanOrEqual(6);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    },
  );

  test("keeps the conversation when closed and reopened", async ({ page }) => {
    let dialog = await openAssistant(page);
    await fillAndSend(
      dialog.getByRole("textbox", { name: "Message the AI Assistant" }),
      "hello there",
    );
    await page.clock.runFor(2500);
    await dialog.getByRole("button", { name: "Close" }).click();
    dialog = await openAssistant(page, false);
    await expect(dialog.getByRole("log")).toContainText("hello there");
  });

  test("renders hostile text as text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const dialog = await openAssistant(page);
    await dialog
      .getByRole("textbox", { name: "Message the AI Assistant" })
      .fill("<img src=x onerror=alert(1)>");
    await dialog.getByRole("textbox", { name: "Message the AI Assistant" }).press("Enter");
    await expect(dialog.getByRole("log")).toContainText("<img src=x onerror=alert(1)>");
    await expect(dialog.locator("img")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("limits messages to 500 characters with a visible counter", async ({ page }) => {
    const dialog = await openAssistant(page);
    const input = dialog.getByRole("textbox", { name: "Message the AI Assistant" });
    await input.fill("x".repeat(600));
    await expect(input).toHaveValue("x".repeat(500));
    await expect(dialog.getByText("500/500")).toBeVisible();
  });
});

test.describe("Quick Help", () => {
  test("is labelled Demo and replies with a fixed message after 1.5 s; Enter sends", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const dialog = await openQuickHelp(page);
    await expect(dialog.getByText("Demo", { exact: true })).toBeVisible();
    const input = dialog.getByRole("textbox", { name: "Message Quick Help" });
    await fillAndSend(input, "My invoice looks wrong");
    await expect(dialog.getByRole("log")).toContainText("My invoice looks wrong");
    await expect(dialog.getByText("Support is typing")).toBeVisible();
    await expect(input).toBeDisabled();
    await page.clock.runFor(1400);
    await expect(dialog.getByRole("log")).not.toContainText("This chat is a demo");
    await page.clock.runFor(100);
    await expect(dialog.getByRole("log")).toContainText("This chat is a demo");
    await expect(await waitForToast(page, "Support Replied (Demo)")).toBeVisible();
    // The reply is always the same.
    await fillAndSend(input, "Can I talk to a person?");
    await page.clock.runFor(1500);
    await expect(dialog.getByRole("log").getByText(/This chat is a demo/)).toHaveCount(2);
  });

  test("opens by keyboard and gives focus back on close", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Open Quick Help" });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /Quick Help/ });
    await expect(dialog.getByRole("textbox", { name: "Message Quick Help" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`chat windows in the ${theme} theme`, () => {
    test.use({ theme });
    test(
      "have no axe violations, with a reply and its navigation offer shown",
      { tag: "@phone" },
      async ({ page }) => {
        await gotoHydrated(page, "/");
        const dialog = await openAssistant(page, false);
        const input = dialog.getByRole("textbox", { name: "Message the AI Assistant" });
        await fillAndSend(input, "pricing");
        await expect(dialog.getByRole("link", { name: "View pricing" })).toBeVisible({
          timeout: 15_000,
        });
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press("Escape");
        await openQuickHelp(page, false);
        expect(await axeViolations(page)).toEqual([]);
      },
    );
  });
}
