import { describe, expect, it } from "vitest";
import { jobOpenings } from "~/content/jobs";
import { isoDay, openJobs } from "./open-jobs";

const jobs = [
  { id: "a", validThrough: "2027-01-31" },
  { id: "b", validThrough: "2026-12-15" },
  { id: "c", validThrough: "2027-03-01" },
];
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((job) => job.id);

describe("openJobs", () => {
  it("keeps every posting before the earliest closing date, in order", () => {
    expect(ids(openJobs(jobs, new Date("2026-11-26T12:00:00Z")))).toEqual(["a", "b", "c"]);
  });

  it("keeps a posting through its closing date (the whole day, in UTC)", () => {
    expect(ids(openJobs(jobs, new Date("2026-12-15T00:00:00Z")))).toEqual(["a", "b", "c"]);
    expect(ids(openJobs(jobs, new Date("2026-12-15T23:59:59Z")))).toEqual(["a", "b", "c"]);
  });

  it("drops a posting the day after it closes", () => {
    expect(ids(openJobs(jobs, new Date("2026-12-16T00:00:00Z")))).toEqual(["a", "c"]);
    expect(ids(openJobs(jobs, new Date("2027-02-01T08:00:00Z")))).toEqual(["c"]);
  });

  it("leaves nothing once every posting has closed, and does not change its input", () => {
    expect(openJobs(jobs, new Date("2027-03-02T00:00:00Z"))).toEqual([]);
    expect(jobs).toHaveLength(3);
  });

  it("dates a moment by its UTC day", () => {
    expect(isoDay(new Date("2026-11-26T23:30:00-05:00"))).toBe("2026-11-27");
    expect(isoDay(new Date("2026-11-26T00:00:00Z"))).toBe("2026-11-26");
  });

  it("keeps all five of today's openings open on 26 November 2026, closing in 2027", () => {
    expect(openJobs(jobOpenings, new Date("2026-11-26T12:00:00Z"))).toHaveLength(5);
    for (const job of jobOpenings) {
      expect(job.validThrough, job.id).toMatch(/^2027-\d{2}-\d{2}$/);
      expect(job.validThrough > job.datePosted, job.id).toBe(true);
    }
  });
});
