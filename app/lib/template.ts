/**
 * Fills "{name}" placeholders in translated copy: "Signed in as {username}." with
 * { username: "admin" }. A placeholder without a value is left as written, so a missing value
 * shows up in tests instead of disappearing.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
