import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { consentRevision } from "~/lib/storage-inventory";
import { ThemeProvider } from "./theme-provider";
import { useTheme } from "./use-theme";

window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener: () => {},
  removeEventListener: () => {},
})) as never;

afterEach(() => {
  localStorage.clear();
});

function Probe() {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme(resolvedTheme === "dark" ? "light" : "dark")}>
      {resolvedTheme}
    </button>
  );
}

describe("useTheme", () => {
  it("throws outside its provider", () => {
    expect(() => renderHook(() => useTheme())).toThrow(
      "useTheme must be used within a ThemeProvider",
    );
  });

  it("defaults to light and persists the toggled theme once preferences are consented", () => {
    localStorage.setItem(
      "northpine-cookie-consent",
      JSON.stringify({
        revision: consentRevision,
        categories: { preferences: true, thirdParty: false },
        decidedAt: "2026-11-26T00:00:00.000Z",
        consentId: "0".repeat(32),
      }),
    );
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    const button = screen.getByRole("button");
    expect(button.textContent).toBe("light");
    act(() => button.click());
    expect(button.textContent).toBe("dark");
    expect(localStorage.getItem("northpine-theme")).toBe('"dark"');
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});

describe("useTheme without consent to preferences", () => {
  it("switches the theme but stores nothing", () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    const button = screen.getByRole("button");
    act(() => button.click());
    expect(button.textContent).toBe("dark");
    expect(localStorage.getItem("northpine-theme")).toBeNull();
  });
});
