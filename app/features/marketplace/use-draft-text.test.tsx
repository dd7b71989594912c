import { act, renderHook } from "@testing-library/react";
import { startTransition, useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { settleDraft, useDraftText } from "./use-draft-text";

describe("settleDraft", () => {
  const typing = { draft: "bac", written: ["b", "ba", "bac"], seen: "" };

  it("keeps the state when the committed value is the one it saw", () => {
    expect(settleDraft(typing, "")).toBe(typing);
  });

  it("keeps the draft when the committed value is one the field wrote", () => {
    expect(settleDraft(typing, "ba")).toEqual({ ...typing, seen: "ba" });
  });

  it("drops the draft when the committed value comes from elsewhere", () => {
    expect(settleDraft(typing, "cloud")).toEqual({ draft: null, written: [], seen: "cloud" });
  });
});

describe("useDraftText", () => {
  it("shows the committed value until the visitor types", () => {
    const { result } = renderHook(({ committed }) => useDraftText(committed), { initialProps: { committed: "500" } });
    expect(result.current.value).toBe("500");
    expect(result.current.isDirty).toBe(false);
  });

  it("keeps the typed text while the committed value catches up, even out of order", () => {
    const { result, rerender } = renderHook(({ committed }) => useDraftText(committed), {
      initialProps: { committed: "" },
    });
    act(() => result.current.type("c", "c"));
    act(() => result.current.type("cr", "cr"));
    rerender({ committed: "c" });
    expect(result.current.value).toBe("cr");
    rerender({ committed: "cr" });
    expect(result.current.value).toBe("cr");
  });

  it("drops the draft when the value changes for another reason", () => {
    const { result, rerender } = renderHook(({ committed }) => useDraftText(committed), {
      initialProps: { committed: "1500" },
    });
    act(() => result.current.type("15", "15"));
    rerender({ committed: "15" });
    rerender({ committed: "1500" });
    expect(result.current.value).toBe("1500");
    expect(result.current.isDirty).toBe(false);
  });

  it("keeps a rejected draft on screen until reset", () => {
    const { result } = renderHook(({ committed }) => useDraftText(committed), { initialProps: { committed: "100" } });
    act(() => result.current.type("5000", null));
    expect(result.current.value).toBe("5000");
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.reset());
    expect(result.current.value).toBe("100");
  });
});

describe("useDraftText with the committed value in a transition", () => {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  afterEach(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  /** Enough rendering work after the field that React yields mid-render. */
  function Slow() {
    const end = performance.now() + 2;
    while (performance.now() < end);
    return null;
  }

  // The router delivers the URL's new value in a transition; the next keystroke is urgent and
  // interrupts that render. What was typed must survive it (the marketplace's search lost "bac"
  // of "backup" this way).
  it("keeps what was typed when a keystroke interrupts the render that brought its echo", async () => {
    // Real scheduling, so the transition render can yield and be interrupted.
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    let field: ReturnType<typeof useDraftText> | undefined;
    let commit: (value: string) => void = () => {};
    const renders: string[] = [];
    function Field({ committed }: { committed: string }) {
      field = useDraftText(committed);
      renders.push(`${committed}:${field.value}`);
      return null;
    }
    function Page() {
      const [committed, setCommitted] = useState("");
      commit = setCommitted;
      return (
        <>
          <Field committed={committed} />
          {Array.from({ length: 30 }, (_, index) => (
            <Slow key={index} />
          ))}
        </>
      );
    }
    const root = createRoot(document.createElement("div"));
    flushSync(() => root.render(<Page />));

    flushSync(() => field!.type("b", "b"));
    startTransition(() => commit("b"));
    // The transition has rendered the field and yielded, not committed yet.
    await new Promise<void>((resolve) => {
      const check = () => (renders.at(-1) === "b:b" ? resolve() : setTimeout(check, 0));
      check();
    });
    flushSync(() => field!.type("ba", "ba"));
    // The keystroke rendered against the committed value the transition had not replaced yet.
    expect(renders.at(-1)).toBe(":ba");
    expect(field!.value).toBe("ba");

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(renders.at(-1)).toBe("b:ba");
    expect(field!.value).toBe("ba");
    root.unmount();
  });
});
