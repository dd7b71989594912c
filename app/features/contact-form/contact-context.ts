import { contactContextKeys, contactContextMaxLength } from "~/lib/contact-context-keys";

/**
 * Query text becomes plain text: control characters removed, whitespace collapsed, length capped.
 * It is only ever rendered as a form value, never as HTML or a URL.
 */
export function cleanQueryText(raw: string | null, maxLength: number): string {
  if (!raw) return "";
  const text = raw
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/**
 * The query parameters that pre-filled the form, cleaned like the prefill, so the inbox shows which
 * link (demo, product, plan, service, assessment, subject) a message came from.
 */
export function contactContext(
  params: URLSearchParams,
): Partial<Record<(typeof contactContextKeys)[number], string>> {
  const context: Partial<Record<(typeof contactContextKeys)[number], string>> = {};
  for (const key of contactContextKeys) {
    const value = cleanQueryText(params.get(key), contactContextMaxLength);
    if (value) context[key] = value;
  }
  return context;
}
