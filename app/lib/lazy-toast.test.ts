import { beforeEach, describe, expect, it, vi } from "vitest";
import type { toast as sonnerToast } from "sonner";
import type * as LazyToast from "./lazy-toast";

// The module keeps its state (requested, mounted) for the page's life: a fresh copy per test.
let lazyToast: typeof LazyToast;
beforeEach(async () => {
  vi.resetModules();
  lazyToast = await import("./lazy-toast");
});

/** A stand-in for sonner's `toast`: a callable with one method per kind, recording each call. */
function fakeSonner() {
  const calls: string[] = [];
  const record =
    (kind: string) =>
    (title: unknown): string | number => {
      calls.push(`${kind}: ${String(title)}`);
      return calls.length;
    };
  const toast = Object.assign(record("default"), {
    success: record("success"),
    info: record("info"),
    error: record("error"),
  }) as unknown as typeof sonnerToast;
  return { toast, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a toast raised before the lazily mounted Toaster listens", () => {
  it("asks for the Toaster on the first toast only, and tells a late listener at once", () => {
    const early = vi.fn();
    lazyToast.whenToastRequested(early);
    expect(early).not.toHaveBeenCalled();
    lazyToast.showToast("info", "First");
    lazyToast.showToast("info", "Second");
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    lazyToast.whenToastRequested(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("waits for the Toaster and is shown then, in order and with its kind", async () => {
    const { toast, calls } = fakeSonner();
    lazyToast.showToast("error", "Empty Search");
    lazyToast.showToast("default", "Link copied");
    await flush();
    expect(calls).toEqual([]);
    lazyToast.announceToasterMounted(toast);
    await flush();
    expect(calls).toEqual(["error: Empty Search", "default: Link copied"]);
    lazyToast.showToast("success", "Sent");
    await flush();
    expect(calls.at(-1)).toBe("success: Sent");
  });

  it("a listener removed before the first toast is not called", () => {
    const listener = vi.fn();
    const stop = lazyToast.whenToastRequested(listener);
    stop();
    lazyToast.showToast("info", "Hello");
    expect(listener).not.toHaveBeenCalled();
  });
});
