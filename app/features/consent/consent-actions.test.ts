// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "~/lib/storage";
import { consentRevision } from "~/lib/storage-inventory";
import { loadConsentCopy } from "./consent-copy";
import { consentDecisionSchema } from "./consent-schema";
import { allOff, allOn, decide, newConsentId, recordFor } from "./consent-actions";
import { consentStore } from "./consent-store";

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 201 })));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.consent;
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

const sentBodies = () =>
  fetchMock.mock.calls.map((call) =>
    JSON.parse(String((call as unknown[])[1] && ((call as unknown[])[1] as RequestInit).body)),
  );

describe("decide", () => {
  it("stores a versioned record, hides the banner and logs the decision without waiting", () => {
    const record = decide(allOn, "banner", "fr");
    expect(record).toEqual({
      revision: consentRevision,
      categories: { preferences: true, thirdParty: true },
      decidedAt: expect.stringMatching(/Z$/),
      consentId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(consentStore.read()).toEqual(record);
    expect(document.documentElement.dataset.consent).toBe("set");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/consent");
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    const body = sentBodies()[0];
    expect(body).toEqual({ ...record, source: "banner", locale: "fr" });
    // What the browser sends is what the server accepts.
    expect(consentDecisionSchema.safeParse(body).success).toBe(true);
  });

  it("withdrawing preferences deletes exactly the preference keys; the cart, comments and the record stay", () => {
    decide(allOn, "banner", "en");
    const kept = {
      [storageKeys.cart]: "[]",
      [storageKeys.comments("a-post")]: "[]",
      [storageKeys.adminAuth]: "true",
    };
    for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
    localStorage.setItem(storageKeys.theme, '"dark"');
    localStorage.setItem(storageKeys.language, '"fr"');
    localStorage.setItem(storageKeys.languageSuggestion, '"fr"');

    decide({ preferences: false, thirdParty: true }, "settings", "en");
    expect(localStorage.getItem(storageKeys.theme)).toBeNull();
    expect(localStorage.getItem(storageKeys.language)).toBeNull();
    expect(localStorage.getItem(storageKeys.languageSuggestion)).toBeNull();
    for (const [key, value] of Object.entries(kept)) expect(localStorage.getItem(key)).toBe(value);
    expect(consentStore.read()?.categories).toEqual({ preferences: false, thirdParty: true });
  });

  it("keeps the browser's consent id from one decision to the next", () => {
    const first = decide(allOn, "banner", "en");
    const second = decide(allOff, "settings", "en");
    expect(second.consentId).toBe(first.consentId);
    expect(sentBodies().map((body) => body.consentId)).toEqual([first.consentId, first.consentId]);
  });

  it("gives the previous banner's refusal (no id) a new id", () => {
    localStorage.setItem(storageKeys.consent, '"declined"');
    expect(decide(allOn, "settings", "en").consentId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("Global Privacy Control turns everything optional off and leaves the banner's note to show", () => {
    localStorage.setItem(storageKeys.theme, '"dark"');
    decide(allOff, "gpc", "ar");
    expect(consentStore.read()?.categories).toEqual(allOff);
    expect(localStorage.getItem(storageKeys.theme)).toBeNull();
    expect(document.documentElement.dataset.consent).toBeUndefined();
    expect(sentBodies()[0]).toMatchObject({ source: "gpc", locale: "ar" });
  });

  it("still applies the choice when logging fails or storage refuses", () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("offline")));
    expect(() => decide(allOff, "banner", "en")).not.toThrow();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(() => decide(allOn, "banner", "en")).not.toThrow();
    expect(document.documentElement.dataset.consent).toBe("set");
  });
});

describe("recordFor and newConsentId", () => {
  it("makes 128-bit hex ids that differ", () => {
    const ids = new Set(Array.from({ length: 50 }, newConsentId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("copies only the two categories", () => {
    const record = recordFor({ ...allOn, analytics: true } as never, null, new Date(0));
    expect(record.categories).toEqual(allOn);
    expect(record.decidedAt).toBe("1970-01-01T00:00:00.000Z");
  });
});

describe("loadConsentCopy", () => {
  it("loads each language's words, with no claim of analytics cookies", async () => {
    const [en, fr, ar] = await Promise.all([
      loadConsentCopy("en"),
      loadConsentCopy("fr"),
      loadConsentCopy("ar"),
    ]);
    expect(en.preferences).toBe("Preferences");
    expect(fr.preferences).toBe("Préférences");
    expect(ar.dialog.save).not.toBe(en.dialog.save);
    for (const copy of [en, fr, ar]) expect(copy.text).not.toMatch(/analytics cookies/i);
  });
});
