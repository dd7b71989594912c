import { describe, expect, it } from "vitest";
import { liveMode, rotationState, slidePosition, wrapIndex } from "./carousel-rules";

const base = {
  choice: null,
  reducedMotion: false,
  hovered: false,
  focused: false,
  count: 4,
} as const;

describe("wrapIndex", () => {
  it("wraps from the last slide to the first and from the first back to the last", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(9, 4)).toBe(1);
  });

  it("returns 0 for an empty carousel instead of NaN", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("rotationState", () => {
  it("rotates by default", () => {
    expect(rotationState(base)).toEqual({ playing: true, rotating: true });
  });

  it("pauses while hovered or focused but keeps showing the playing state", () => {
    expect(rotationState({ ...base, hovered: true })).toEqual({ playing: true, rotating: false });
    expect(rotationState({ ...base, focused: true })).toEqual({ playing: true, rotating: false });
  });

  it("does not start on its own when the visitor prefers reduced motion", () => {
    expect(rotationState({ ...base, reducedMotion: true })).toEqual({
      playing: false,
      rotating: false,
    });
  });

  it("lets an explicit choice override the motion preference in both directions", () => {
    expect(rotationState({ ...base, reducedMotion: true, choice: "play" })).toEqual({
      playing: true,
      rotating: true,
    });
    expect(rotationState({ ...base, choice: "pause" })).toEqual({
      playing: false,
      rotating: false,
    });
  });

  it("never rotates a single slide", () => {
    expect(rotationState({ ...base, count: 1 })).toEqual({ playing: false, rotating: false });
  });
});

describe("announcements", () => {
  it("silences the live region only while rotating", () => {
    expect(liveMode(true)).toBe("off");
    expect(liveMode(false)).toBe("polite");
  });

  it("labels slides by position", () => {
    expect(slidePosition(0, 4)).toBe("1 of 4");
    expect(slidePosition(3, 4)).toBe("4 of 4");
    expect(slidePosition(1, 3, "{number} sur {count}")).toBe("2 sur 3");
  });
});
