// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { earlyChoiceAttribute, resolveTheme, themeInitScript, themeToggleScript } from "./theme";

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = "";
  document.documentElement.removeAttribute(earlyChoiceAttribute);
  document.body.innerHTML = "";
});

function run(script: string) {
  new Function(script)();
}

describe("resolveTheme", () => {
  it("follows the system preference only for 'system'", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
    expect(resolveTheme("light", true)).toBe("light");
  });
});

describe("themeInitScript", () => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as never;

  it("applies a stored dark theme before paint", () => {
    localStorage.setItem("k", JSON.stringify("dark"));
    run(themeInitScript("k", "light"));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("falls back to the default when the stored value is garbage", () => {
    localStorage.setItem("k", "{not json");
    run(themeInitScript("k", "light"));
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });
});

describe("themeToggleScript", () => {
  // Listeners on document stay for the whole file: one run, as one page load runs it once.
  run(themeToggleScript());
  const root = document.documentElement;

  it("flips the theme and the toggle's name at once, leaving the choice for the app", () => {
    document.body.innerHTML = `<button type="button" data-theme-toggle aria-label="Switch to dark theme" data-other-label="Switch to light theme"></button>`;
    const toggle = document.querySelector("button")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    toggle.dispatchEvent(click);
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.colorScheme).toBe("dark");
    expect(root.getAttribute(earlyChoiceAttribute)).toBe("dark");
    expect(toggle.getAttribute("aria-label")).toBe("Switch to light theme");
    // The app's handler reads this to know the flip is done.
    expect(click.defaultPrevented).toBe(true);

    toggle.click();
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.getAttribute(earlyChoiceAttribute)).toBe("light");
    expect(toggle.getAttribute("aria-label")).toBe("Switch to dark theme");
  });

  it("follows the mobile switch's checkbox", () => {
    document.body.innerHTML = `<input type="checkbox" role="switch" data-theme-switch>`;
    const box = document.querySelector("input")!;
    box.click();
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.getAttribute(earlyChoiceAttribute)).toBe("dark");
    box.click();
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("leaves every other click alone", () => {
    document.body.innerHTML = `<button type="button">Other</button>`;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("button")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(root.hasAttribute(earlyChoiceAttribute)).toBe(false);
  });
});
