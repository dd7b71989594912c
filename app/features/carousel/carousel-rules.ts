import { fillTemplate } from "~/lib/fill-template";

/** Pure rules of the accessible carousel (APG carousel pattern), kept apart from embla and React. */

export const rotationInterval = 7000;

export type RotationChoice = "play" | "pause" | null;

/** The slide after (or before) `index`, wrapping from the last slide to the first and back. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * `playing` is what the rotation control shows; `rotating` is whether the timer runs. A visitor's
 * explicit choice wins over the reduced-motion preference; hover and focus only pause temporarily.
 */
export function rotationState(input: {
  choice: RotationChoice;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  count: number;
}): { playing: boolean; rotating: boolean } {
  const playing =
    input.count > 1 && (input.choice === null ? !input.reducedMotion : input.choice === "play");
  return { playing, rotating: playing && !input.hovered && !input.focused };
}

/** Screen readers hear slide changes only when the visitor caused them, never while rotating. */
export function liveMode(rotating: boolean): "off" | "polite" {
  return rotating ? "off" : "polite";
}

/** A slide's name by position, from the page language's "{number} of {count}" template. */
export function slidePosition(
  index: number,
  count: number,
  template = "{number} of {count}",
): string {
  return fillTemplate(template, { number: index + 1, count });
}
