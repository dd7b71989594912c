// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "~/lib/storage";
import { consentRevision } from "~/lib/storage-inventory";
import { consentCopy } from "~/content/consent";
import { bannerMarkup } from "./banner-markup";
import { consentScript } from "./banner-script";

const notice = {
  label: "Cookie consent",
  text: "unused",
  policyText: "Cookie Policy",
  policyHref: "/cookie-policy",
  accept: "Accept",
  decline: "Decline",
};
const root = document.documentElement;
const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 201 })));
let added: Array<
  [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]
> = [];

/** Runs the inline script as the prerendered page does, with the banner's HTML after it. */
function load(locale: "en" | "fr" | "ar" = "en", withIntake = true) {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    added.push([type, listener!, options]);
    add(type, listener!, options);
  });
  new Function(consentScript(locale, withIntake))();
  const section = document.createElement("section");
  section.innerHTML = bannerMarkup(notice, consentCopy, locale);
  document.body.append(section);
  return section;
}
const click = (section: HTMLElement, choice: string) =>
  section.querySelector<HTMLButtonElement>(`[data-consent-choice="${choice}"]`)!.click();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  for (const [type, listener, options] of added)
    window.removeEventListener(type, listener, options);
  added = [];
  document.body.innerHTML = "";
  localStorage.clear();
  for (const name of ["data-consent", "data-consent-open"]) root.removeAttribute(name);
  Object.defineProperty(navigator, "globalPrivacyControl", {
    value: undefined,
    configurable: true,
  });
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

const valid = {
  revision: consentRevision,
  categories: { preferences: false, thirdParty: true },
  decidedAt: "2026-11-26T10:00:00.000Z",
  consentId: "0123456789abcdef0123456789abcdef",
};

describe("the banner's inline script, before the page's JavaScript", () => {
  it.each([
    ["a decision for the current list", valid, "set"],
    ["the previous banner's refusal", "declined", "set"],
    ["the previous banner's acceptance", "accepted", null],
    ["a decision for an earlier list", { ...valid, revision: consentRevision - 1 }, null],
    ["garbage", "{not json", null],
  ])("with %s, marks the banner %s before it paints", (_name, value, expected) => {
    localStorage.setItem(
      storageKeys.consent,
      typeof value === "string" && value.startsWith("{") ? value : JSON.stringify(value),
    );
    load();
    expect(root.getAttribute("data-consent")).toBe(expected);
  });

  it("with Global Privacy Control and no decision, decides without asking and shows a note", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    localStorage.setItem(storageKeys.theme, '"dark"');
    load("ar");
    expect(root.getAttribute("data-consent")).toBe("gpc");
    const record = JSON.parse(localStorage.getItem(storageKeys.consent)!);
    expect(record.categories).toEqual({ preferences: false, thirdParty: false });
    expect(localStorage.getItem(storageKeys.theme)).toBeNull();
    const body = JSON.parse(
      String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body),
    );
    expect(body).toMatchObject({ source: "gpc", locale: "ar", consentId: record.consentId });
  });

  it("with Global Privacy Control, respects a decision the visitor made", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    localStorage.setItem(
      storageKeys.consent,
      JSON.stringify({ ...valid, categories: { preferences: true, thirdParty: true } }),
    );
    load();
    expect(root.getAttribute("data-consent")).toBe("set");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Accept stores the versioned record, hides the banner and logs it", () => {
    const section = load("fr");
    click(section, "accept");
    const record = JSON.parse(localStorage.getItem(storageKeys.consent)!);
    expect(record).toEqual({
      revision: consentRevision,
      categories: { preferences: true, thirdParty: true },
      decidedAt: expect.stringMatching(/Z$/),
      consentId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(root.getAttribute("data-consent")).toBe("set");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/consent");
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual({ ...record, source: "banner", locale: "fr" });
  });

  it("Decline deletes the preference keys and keeps the necessary ones", () => {
    localStorage.setItem(storageKeys.theme, '"dark"');
    localStorage.setItem(storageKeys.language, '"fr"');
    localStorage.setItem(storageKeys.cart, "[]");
    const section = load();
    click(section, "decline");
    expect(JSON.parse(localStorage.getItem(storageKeys.consent)!).categories).toEqual({
      preferences: false,
      thirdParty: false,
    });
    expect(localStorage.getItem(storageKeys.theme)).toBeNull();
    expect(localStorage.getItem(storageKeys.language)).toBeNull();
    expect(localStorage.getItem(storageKeys.cart)).toBe("[]");
  });

  it("logs nothing in a build without the intake service", () => {
    click(load("en", false), "accept");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.consent)).not.toBeNull();
  });

  it("remembers Preferences for the banner's code, and keeps the click from the app's handlers", () => {
    const section = load();
    const later = vi.fn();
    document.addEventListener("click", later, true);
    click(section, "preferences");
    document.removeEventListener("click", later, true);
    expect(root.hasAttribute("data-consent-open")).toBe(true);
    expect(later).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.consent)).toBeNull();
  });

  it("asks the app for the dialog, and tells its stores to read again after a decision", () => {
    const section = load();
    const opened = vi.fn();
    const reread = vi.fn();
    document.addEventListener("consent:open", opened);
    window.addEventListener("storage", reread);
    click(section, "preferences");
    click(section, "decline");
    document.removeEventListener("consent:open", opened);
    window.removeEventListener("storage", reread);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(reread).toHaveBeenCalledTimes(1);
    expect((reread.mock.calls[0]![0] as StorageEvent).key).toBeNull();
  });
});

describe("the banner's HTML", () => {
  it("escapes its copy and links the policy in the page's language", () => {
    const section = document.createElement("section");
    section.innerHTML = bannerMarkup({ ...notice, accept: "<b>Accept</b>" }, consentCopy, "fr");
    expect(section.querySelector("b")).toBeNull();
    expect(section.querySelector("a")!.getAttribute("href")).toBe("/fr/cookie-policy");
    expect(
      [...section.querySelectorAll("[data-consent-choice]")].map((button) =>
        button.getAttribute("data-consent-choice"),
      ),
    ).toEqual(["decline", "preferences", "accept", "preferences", "ok"]);
  });
});
