// No imports, relative or aliased: app/content/prerender.ts (loaded by react-router.config.ts
// outside Vite) uses this to choose which job pages to prerender.

/** "2026-11-26" for a moment on that day in UTC: the day a build (and its pages) is dated. */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * The postings still open on `today`: a posting's closing date (`validThrough`, an ISO date) is
 * its last day. The pages are prerendered, so `today` is the build's day: a posting past its
 * closing date leaves the list, its page, the sitemap and the structured data with the next build.
 */
export function openJobs<Job extends { validThrough: string }>(
  jobs: readonly Job[],
  today: Date,
): Job[] {
  const day = isoDay(today);
  return jobs.filter((job) => job.validThrough >= day);
}
