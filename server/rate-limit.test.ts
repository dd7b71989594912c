// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IntakeDb } from "./database";
import { createLimiter, createRateLimiter, purgeCounters } from "./rate-limit";
import { databaseTargets } from "./test-databases";

describe.each(databaseTargets("rate-limit"))("rate limiter on $name", (target) => {
  let db: IntakeDb;
  let other: IntakeDb;
  beforeAll(async () => {
    db = await target.open();
    other = await target.open();
  });
  afterAll(async () => {
    await db.destroy();
    await other.destroy();
    await target.cleanup();
  });

  it("allows the limit in a window, then answers with the seconds left", async () => {
    const limiter = createRateLimiter(db, "a", 3, 600_000);
    const start = 1_000_000;
    for (let i = 0; i < 3; i++) expect(await limiter.hit("203.0.113.9", start)).toBe(0);
    expect(await limiter.hit("203.0.113.9", start + 60_000)).toBe(540);
    expect(await limiter.hit("198.51.100.1", start + 60_000)).toBe(0);
    expect(await limiter.hit("203.0.113.9", start + 600_000)).toBe(0);
  });

  it("tells a blocked address how long without counting, and resets", async () => {
    const limiter = createRateLimiter(db, "b", 2, 60_000);
    await limiter.hit("a", 0);
    expect(await limiter.blockedFor("a", 0)).toBe(0);
    await limiter.hit("a", 0);
    expect(await limiter.blockedFor("a", 1000)).toBe(59);
    await limiter.reset("a");
    expect(await limiter.blockedFor("a", 1000)).toBe(0);
  });

  it("is off at 0", async () => {
    const limiter = createRateLimiter(db, "c", 0, 60_000);
    const waits = await Promise.all(Array.from({ length: 50 }, () => limiter.hit("a", 0)));
    expect(waits.every((wait) => wait === 0)).toBe(true);
  });

  it("lets exactly the limit through when 100 hits arrive at once, across two instances", async () => {
    const first = createRateLimiter(db, "d", 5, 60_000);
    const second = createRateLimiter(other, "d", 5, 60_000);
    const now = Date.now();
    const waits = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? first : second).hit("203.0.113.5", now)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(await second.blockedFor("203.0.113.5", now)).toBe(60);
  });

  it("purges windows that ended long ago", async () => {
    const limiter = createRateLimiter(db, "e", 1, 1000);
    await limiter.hit("old", 0);
    await limiter.hit("new", 10_000_000);
    await purgeCounters(db, 60_000, 10_000_000);
    const keys = await db
      .selectFrom("counters")
      .select("key")
      .where("key", "like", "e:%")
      .execute();
    expect(keys.map((row) => row.key)).toEqual(["e:new"]);
  });
});

describe("concurrency limiter", () => {
  it("runs at most n tasks at once and turns callers away past the queue", async () => {
    const limiter = createLimiter(2, 3);
    let running = 0;
    let peak = 0;
    const release: Array<() => void> = [];
    const task = () =>
      new Promise<number>((resolve) => {
        running += 1;
        peak = Math.max(peak, running);
        release.push(() => {
          running -= 1;
          resolve(1);
        });
      });
    const results = Array.from({ length: 7 }, () => limiter.run(task));
    // Two run, three wait, two are turned away at once.
    expect(await results[5]).toBeNull();
    expect(await results[6]).toBeNull();
    while (release.length > 0 || running > 0) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      release.shift()?.();
    }
    expect((await Promise.all(results.slice(0, 5))).map((result) => result?.value)).toEqual([
      1, 1, 1, 1, 1,
    ]);
    expect(peak).toBe(2);
  });
});
