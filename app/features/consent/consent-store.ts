import { guardSchema, oneOf } from "~/lib/guard-schema";
import { createStore, storageKeys, useStore } from "~/lib/storage";

const isConsent = oneOf(["accepted", "declined"]);
export type ConsentValue = "accepted" | "declined";

export const consentSchema = guardSchema(
  (input: unknown): input is ConsentValue | null => input === null || isConsent(input),
);

export const consentStore = createStore<ConsentValue | null>(storageKeys.consent, consentSchema, null);

/** null while no choice is stored (and during prerender/hydration). */
export function useConsent(): ConsentValue | null {
  return useStore(consentStore);
}
