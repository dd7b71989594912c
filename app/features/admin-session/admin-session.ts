import { demoAdmin } from "~/content/site";
import { nativeOutcome } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import { redirectUnlessStoredScript } from "~/lib/pre-paint";
import { storageKeys } from "~/lib/storage";
import { adminStore } from "./admin-marker";
import { serverLogin } from "./admin-api";
import type { LoginResult } from "./admin-api";

// Post pages need only the marker: it lives apart so they never load the sign-in code.
export { adminStore, isAdminMarker, useIsAdmin } from "./admin-marker";

export function credentialsMatch(username: string, password: string): boolean {
  return username === demoAdmin.username && password === demoAdmin.password;
}

/** Returns false when storage refused the write. */
export function signIn(): boolean {
  return adminStore.write(demoAdmin.marker);
}

export function signOut(): boolean {
  return adminStore.remove();
}

/**
 * Sends a visitor without the marker to /login (in the page's language) before /admin paints (see lib/pre-paint.ts). With
 * the intake service a native sign-in (app/lib/native-form.ts) arrives with ?signed-in=1 and no
 * marker yet: it loads, and the page asks the server, which decides.
 */
export const adminGateScript = redirectUnlessStoredScript(
  storageKeys.adminAuth,
  demoAdmin.marker,
  "/login",
  intakeEnabled ? nativeOutcome.signedInParam : undefined,
  true,
);

/**
 * Sign-in against the intake service. The server's session cookie is the authority; the stored
 * marker is set too, only as the hint the pre-paint gate reads (cleared on logout or a 401).
 */
export async function signInWithServer(username: string, password: string): Promise<LoginResult> {
  const { result } = await serverLogin(username, password);
  if (result === "success") signIn();
  return result;
}
