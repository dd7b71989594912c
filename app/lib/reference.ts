/**
 * The reference number a visitor reads in their confirmation email ("NP-1F3A9C07"), derived from
 * the stored submission's id so it needs no column of its own. Dependency-free: the server writes
 * it, and a page may show it later with the same function.
 */

export const referencePrefix = "NP";

/** "NP-" and eight uppercase hexadecimal digits. */
export const referencePattern = /^NP-[0-9A-F]{8}$/;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 32-bit FNV-1a over the UTF-16 code units: a stable spread for ids that are not UUIDs. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The reference for a submission id. A UUID's first eight digits are its random part, so staff can
 * find the record by the start of its id; any other id is hashed. The same id always gives the
 * same reference.
 */
export function referenceFor(id: string): string {
  const digits = uuidPattern.test(id) ? id.slice(0, 8) : fnv1a(id).toString(16).padStart(8, "0");
  return `${referencePrefix}-${digits.toUpperCase()}`;
}
