import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/*
 * Issue 27, point 7: every script of the language picker is drawn with real glyphs. Cyrillic
 * comes from the brand typeface's own Cyrillic face; Arabic, Devanagari, Japanese and Chinese
 * from the stacks app.css chooses by language (here Debian's Noto fonts, which .ci/run installs;
 * a visitor's system has its own). Japanese must never borrow Chinese glyph forms, nor Chinese
 * Japanese ones, so the two are told apart by the font family that drew them.
 */

/** The fonts that drew each glyph of an element's text, as Chromium reports them. */
async function fontsOf(page: Page, selector: string) {
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  expect(nodeId, `the page has ${selector}`).toBeGreaterThan(0);
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
  await session.detach();
  return Object.fromEntries(fonts.map((font) => [font.familyName, font.glyphCount]));
}

// One line of each script, as a page in that language would have it.
const lines = [
  { lang: "ru", text: "Управляемые ИТ-услуги", font: "Inter" },
  { lang: "ar", text: "خدمات تقنية المعلومات المُدارة", font: "Noto Sans Arabic" },
  { lang: "hi", text: "प्रबंधित आईटी सेवाएँ", font: "Noto Sans Devanagari" },
  { lang: "ja", text: "マネージドITサービス・直線", font: "Noto Sans CJK JP" },
  { lang: "zh", text: "托管IT服务・直线", font: "Noto Sans CJK SC" },
];

test("one line of each script is drawn in the font chosen for its language", async ({ page }) => {
  const fontFiles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontFiles.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, "/");
  await page.evaluate(() => document.fonts.ready);
  // A Latin page fetches the Latin face only.
  expect(fontFiles).toEqual(["/fonts/inter-latin-400-700.woff2"]);

  await page.evaluate((samples) => {
    const block = document.createElement("div");
    block.id = "script-lines";
    block.style.cssText =
      "padding:16px;background:#fff;color:#111;font-size:20px;width:max-content";
    for (const { lang, text } of samples) {
      const line = document.createElement("p");
      line.lang = lang;
      line.dir = lang === "ar" ? "rtl" : "ltr";
      line.dataset.lang = lang;
      line.textContent = text;
      block.append(line);
    }
    document.querySelector("main")!.prepend(block);
  }, lines);
  await page.evaluate(() => document.fonts.ready);
  // The Cyrillic face arrives for the Russian line, and only then.
  expect(fontFiles).toEqual([
    "/fonts/inter-latin-400-700.woff2",
    "/fonts/inter-cyrillic-400-700.woff2",
  ]);

  for (const { lang, font } of lines) {
    const fonts = await fontsOf(page, `#script-lines [data-lang="${lang}"]`);
    // Its own script's glyphs in its font, Latin letters (IT) in Inter, which has no Arabic,
    // Devanagari or CJK glyphs: nothing is left to a stand-in.
    expect(fonts[font], `${lang}: ${JSON.stringify(fonts)}`).toBeGreaterThan(0);
    expect(
      Object.keys(fonts).filter((family) => ![font, "Inter"].includes(family)),
      lang,
    ).toEqual([]);
  }
  await expect(page.locator("#script-lines")).toHaveScreenshot("script-lines.png");
});

test("the picker names each language in its own script's font", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.locator("header").first().getByRole("button", { name: "Language: English" }).click();
  await expect(page.getByRole("menuitemradio", { name: "日本語" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  for (const { lang, font } of lines) {
    const fonts = await fontsOf(page, `[role="menuitemradio"][lang|="${lang}"] span.flex-1`);
    expect(Object.keys(fonts), `${lang}: ${JSON.stringify(fonts)}`).toEqual([font]);
  }
});
