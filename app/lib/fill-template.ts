/**
 * Fills "{name}" placeholders from `values`: translated strings that embed a value travel as data
 * (loader data cannot hold functions). An unknown placeholder is left as written.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
