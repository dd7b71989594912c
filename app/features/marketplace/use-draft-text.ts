import { useLayoutEffect, useState } from "react";

export type DraftState = {
  /** Text being typed, or null to show the committed value. */
  draft: string | null;
  /** Committed values this field produced since it gained focus. */
  written: string[];
  /** The committed value the state was last settled against. */
  seen: string;
};

/**
 * The state once the committed value is `committed`: a value this field wrote itself (the URL
 * catching up, in any order) keeps the draft; any other value (Clear All Filters, back and
 * forward) drops it.
 */
export function settleDraft(state: DraftState, committed: string): DraftState {
  if (state.seen === committed) return state;
  const echo = state.written.includes(committed);
  return { seen: committed, draft: echo ? state.draft : null, written: echo ? state.written : [] };
}

/**
 * A text field whose committed value round-trips through the URL. The field shows what the
 * visitor types at once (a URL update is asynchronous and would fight the caret), keeps it
 * while the URL catches up with values it wrote itself, and drops it when the value changes
 * for another reason (Clear All Filters, back and forward) or when the field loses focus.
 *
 * The committed value arrives in a transition (router navigations are), so a render that sees a
 * new one may be thrown away by the next keystroke. The settled state is therefore derived while
 * rendering and stored only from a layout effect, i.e. for a committed render: a state update
 * made during rendering outlived such a discarded render, and the keystroke's render then
 * compared an older committed value with the newer one it had seen, and dropped what was typed.
 */
export function useDraftText(committed: string) {
  const [stored, setState] = useState<DraftState>(() => ({ draft: null, written: [], seen: committed }));
  const state = settleDraft(stored, committed);

  // Before paint, and only for a committed render; settleDraft returns the same object once
  // settled, so this re-renders at most once per new committed value. An effect on purpose: the
  // render-phase update React recommends for this is what lost the typed text (see above).
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setState((previous) => settleDraft(previous, committed));
  }, [committed]);

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
