/**
 * Fixed-window counters per client address, kept in memory: each instance counts on its own, so
 * behind a load balancer the effective limit is the per-instance limit times the instances.
 */
export type RateLimiter = {
  /** Counts one hit; returns the seconds to wait when the address is over the limit, else 0. */
  hit(address: string, now?: number): number;
  /** Seconds left while the address is blocked, without counting a hit. */
  blockedFor(address: string, now?: number): number;
  reset(address: string): void;
};

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  const current = (address: string, now: number) => {
    const entry = windows.get(address);
    if (!entry || now - entry.start >= windowMs) return null;
    return entry;
  };

  const wait = (entry: { start: number }, now: number) =>
    Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000));

  return {
    hit(address, now = Date.now()) {
      if (limit <= 0) return 0;
      // Drop stale windows now and then so a scan from many addresses cannot grow the map forever.
      if (windows.size > 10_000) {
        for (const [key, entry] of windows) if (now - entry.start >= windowMs) windows.delete(key);
      }
      const entry = current(address, now) ?? { start: now, count: 0 };
      entry.count += 1;
      windows.set(address, entry);
      return entry.count > limit ? wait(entry, now) : 0;
    },
    blockedFor(address, now = Date.now()) {
      if (limit <= 0) return 0;
      const entry = current(address, now);
      return entry && entry.count >= limit ? wait(entry, now) : 0;
    },
    reset(address) {
      windows.delete(address);
    },
  };
}
