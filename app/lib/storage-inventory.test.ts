import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as en from "~/content/legal";
import * as fr from "~/content/compiled/fr/legal";
import * as ar from "~/content/compiled/ar/legal";
import { storageKeys } from "./storage";
import {
  consentRevision,
  inventoryEntryOf,
  localEntriesOf,
  parseConsentRecord,
  storageInventory,
} from "./storage-inventory";
import type { StorageEntry } from "./storage-inventory";

/**
 * The fingerprint of the inventory for each revision. When this test fails, the list changed:
 * bump `consentRevision` in storage-inventory.ts (every visitor is asked again) and add the new
 * fingerprint here. Never edit an old line.
 */
const fingerprints: Record<number, string> = {
  1: "b50755327b817042620eba7b3cd6f9a706eb6ce5c069b1a4a420d8e0bcad22ac",
};

function fingerprint(list: readonly StorageEntry[]): string {
  const facts = list.map(({ id, key, prefix, area, category, party, lifetime }) => ({
    id,
    key,
    prefix: prefix ?? false,
    area,
    category,
    party,
    lifetime,
  }));
  // The order is the policy's; only what is stored counts.
  facts.sort((a, b) => a.id.localeCompare(b.id));
  return createHash("sha256").update(JSON.stringify(facts)).digest("hex");
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const appFiles = sourceFiles(path.resolve(__dirname, ".."));
const relative = (file: string) => path.relative(path.resolve(__dirname, "../.."), file);

describe("the storage inventory", () => {
  it("names each entry once, with a key", () => {
    const ids = storageInventory.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = storageInventory.map((entry) => `${entry.area}:${entry.key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("has a revision whose fingerprint is pinned: a changed list needs a new revision", () => {
    expect(
      fingerprints[consentRevision],
      `The storage inventory changed: bump consentRevision to ${consentRevision + 1} and pin ${fingerprint(storageInventory)}`,
    ).toBe(fingerprint(storageInventory));
  });

  it("gives a different fingerprint to any change of key, category, party or lifetime", () => {
    const base = fingerprint(storageInventory);
    const changes: Array<(entry: StorageEntry) => StorageEntry> = [
      (entry) => ({ ...entry, key: `${entry.key}-x` }),
      (entry) => ({
        ...entry,
        category: entry.category === "necessary" ? "preferences" : "necessary",
      }),
      (entry) => ({ ...entry, party: entry.party === "first" ? "third" : "first" }),
      (entry) => ({ ...entry, lifetime: entry.lifetime === "tab" ? "persistent" : "tab" }),
    ];
    for (const change of changes) {
      const changed = storageInventory.map((entry, index) => (index === 0 ? change(entry) : entry));
      expect(fingerprint(changed)).not.toBe(base);
    }
    expect(fingerprint(storageInventory.slice(1))).not.toBe(base);
  });

  it("lists every key the storage layer writes", () => {
    const keys = Object.values(storageKeys).map((key) =>
      typeof key === "function" ? key("any-post") : key,
    );
    for (const key of keys) expect(inventoryEntryOf(key), key).toBeDefined();
  });

  it("has only categories the site uses: no analytics, no advertising", () => {
    expect(new Set(storageInventory.map((entry) => entry.category))).toEqual(
      new Set(["necessary", "preferences", "thirdParty"]),
    );
    expect(localEntriesOf("preferences").map((entry) => entry.id)).toEqual([
      "theme",
      "language",
      "languageSuggestion",
    ]);
    expect(
      storageInventory.filter((entry) => entry.party === "third").map((entry) => entry.id),
    ).toEqual(["map"]);
  });

  it("is the only way app code reaches browser storage or cookies", () => {
    // Browser storage is touched in storage.ts, and in the consent banner's inline script, whose
    // keys come from this inventory (banner-script.ts). Nothing writes document.cookie.
    const allowed = new Set(["app/lib/storage.ts", "app/features/consent/banner-script.ts"]);
    const offenders = appFiles.filter((file) => {
      const source = fs.readFileSync(file, "utf8").replace(/^\s*(\/\/|\/\*|\*).*$/gm, "");
      return (
        !allowed.has(relative(file)) &&
        /\b(localStorage|sessionStorage|indexedDB)\s*[.[]|document\.cookie|cookieStore|caches\.open/.test(
          source,
        )
      );
    });
    expect(offenders.map(relative)).toEqual([]);
  });

  it("is where every store's key comes from", () => {
    const stores = appFiles.flatMap((file) => {
      if (relative(file) === "app/lib/storage.ts") return [];
      const source = fs.readFileSync(file, "utf8");
      return [...source.matchAll(/\b(?:createStore|getStore)\s*(?:<[^(]*>)?\(\s*([^,\s]+)/g)].map(
        (match) => `${relative(file)}: ${match[1]}`,
      );
    });
    expect(stores.length).toBeGreaterThan(5);
    for (const store of stores) expect(store).toMatch(/: storageKeys\.\w+/);
  });

  it("has a purpose for every entry in every language of the cookie policy", () => {
    for (const table of [en.cookieTable, fr.cookieTable, ar.cookieTable]) {
      for (const entry of storageInventory) {
        expect(table.purposes[entry.id], entry.id).toMatch(/\S/);
        expect(table.lifetimes[entry.lifetime]).toMatch(/\S/);
        expect(table.categories[entry.category]).toMatch(/\S/);
      }
      expect(Object.keys(table.purposes).sort()).toEqual(
        storageInventory.map((entry) => entry.id).sort(),
      );
    }
  });
});

describe("parseConsentRecord", () => {
  const valid = {
    revision: consentRevision,
    categories: { preferences: true, thirdParty: false },
    decidedAt: "2026-11-26T10:00:00.000Z",
    consentId: "0123456789abcdef0123456789abcdef",
  };

  it("reads a decision for the current revision", () => {
    expect(parseConsentRecord(valid)).toEqual(valid);
  });

  it("drops unknown fields", () => {
    expect(parseConsentRecord({ ...valid, tracking: 1 })).toEqual(valid);
  });

  it("keeps the previous banner's refusal as a refusal of everything optional", () => {
    expect(parseConsentRecord("declined")).toEqual({
      revision: consentRevision,
      categories: { preferences: false, thirdParty: false },
      decidedAt: "",
      consentId: "",
    });
  });

  it.each([
    ["the previous banner's acceptance (for analytics the site never had)", "accepted"],
    ["nothing", null],
    ["an earlier revision", { ...valid, revision: consentRevision - 1 }],
    ["a later revision", { ...valid, revision: consentRevision + 1 }],
    ["a missing category", { ...valid, categories: { preferences: true } }],
    [
      "a category that is not a boolean",
      { ...valid, categories: { preferences: "yes", thirdParty: false } },
    ],
    ["a malformed id", { ...valid, consentId: "not-an-id" }],
    ["a missing time", { ...valid, decidedAt: undefined }],
    ["an array", [valid]],
    ["a number", 1],
  ])("asks again for %s", (_name, input) => {
    expect(parseConsentRecord(input)).toBeNull();
  });
});
