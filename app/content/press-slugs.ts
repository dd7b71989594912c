/**
 * The press releases' slugs without their text: the release route checks a slug in the browser
 * (an unknown one reaches the SPA fallback) without downloading every release. press.test.ts
 * checks this list against the releases.
 */
export const pressReleaseSlugs = [
  "launches-ai-automation-practice",
  "completes-soc-2-type-ii-audit",
  "opens-barrie-headquarters",
] as const;

export function isPressReleaseSlug(slug: string | undefined): boolean {
  return pressReleaseSlugs.some((known) => known === slug);
}
