import { z } from "~/lib/zod";
import { loginPage } from "~/content/account";

export type LoginSchemaMessages = { usernameRequired: string; passwordRequired: string };

/**
 * Both fields are required; nothing is trimmed or case-folded, because the credential check is an
 * exact match and a near miss (" admin", "Admin") must fail rather than be silently corrected.
 * The browser builds it with the page's language; the rules are the same in every language.
 */
export function createLoginSchema({ usernameRequired, passwordRequired }: LoginSchemaMessages) {
  return z.object({
    username: z.string().check(z.minLength(1, usernameRequired)),
    password: z.string().check(z.minLength(1, passwordRequired)),
  });
}

/** The English schema: the server validates sign-ins with it (pure: no page ships it). */
export const loginSchema = /* @__PURE__ */ (() => createLoginSchema(loginPage.form))();

export type LoginValues = z.infer<typeof loginSchema>;

export type LoginOutcome = "success" | "invalid" | "storage-error";

/** What the intake service answers to a sign-in. */
export type ServerLoginOutcome = "success" | "invalid" | "locked" | "unavailable";

/** The decision after a valid form: check the pair, then try to store the session. */
export function attemptLogin(
  values: LoginValues,
  verify: (username: string, password: string) => boolean,
  startSession: () => boolean,
): LoginOutcome {
  if (!verify(values.username, values.password)) return "invalid";
  return startSession() ? "success" : "storage-error";
}
