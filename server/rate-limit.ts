import { sql } from "kysely";
import type { IntakeDb } from "./database";

/**
 * Fixed-window counters per client address, kept in the database's `counters` table so that every
 * instance behind a load balancer counts the same hits: one atomic upsert per hit, no read-then-
 * write race between requests or instances.
 */
export type RateLimiter = {
  /**
   * Counts one hit, before the work it guards is done; returns the seconds to wait when this hit is
   * over the limit (the work must not be done), else 0.
   */
  hit(address: string, now?: number): Promise<number>;
  /** Seconds left while the address is over the limit, without counting a hit. */
  blockedFor(address: string, now?: number): Promise<number>;
  reset(address: string): Promise<void>;
};

export function createRateLimiter(
  db: IntakeDb,
  name: string,
  limit: number,
  windowMs: number,
): RateLimiter {
  const keyOf = (address: string) => `${name}:${address}`;
  const wait = (start: number, now: number) =>
    Math.max(1, Math.ceil((start + windowMs - now) / 1000));

  return {
    async hit(address, now = Date.now()) {
      if (limit <= 0) return 0;
      const expired = now - windowMs;
      // The SET expressions read the row as it was, in SQLite and PostgreSQL alike: a window that
      // has run out starts again at this hit.
      const row = await db
        .insertInto("counters")
        .values({ key: keyOf(address), window_start: now, count: 1 })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            count: sql<number>`case when counters.window_start <= ${expired} then 1 else counters.count + 1 end`,
            window_start: sql<number>`case when counters.window_start <= ${expired} then ${now} else counters.window_start end`,
          }),
        )
        .returning(["count", "window_start"])
        .executeTakeFirstOrThrow();
      // node-postgres returns bigint columns as strings.
      return Number(row.count) > limit ? wait(Number(row.window_start), now) : 0;
    },
    async blockedFor(address, now = Date.now()) {
      if (limit <= 0) return 0;
      const row = await db
        .selectFrom("counters")
        .select(["count", "window_start"])
        .where("key", "=", keyOf(address))
        .executeTakeFirst();
      if (!row || Number(row.window_start) <= now - windowMs) return 0;
      return Number(row.count) >= limit ? wait(Number(row.window_start), now) : 0;
    },
    async reset(address) {
      await db.deleteFrom("counters").where("key", "=", keyOf(address)).execute();
    },
  };
}

/** Drops windows that ended long ago, so a scan from many addresses cannot grow the table forever. */
export async function purgeCounters(db: IntakeDb, olderThanMs: number, now = Date.now()) {
  await db
    .deleteFrom("counters")
    .where("window_start", "<", now - olderThanMs)
    .execute();
}

/**
 * At most `concurrency` runs of a costly task at once (scrypt runs on libuv's four threads, which
 * the static file server needs too), and at most `queue` waiting; past that the caller is told to
 * come back later instead of piling up work.
 */
export function createLimiter(concurrency: number, queue: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    /** Runs the task when a slot is free; resolves to null at once when the queue is full. */
    async run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
      if (running >= concurrency) {
        if (waiting.length >= queue) return null;
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return { value: await task() };
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
