import { z } from "~/lib/zod";
import { loginPage } from "~/content/account";

const { usernameRequired, passwordRequired } = loginPage.form;

/**
 * Both fields are required; nothing is trimmed or case-folded, because the credential check is an
 * exact match and a near miss (" admin", "Admin") must fail rather than be silently corrected.
 */
export const loginSchema = z.object({
  username: z.string().check(z.minLength(1, usernameRequired)),
  password: z.string().check(z.minLength(1, passwordRequired)),
});

// The form's zod-free parts (values, outcomes, the decision) live in login-attempt.ts; the form
// loads this schema on its first validation, and the server enforces it (server/wire-schemas.ts).
export { attemptLogin } from "./login-attempt";
export type { LoginOutcome, LoginValues, ServerLoginOutcome } from "./login-attempt";

