import { z } from "~/lib/zod";
import { createStore, storageKeys } from "~/lib/storage";
import { storedApplicationSchema } from "./application-schema";
import type { StoredApplication } from "./application-fields";

const empty: StoredApplication[] = [];

// Only the static build's send uses this store, and the form loads it then (zod with it).
export const applicationsStore = createStore<StoredApplication[]>(
  storageKeys.jobApplications,
  z.array(storedApplicationSchema),
  empty,
);

/** Reads the current list, appends and writes; false when storage refused the write. */
export function appendApplication(application: StoredApplication): boolean {
  return applicationsStore.write([...applicationsStore.read(), application]);
}
