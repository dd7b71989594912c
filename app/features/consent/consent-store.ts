/**
 * The contact page's view of the decision. Small on purpose: the code that applies a decision is
 * consent-actions.ts, loaded with the dialog.
 */
import { consentStore, useConsentRecord } from "~/lib/storage";

export { consentStore };

export type ConsentValue = "accepted" | "declined";

/**
 * The contact page's map reads this: "accepted" while third-party content is consented,
 * "declined" once decided otherwise, null while undecided. New code reads `useConsentRecord`.
 */
export function useConsent(): ConsentValue | null {
  const record = useConsentRecord();
  if (record === null) return null;
  return record.categories.thirdParty ? "accepted" : "declined";
}
