import { z } from "~/lib/zod";
import { createStore, storageKeys } from "~/lib/storage";
import { storedApplicationSchema } from "./application";
import type { StoredApplication } from "./application";

const empty: StoredApplication[] = [];

export const applicationsStore = createStore(
  storageKeys.jobApplications,
  z.array(storedApplicationSchema),
  empty,
);

/** Reads the current list, appends and writes; false when storage refused the write. */
export function appendApplication(application: StoredApplication): boolean {
  return applicationsStore.write([...applicationsStore.read(), application]);
}
