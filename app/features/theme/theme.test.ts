import { afterEach, describe, expect, it } from "vitest";
import { resolveTheme, themeInitScript } from "./theme";

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = "";
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
