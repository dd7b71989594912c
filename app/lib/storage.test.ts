import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createStore, parseStored } from "./storage";

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
    const store = createStore("test-key", schema, []);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.write([{ id: "a", quantity: 1 }])).toBe(true);
    expect(store.read()).toEqual([{ id: "a", quantity: 1 }]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("keeps the same snapshot object while the raw value is unchanged", () => {
    const store = createStore("test-key", schema, []);
    store.write([{ id: "a", quantity: 1 }]);
    expect(store.read()).toBe(store.read());
  });

  it("reads the fallback when the stored value was hand-edited into garbage", () => {
    const store = createStore("test-key", schema, []);
    localStorage.setItem("test-key", "{not json");
    expect(store.read()).toEqual([]);
    expect(store.write([{ id: "b", quantity: 3 }])).toBe(true);
    expect(JSON.parse(localStorage.getItem("test-key") ?? "")).toEqual([{ id: "b", quantity: 3 }]);
  });

  it("reports a failed write instead of throwing", () => {
    const store = createStore("test-key", schema, []);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(store.write([{ id: "a", quantity: 1 }])).toBe(false);
    expect(store.read()).toEqual([]);
  });

  it("reads the fallback when getItem throws", () => {
    const store = createStore("test-key", schema, []);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(store.read()).toEqual([]);
  });

  it("removes the value", () => {
    const store = createStore("test-key", schema, []);
    store.write([{ id: "a", quantity: 1 }]);
    expect(store.remove()).toBe(true);
    expect(store.read()).toEqual([]);
  });
});
