/**
 * The only module that touches localStorage.
 *
 * Why it looks like this:
 * - Prerendering runs without `window`, so every access is guarded and the server snapshot is the
 *   fallback value; components read through `useSyncExternalStore`, so the first client render
 *   matches the prerendered HTML and the stored value arrives in a second render (no #418).
 * - Storage can throw (private mode, quota, disabled cookies) and values can be hand-edited or
 *   corrupted, so every call is wrapped and every read is validated; a bad value reads as the
 *   fallback and is overwritten by the next successful write.
 */
import { useSyncExternalStore } from "react";
import { browserStorage, inventoryEntryOf, localEntriesOf, parseConsentRecord } from "./storage-inventory";
import type { ConsentRecord, OptionalCategory, StorageEntryId } from "./storage-inventory";

/**
 * Any zod schema fits. Stores read on every page (theme, consent, cart) use `zod/mini`, whose
 * schemas have the same `safeParse` but cost a fifth of the bytes in the first-load bundle.
 */
export type StorageSchema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
};

const keyOf = (id: StorageEntryId) => browserStorage.find((entry) => entry.id === id)!.key;

/** The keys this module writes, from the storage inventory (app/lib/storage-inventory.ts). */
export const storageKeys = {
  theme: keyOf("theme"),
  consent: keyOf("consent"),
  cart: keyOf("cart"),
  adminAuth: keyOf("adminAuth"),
  jobApplications: keyOf("jobApplications"),
  language: keyOf("language"),
  languageSuggestion: keyOf("languageSuggestion"),
  comments: (slug: string) => `${keyOf("comments")}${slug}`,
} as const;

export type Store<T> = {
  readonly key: string;
  /** The stored value when it is present and valid, otherwise the fallback. */
  read(): T;
  /** Returns false when storage refused the write, so callers can tell the visitor. */
  write(value: T): boolean;
  remove(): boolean;
  subscribe(listener: () => void): () => void;
  serverSnapshot(): T;
};

const listeners = new Map<string, Set<() => void>>();
let crossTabListening = false;

function area(): Storage | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function notify(key: string | null) {
  if (key === null) {
    listeners.forEach((set) => set.forEach((listener) => listener()));
    return;
  }
  listeners.get(key)?.forEach((listener) => listener());
}

function listenAcrossTabs() {
  if (crossTabListening || typeof window === "undefined") return;
  crossTabListening = true;
  // Other tabs write the same keys; the storage event keeps badges and lists in step.
  window.addEventListener("storage", (event) => notify(event.key));
}

export function readRaw(key: string): string | null {
  try {
    return area()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function parseStored<T>(raw: string | null, schema: StorageSchema<T>, fallback: T): T {
  if (raw === null) return fallback;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
}

export function createStore<T>(key: string, schema: StorageSchema<T>, fallback: T): Store<T> {
  // useSyncExternalStore needs a stable snapshot: re-parse only when the raw string changes.
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  return {
    key,
    read() {
      const raw = readRaw(key);
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedValue = parseStored(raw, schema, fallback);
      }
      return cachedValue;
    },
    write(value) {
      const storage = area();
      if (!storage || !mayStore(key)) return false;
      try {
        storage.setItem(key, JSON.stringify(value));
      } catch {
        return false;
      }
      notify(key);
      return true;
    },
    remove() {
      const storage = area();
      if (!storage) return false;
      try {
        storage.removeItem(key);
      } catch {
        return false;
      }
      notify(key);
      return true;
    },
    subscribe(listener) {
      listenAcrossTabs();
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    serverSnapshot() {
      return fallback;
    },
  };
}

/**
 * The consent decision for the current inventory, or null while the visitor has not decided (or
 * decided for an earlier revision of the list): then nothing optional is stored or loaded.
 */
export const consentStore = createStore<ConsentRecord | null>(
  keyOf("consent"),
  {
    safeParse(input) {
      const data = parseConsentRecord(input);
      return data ? { success: true, data } : { success: false };
    },
  },
  null,
);

/**
 * Whether a key may be written now: a key of the inventory's `necessary` category always, an
 * optional one only while its category is consented. A key the inventory does not list is refused,
 * and in development and tests it throws, so code cannot store something the policy does not name.
 */
export function mayStore(key: string): boolean {
  const entry = inventoryEntryOf(key);
  if (!entry) {
    if (import.meta.env.DEV) throw new Error(`${key} is not in the storage inventory`);
    return false;
  }
  if (entry.category === "necessary") return true;
  return consentStore.read()?.categories[entry.category as OptionalCategory] === true;
}

/** The visitor's consented categories; null while undecided (prerender and hydration included). */
export function useConsentRecord(): ConsentRecord | null {
  return useStore(consentStore);
}

/**
 * Deletes what a category stored in this browser (its keys, and every key of a family such as a
 * post's comments): turning a category off is as easy as turning it on. Necessary keys stay.
 */
export function forgetCategory(category: OptionalCategory): void {
  const storage = area();
  if (!storage) return;
  const entries = localEntriesOf(category);
  try {
    for (let index = storage.length - 1; index >= 0; index -= 1) {
      const key = storage.key(index);
      if (
        key !== null &&
        entries.some((entry) => (entry.prefix ? key.startsWith(entry.key) : key === entry.key))
      ) {
        storage.removeItem(key);
        notify(key);
      }
    }
  } catch {
    // Storage that throws holds nothing we could delete.
  }
}

const storeCache = new Map<string, Store<unknown>>();

/**
 * One store per key, so components keyed by a slug share listeners and the snapshot cache.
 * `variant` separates stores of one key whose fallback differs (a page's language: the prerender
 * builds every language's page in one process, and each must show its own fallback).
 */
export function getStore<T>(key: string, schema: StorageSchema<T>, fallback: T, variant = ""): Store<T> {
  const cacheKey = variant ? `${key}\u0000${variant}` : key;
  let store = storeCache.get(cacheKey) as Store<T> | undefined;
  if (!store) {
    store = createStore(key, schema, fallback);
    storeCache.set(cacheKey, store as Store<unknown>);
  }
  return store;
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.read, store.serverSnapshot);
}

/**
 * For inline scripts that must run before first paint, before any bundle has loaded: an
 * expression reading a stored value with this module's JSON encoding. It throws on storage
 * errors and bad JSON, so callers wrap it in try/catch and treat a throw as "not stored".
 */
export function inlineStoredValueExpression(key: string): string {
  return `JSON.parse(localStorage.getItem(${JSON.stringify(key)}))`;
}
