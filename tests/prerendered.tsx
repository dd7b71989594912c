import { act } from "react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";

// Raw act() outside Testing Library's render: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A page as a visitor's browser has it before the app runs: the component's server HTML in the
 * document, live but without handlers. Type into it like a visitor (set values on the DOM), then
 * `hydrate()` it exactly as the client entry does and check that nothing typed was lost.
 */
export function prerendered(ui: ReactElement, path = "/") {
  const page = <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>;
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  let root: Root | undefined;
  const recoverableErrors: unknown[] = [];
  return {
    container,
    /** Hydration mismatches React recovered from by rendering afresh (which would lose input). */
    recoverableErrors,
    async hydrate() {
      await act(async () => {
        root = hydrateRoot(container, page, {
          onRecoverableError: (error) => recoverableErrors.push(error),
        });
      });
    },
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** What typing does to a field, without the events no handler is there to hear yet. */
export function typeBeforeHydration(field: Element | null, value: string) {
  if (!(
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )) {
    throw new Error(`Not a form field: ${String(field)}`);
  }
  field.value = value;
}

/** What choosing a file does to a file input (jsdom has no DataTransfer to build a FileList). */
export function chooseFileBeforeHydration(input: Element | null, file: File) {
  if (!(input instanceof HTMLInputElement) || input.type !== "file")
    throw new Error("Not a file input");
  Object.defineProperty(input, "files", {
    configurable: true,
    value: Object.assign([file], { item: (i: number) => [file][i] ?? null }),
  });
}
