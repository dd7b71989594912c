/**
 * Fills "{name}" placeholders in translated copy: loader data cannot carry functions, so messages
 * that take values travel as templates and are completed where the values are known. A placeholder
 * without a value is left as it is, so a missing value shows rather than vanishing.
 */
export function fillPlaceholders(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
