/**
 * The one email check, shared by every form and the server: exactly one address, `local@domain`,
 * nothing a mail header could read as a second address, a display name, a group or a new line.
 * Dependency-free, so the browser's forms, the server's schemas and the mailer use the same rule.
 */

/** RFC 5321's limit on a forward path; the forms' limits are the same number. */
export const emailAddressMaxLength = 254;

// Any character but whitespace (Unicode's too: no-break spaces, line and paragraph separators),
// control and format characters (bidi overrides, zero-width), and the address-list syntax: the `@`
// separator, commas and semicolons (lists), angle brackets and parentheses (display names and
// comments), colons (groups), square brackets (literals), double quotes, backticks and backslashes
// (quoted local parts). An apostrophe stays allowed: o'brien@example.ca is an ordinary address.
const localAtom = String.raw`[^\s\p{Cc}\p{Cf}@,;:<>()\[\]"\x60\\.]+`;
// Domain labels are letters (any script), digits and hyphens, separated by single dots; at least
// one dot, so "name@localhost" and "name@x" are refused.
const domainLabel = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;

/**
 * Exactly one address: dot-separated atoms (no leading, trailing or doubled dot), `@`, then a
 * domain with a dot; 254 characters at most. No `g` flag: the pattern is safe to reuse.
 */
export const emailAddressPattern = new RegExp(
  String.raw`^(?=[^]{1,${emailAddressMaxLength}}$)${localAtom}(?:\.${localAtom})*@${domainLabel}(?:\.${domainLabel})+$`,
  "u",
);

/** Whether `value` is exactly one email address (no trimming: the forms trim before they check). */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === "string" && emailAddressPattern.test(value);
}
