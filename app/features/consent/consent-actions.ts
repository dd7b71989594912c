/**
 * Applying a decision: the versioned record, what withdrawing deletes, and the proof sent to the
 * intake service: the settings dialog's Save, and the banner of a page the client renders itself
 * (banner-fallback.ts). The prerendered banner's inline script does the same (banner-script.ts).
 */
import { intakeEnabled } from "~/lib/intake-mode";
import type { SiteLocale } from "~/lib/locales";
import { consentStore, forgetCategory } from "~/lib/storage";
import { consentRevision, optionalCategories } from "~/lib/storage-inventory";
import type { ConsentCategories, ConsentRecord } from "~/lib/storage-inventory";
import { consentEndpoint } from "./consent-endpoints";
import type { ConsentDecision, ConsentSource } from "./consent-schema";

export const allOn: ConsentCategories = { preferences: true, thirdParty: true };
export const allOff: ConsentCategories = { preferences: false, thirdParty: false };

/** 128 random bits as hex; the same algorithm as the banner's inline script. */
export function newConsentId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/** The record a decision stores: the browser keeps its consent id from one decision to the next. */
export function recordFor(
  categories: ConsentCategories,
  previous: ConsentRecord | null,
  now = new Date(),
): ConsentRecord {
  return {
    revision: consentRevision,
    categories: { preferences: categories.preferences, thirdParty: categories.thirdParty },
    decidedAt: now.toISOString(),
    consentId: previous?.consentId || newConsentId(),
  };
}

/** The banner's state for the pre-paint script and CSS: "set" hides it, "gpc" shows the GPC note. */
export function markBanner(state: "set" | "gpc"): void {
  document.documentElement.dataset.consent = state;
}

/**
 * Stores a decision, deletes what each category now off had stored (the map unloads as its
 * consent goes), hides the banner and logs the decision when the intake service runs. If storage
 * refuses the write, the choice still holds for this page.
 */
export function decide(
  categories: ConsentCategories,
  source: ConsentSource,
  locale: SiteLocale,
): ConsentRecord {
  const record = recordFor(categories, consentStore.read());
  consentStore.write(record);
  for (const category of optionalCategories) {
    if (!categories[category]) forgetCategory(category);
  }
  if (source !== "gpc") markBanner("set");
  logDecision(record, source, locale);
  return record;
}

/** Proof for the log; never awaited, never shown: a failure leaves the choice applied locally. */
export function logDecision(record: ConsentRecord, source: ConsentSource, locale: SiteLocale) {
  if (!intakeEnabled) return;
  const decision: ConsentDecision = {
    consentId: record.consentId,
    revision: record.revision,
    categories: record.categories,
    decidedAt: record.decidedAt,
    source,
    locale,
  };
  try {
    void fetch(consentEndpoint, {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(decision),
    }).catch(() => {});
  } catch {
    // A browser without fetch keepalive, or one that refuses the request: the choice still holds.
  }
}

/** A browser sending Global Privacy Control: optional categories start off without asking. */
export function sendsGlobalPrivacyControl(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}
