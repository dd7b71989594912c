// Stub: the press issue replaces this with the three full releases.
export type PressStub = { slug: string };
export const pressReleases: PressStub[] = [
  { slug: "northpine-opens-barrie-headquarters" },
  { slug: "northpine-launches-ai-automation-practice" },
  { slug: "northpine-achieves-soc-2-type-ii" },
];
