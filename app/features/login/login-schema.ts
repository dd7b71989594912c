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

// The form's zod-free parts (values, outcomes, the decision) live in login-attempt.ts; the form
// loads this schema on its first validation, and the server enforces it (server/wire-schemas.ts).
export { attemptLogin } from "./login-attempt";
export type { LoginOutcome, LoginValues, ServerLoginOutcome } from "./login-attempt";
