// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  consentStore,
  createStore,
  forgetCategory,
  mayStore,
  parseStored,
  storageKeys,
} from "./storage";
import { consentRevision } from "./storage-inventory";

// A necessary key: written whatever the visitor chose, so these tests are about storage alone.
const testKey = storageKeys.cart;

const schema = z.array(z.object({ id: z.string(), quantity: z.number().int().min(1) }));

afterEach(() => {
  localStorage.clear();
});

describe("parseStored", () => {
  it("returns the fallback for a missing value", () => {
    expect(parseStored(null, schema, [])).toEqual([]);
  });

  it.each(["{not json", "null", '"text"', '[{"id":1}]', '{"id":"a"}', "[{\"id\":\"a\",\"quantity\":0}]"])(
    "discards the corrupted value %s",
    (raw) => {
      expect(parseStored(raw, schema, [])).toEqual([]);
    },
  );

  it("returns a valid value", () => {
    expect(parseStored('[{"id":"a","quantity":2}]', schema, [])).toEqual([{ id: "a", quantity: 2 }]);
  });
});

describe("createStore", () => {
  it("writes, reads back and notifies subscribers", () => {
    const store = createStore(testKey, schema, []);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.write([{ id: "a", quantity: 1 }])).toBe(true);
    expect(store.read()).toEqual([{ id: "a", quantity: 1 }]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("keeps the same snapshot object while the raw value is unchanged", () => {
    const store = createStore(testKey, schema, []);
    store.write([{ id: "a", quantity: 1 }]);
    expect(store.read()).toBe(store.read());
  });

  it("reads the fallback when the stored value was hand-edited into garbage", () => {
    const store = createStore(testKey, schema, []);
    localStorage.setItem(testKey, "{not json");
    expect(store.read()).toEqual([]);
    expect(store.write([{ id: "b", quantity: 3 }])).toBe(true);
    expect(JSON.parse(localStorage.getItem(testKey) ?? "")).toEqual([{ id: "b", quantity: 3 }]);
  });

  it("reports a failed write instead of throwing", () => {
    const store = createStore(testKey, schema, []);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(store.write([{ id: "a", quantity: 1 }])).toBe(false);
    expect(store.read()).toEqual([]);
  });

  it("reads the fallback when getItem throws", () => {
    const store = createStore(testKey, schema, []);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(store.read()).toEqual([]);
  });

  it("removes the value", () => {
    const store = createStore(testKey, schema, []);
    store.write([{ id: "a", quantity: 1 }]);
    expect(store.remove()).toBe(true);
    expect(store.read()).toEqual([]);
  });
});

const record = (preferences: boolean, thirdParty: boolean) => ({
  revision: consentRevision,
  categories: { preferences, thirdParty },
  decidedAt: "2026-11-26T10:00:00.000Z",
  consentId: "0123456789abcdef0123456789abcdef",
});

describe("the consent gate", () => {
  it("refuses a key the storage inventory does not list (and throws in tests)", () => {
    expect(() => createStore("northpine-tracking", schema, []).write([])).toThrow(
      "northpine-tracking is not in the storage inventory",
    );
    expect(() => mayStore("anything")).toThrow(/not in the storage inventory/);
    expect(localStorage.getItem("northpine-tracking")).toBeNull();
  });

  it("writes necessary keys before any decision", () => {
    expect(mayStore(storageKeys.cart)).toBe(true);
    expect(mayStore(storageKeys.consent)).toBe(true);
    expect(mayStore(storageKeys.comments("a-post"))).toBe(true);
  });

  it("refuses preference keys while undecided, declined or refused, and writes them once consented", () => {
    const theme = createStore(storageKeys.theme, z.string(), "light");
    expect(theme.write("dark")).toBe(false);
    expect(localStorage.getItem(storageKeys.theme)).toBeNull();

    localStorage.setItem(storageKeys.consent, JSON.stringify("declined"));
    expect(theme.write("dark")).toBe(false);

    consentStore.write(record(false, true));
    expect(theme.write("dark")).toBe(false);
    expect(mayStore(storageKeys.language)).toBe(false);

    consentStore.write(record(true, false));
    expect(theme.write("dark")).toBe(true);
    expect(localStorage.getItem(storageKeys.theme)).toBe('"dark"');
    expect(mayStore(storageKeys.languageSuggestion)).toBe(true);
  });

  it("treats a decision for an earlier revision of the list as no decision", () => {
    localStorage.setItem(
      storageKeys.consent,
      JSON.stringify({ ...record(true, true), revision: consentRevision - 1 }),
    );
    expect(consentStore.read()).toBeNull();
    expect(mayStore(storageKeys.theme)).toBe(false);
  });
});

describe("forgetCategory", () => {
  it("removes exactly the keys of the category turned off", () => {
    const kept = {
      [storageKeys.consent]: JSON.stringify(record(true, true)),
      [storageKeys.cart]: "[]",
      [storageKeys.comments("post-a")]: "[]",
      [storageKeys.adminAuth]: "true",
      "another-site-key": "1",
    };
    const preferences = {
      [storageKeys.theme]: '"dark"',
      [storageKeys.language]: '"fr"',
      [storageKeys.languageSuggestion]: '"fr"',
    };
    for (const [key, value] of Object.entries({ ...kept, ...preferences }))
      localStorage.setItem(key, value);
    const listener = vi.fn();
    const unsubscribe = createStore(storageKeys.theme, z.string(), "light").subscribe(listener);

    forgetCategory("thirdParty");
    expect(localStorage.length).toBe(Object.keys(kept).length + 3);

    forgetCategory("preferences");
    expect(Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]))).toEqual(kept);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
