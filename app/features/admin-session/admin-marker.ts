import { demoAdmin } from "~/content/site";
import { guardSchema } from "~/lib/guard-schema";
import { createStore, storageKeys, useStore } from "~/lib/storage";

/** The demo admin marker: a fixed string, exactly as the spec describes. Client-side only. */
export const adminStore = createStore<string | null>(
  storageKeys.adminAuth,
  // A guard, not zod: post pages read this marker, and zod's core would outweigh their own code.
  guardSchema((input: unknown): input is string | null => input === null || typeof input === "string"),
  null,
);

export function isAdminMarker(value: string | null): boolean {
  return value === demoAdmin.marker;
}

export function useIsAdmin(): boolean {
  return isAdminMarker(useStore(adminStore));
}
