/**
 * Everything the site stores or loads in a visitor's browser, in one typed list (issue 30). The
 * storage layer takes its keys from it and refuses a key that is not in it, the consent banner asks
 * for its categories, and the cookie policy renders it as its table (the purpose and duration of
 * each entry, in each language, are in app/content/legal.ts under `cookieTable`).
 *
 * Categories are what the site really does, nothing more: `necessary` (the site works, keeps what
 * the visitor asked it to keep, and stays secure), `preferences` (remembering the visitor's own
 * choices about how the site looks and speaks) and `thirdParty` (content loaded from another
 * site). There is no analytics and no advertising, so there is no category for them.
 *
 * When an entry is added, removed or changed, bump `consentRevision`: every visitor is then asked
 * again. storage-inventory.test.ts pins the list's fingerprint per revision and fails until then.
 */
import { storagePrefix } from "~/content/site";

export type StorageCategory = "necessary" | "preferences" | "thirdParty";
/** The categories a visitor chooses; `necessary` is always on. */
export type OptionalCategory = Exclude<StorageCategory, "necessary">;
export const optionalCategories: readonly OptionalCategory[] = ["preferences", "thirdParty"];

export type StorageEntry = {
  /** Stable name, used by the policy's descriptions. */
  id: string;
  /** The exact key, cookie name or origin; with `prefix`, the start of a family of keys. */
  key: string;
  prefix?: true;
  /** Where it lives: the browser's storage, a cookie, or a frame from another site. */
  area: "localStorage" | "sessionStorage" | "cookie" | "frame";
  category: StorageCategory;
  party: "first" | "third";
  /** How long it stays: until removed, until the tab closes, a sign-in, or the other site's rules. */
  lifetime: "persistent" | "tab" | "signIn" | "provider";
  /** Written by something other than app/lib/storage.ts (the server, React Router, a frame). */
  external?: true;
};

/** An entry of the site's own localStorage: first party, kept until removed (see `ownStorage`). */
export type BrowserEntry = Pick<StorageEntry, "id" | "key" | "prefix" | "category">;
const ownStorage = { area: "localStorage", party: "first", lifetime: "persistent" } as const;

const prefix = storagePrefix;

/**
 * What the site's own code keeps in localStorage, through app/lib/storage.ts (which reads this part
 * on every page, so it stays small: the facts every such entry shares are `ownStorage`).
 */
export const browserStorage = [
  {
    id: "consent",
    key: `${prefix}-cookie-consent`,
    category: "necessary",
  },
  {
    id: "cart",
    key: `${prefix}-cart`,
    category: "necessary",
  },
  {
    id: "comments",
    key: `${prefix}-comments-`,
    prefix: true,
    category: "necessary",
  },
  {
    id: "jobApplications",
    key: `${prefix}-job-applications`,
    category: "necessary",
  },
  {
    id: "adminAuth",
    key: `${prefix}-admin-auth`,
    category: "necessary",
  },
  {
    id: "theme",
    key: `${prefix}-theme`,
    category: "preferences",
  },
  {
    id: "language",
    key: `${prefix}-language`,
    category: "preferences",
  },
  {
    id: "languageSuggestion",
    key: `${prefix}-language-suggestion`,
    category: "preferences",
  },
] as const satisfies readonly BrowserEntry[];

/** What others keep for the site: the server's cookie, React Router's tab storage, the map's frame. */
export const otherStorage = [
  {
    id: "adminSession",
    // server/auth.ts names it (server/consent.test.ts checks the two agree).
    key: `${prefix}_admin`,
    area: "cookie",
    category: "necessary",
    party: "first",
    lifetime: "signIn",
    external: true,
  },
  {
    id: "scrollPositions",
    key: "react-router-scroll-positions",
    area: "sessionStorage",
    category: "necessary",
    party: "first",
    lifetime: "tab",
    external: true,
  },
  {
    id: "manifestVersion",
    key: "react-router-manifest-version",
    area: "sessionStorage",
    category: "necessary",
    party: "first",
    lifetime: "tab",
    external: true,
  },
  {
    id: "map",
    key: "https://www.openstreetmap.org",
    area: "frame",
    category: "thirdParty",
    party: "third",
    lifetime: "provider",
    external: true,
  },
] as const satisfies readonly StorageEntry[];

export type StorageEntryId =
  | (typeof browserStorage)[number]["id"]
  | (typeof otherStorage)[number]["id"];

function combine(
  own: readonly BrowserEntry[],
  others: readonly StorageEntry[],
): ReadonlyArray<StorageEntry & { id: StorageEntryId }> {
  return [...own.map((entry) => ({ ...entry, ...ownStorage })), ...others] as never;
}

/**
 * The whole list, in the cookie policy's order. Marked pure so that a page which only stores (every
 * page) does not carry the entries written by others: only the policy's loader and tests read it.
 */
export const storageInventory = /* @__PURE__ */ combine(browserStorage, otherStorage);


/** The revision of the list a consent was given for; bump it with any change to the list. */
export const consentRevision = 1;

/** The entry a localStorage key belongs to, or undefined when the list does not name it. */
export function inventoryEntryOf(key: string): BrowserEntry | undefined {
  return (browserStorage as readonly BrowserEntry[]).find((entry) =>
    entry.prefix ? key.startsWith(entry.key) : key === entry.key,
  );
}

/** The localStorage entries of a category: what turning it off deletes. */
export function localEntriesOf(category: StorageCategory): BrowserEntry[] {
  return (browserStorage as readonly BrowserEntry[]).filter((entry) => entry.category === category);
}

export type ConsentCategories = Record<OptionalCategory, boolean>;

/** The stored decision: for which revision of the list, what, when, and a random id for proof. */
export type ConsentRecord = {
  revision: number;
  categories: ConsentCategories;
  decidedAt: string;
  consentId: string;
};

/** 128 random bits as 32 lower-case hex digits: names a decision in the server's log, nothing else. */
export const consentIdPattern = /^[0-9a-f]{32}$/;

function isObject(input: unknown): input is Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input);
}

/**
 * A stored consent value as a decision for the current list, or null when the visitor must be
 * asked (nothing stored, garbage, a decision for an earlier revision of the list).
 * The previous banner stored the bare strings "accepted" and "declined", for "analytics cookies"
 * the site never had: an acceptance answers none of today's questions and is asked again; a
 * refusal is kept as a refusal of everything optional (the most private reading), with no id or
 * time because none was kept then. The next choice replaces it.
 */
export function parseConsentRecord(input: unknown): ConsentRecord | null {
  if (input === "declined")
    return {
      revision: consentRevision,
      categories: { preferences: false, thirdParty: false },
      decidedAt: "",
      consentId: "",
    };
  if (!isObject(input) || input.revision !== consentRevision) return null;
  const { categories, decidedAt, consentId } = input;
  if (
    !isObject(categories) ||
    typeof categories.preferences !== "boolean" ||
    typeof categories.thirdParty !== "boolean" ||
    typeof decidedAt !== "string" ||
    typeof consentId !== "string" ||
    !consentIdPattern.test(consentId)
  )
    return null;
  return {
    revision: consentRevision,
    categories: { preferences: categories.preferences, thirdParty: categories.thirdParty },
    decidedAt,
    consentId,
  };
}
