import type { ExternalToast, toast as sonnerToast } from "sonner";
import type { ReactNode } from "react";

export type ToastKind = "default" | "success" | "info" | "error";

// sonner drops a toast raised before its Toaster subscribes, and the shell mounts the Toaster
// lazily after hydration; a toast raised earlier (a form submitted while the page was still
// loading) waits for it instead of being lost.
// The Toaster hands over sonner's `toast` when it mounts: this module never imports sonner itself,
// so the library comes in one request with the Toaster (no second chunk to wait for).
let markMounted: (toast: typeof sonnerToast) => void = () => {};
const toasterMounted = new Promise<typeof sonnerToast>((resolve) => {
  markMounted = resolve;
});

// The Toaster itself (sonner, about 10 KB gzipped) is mounted only once a toast is wanted, so a
// visit that raises none never downloads it.
let requested = false;
const requestListeners = new Set<() => void>();

/** Calls `listener` once the first toast is requested (at once if one already was). */
export function whenToastRequested(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => {};
  }
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** Called by the Toaster once it listens, with the `toast` function that feeds it. */
export function announceToasterMounted(toast: typeof sonnerToast): void {
  markMounted(toast);
}

/**
 * Shows a sonner toast without putting sonner in a page's first-load JavaScript: the library is
 * fetched with the Toaster, which mounts on the first request.
 * "error" is the spec's destructive toast.
 */
export function showToast(kind: ToastKind, title: ReactNode, options?: ExternalToast): void {
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
    requestListeners.clear();
  }
  void toasterMounted.then((toast) => {
    if (kind === "default") toast(title, options);
    else toast[kind](title, options);
  });
}
