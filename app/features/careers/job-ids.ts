/**
 * The openings' ids without their text: the job route checks an id in the browser (an unknown one
 * reaches the SPA fallback, which has no data to fetch) without downloading the postings.
 * job-postings.test.ts checks this list against app/content/jobs.ts.
 */
export const jobIds = [
  "sse-backend",
  "cloud-architect",
  "cyber-analyst",
  "pm-ai",
  "devops-engineer",
] as const;

export function isJobId(id: string | undefined): boolean {
  return jobIds.some((known) => known === id);
}

/** The job's own page, in English (Link adds the page's language). */
export function jobPath(id: string): string {
  return `/careers/${id}`;
}
