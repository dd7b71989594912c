import { z } from "~/lib/zod";
import { site } from "~/content/site";
import { redirectUnlessStoredScript } from "~/lib/pre-paint";
import { createStore, storageKeys, useStore } from "~/lib/storage";

/** The demo admin marker: a fixed string, exactly as the spec describes. Client-side only. */
export const adminStore = createStore<string | null>(
  storageKeys.adminAuth,
  z.nullable(z.string()),
  null,
);

export function isAdminMarker(value: string | null): boolean {
  return value === site.demoAdmin.marker;
}

export function credentialsMatch(username: string, password: string): boolean {
  return username === site.demoAdmin.username && password === site.demoAdmin.password;
}

/** Returns false when storage refused the write. */
export function signIn(): boolean {
  return adminStore.write(site.demoAdmin.marker);
}

export function signOut(): boolean {
  return adminStore.remove();
}

export function useIsAdmin(): boolean {
  return isAdminMarker(useStore(adminStore));
}

/** Sends a visitor without the marker to /login before /admin paints (see lib/pre-paint.ts). */
export const adminGateScript = redirectUnlessStoredScript(storageKeys.adminAuth, site.demoAdmin.marker, "/login");
