import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDraftText } from "./use-draft-text";

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
