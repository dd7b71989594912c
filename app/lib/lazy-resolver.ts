import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/** The error type a form's onInvalid sees when its checks could not be loaded. */
export const checksUnavailable = "checks-unavailable";

/**
 * A react-hook-form resolver that imports the real one (zod and its schema) on the first
 * validation instead of with the page. A failed import (offline, a new deployment) calls
 * `unavailable` (the form says so), answers with a root error so nothing is submitted and every
 * value stays, and is retried on the next validation.
 */
export function lazyResolver<TValues extends FieldValues, TSubmission>(
  load: () => Promise<{ resolver: Resolver<TValues, unknown, TSubmission> }>,
  unavailable: () => void,
): Resolver<TValues, unknown, TSubmission> {
  let loading: Promise<{ resolver: Resolver<TValues, unknown, TSubmission> }> | null = null;
  return async (values, context, options) => {
    loading ??= load();
    let real: Resolver<TValues, unknown, TSubmission>;
    try {
      real = (await loading).resolver;
    } catch (error) {
      loading = null;
      console.warn("The form's checks could not be loaded.", error);
      unavailable();
      // A root error: react-hook-form keeps it through handleSubmit, so onInvalid runs, not onValid.
      const errors = { root: { type: checksUnavailable, message: checksUnavailable } };
      return { values: {}, errors: errors as FieldErrors<TValues> };
    }
    return real(values, context, options);
  };
}
