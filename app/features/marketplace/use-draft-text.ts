import { useState } from "react";

type DraftState = {
  /** Text being typed, or null to show the committed value. */
  draft: string | null;
  /** Committed values this field produced since it gained focus. */
  written: string[];
  /** The committed value seen at the last render. */
  seen: string;
};

/**
 * A text field whose committed value round-trips through the URL. The field shows what the
 * visitor types at once (a URL update is asynchronous and would fight the caret), keeps it
 * while the URL catches up with values it wrote itself, and drops it when the value changes
 * for another reason (Clear All Filters, back and forward) or when the field loses focus.
 */
export function useDraftText(committed: string) {
  const [state, setState] = useState<DraftState>({ draft: null, written: [], seen: committed });

  if (state.seen !== committed) {
    const echo = state.written.includes(committed);
    setState({ seen: committed, draft: echo ? state.draft : null, written: echo ? state.written : [] });
  }

  return {
    value: state.draft ?? committed,
    /** `wrote` is the committed value this text produced, or null when it was rejected. */
    type(text: string, wrote: string | null) {
      setState((previous) => ({
        ...previous,
        draft: text,
        written: wrote === null ? previous.written : [...previous.written, wrote],
      }));
    },
    reset() {
      setState((previous) => ({ ...previous, draft: null, written: [] }));
    },
    isDirty: state.draft !== null,
  };
}
