/**
 * `base` (a form's defaults plus a pre-fill from the URL) with every field the visitor has already
 * filled in kept as they typed it. A pre-fill is applied after hydration, and a visitor on a slow
 * connection may have typed into the prerendered form by then.
 */
export function keepTyped<T extends Record<string, string>>(base: T, current: T): T {
  const kept: Record<string, string> = { ...base };
  for (const key of Object.keys(base)) {
    const value = current[key];
    if (typeof value === "string" && value.trim() !== "") kept[key] = value;
  }
  return kept as T;
}
