/** The sign-in form's values (the schema in login-schema.ts checks both are present). */
export type LoginValues = { username: string; password: string };

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
