import * as z from "zod/mini";
import { createStore, storageKeys, useStore } from "~/lib/storage";

export const consentSchema = z.enum(["accepted", "declined"]);
export type ConsentValue = z.infer<typeof consentSchema>;

export const consentStore = createStore<ConsentValue | null>(
  storageKeys.consent,
  z.nullable(consentSchema),
  null,
);

/** null while no choice is stored (and during prerender/hydration). */
export function useConsent(): ConsentValue | null {
  return useStore(consentStore);
}
