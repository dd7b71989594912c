import type { StorageSchema } from "./storage";

/**
 * A storage schema from a type guard. The theme, consent and cart stores are read on every page,
 * and any zod import there pulls zod's shared core (about 14 KB gzipped) into every first load,
 * so those three validate with small guards; everything else validates with zod.
 */
export function guardSchema<T>(guard: (input: unknown) => input is T): StorageSchema<T> {
  return {
    safeParse: (input: unknown) => (guard(input) ? { success: true, data: input } : { success: false }),
  };
}

export function oneOf<const T extends string>(values: readonly T[]) {
  return (input: unknown): input is T => typeof input === "string" && (values as readonly string[]).includes(input);
}

export function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input);
}
