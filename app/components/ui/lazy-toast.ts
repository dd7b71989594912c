import type { ExternalToast } from "sonner";

export type ToastKind = "default" | "success" | "info" | "error";

// sonner drops a toast raised before its Toaster subscribes, and the shell mounts the Toaster
// lazily after hydration; a toast raised earlier (a form submitted while the page was still
// loading) waits for it instead of being lost.
let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the Toaster once it listens. */
export function announceToasterMounted(): void {
  markMounted();
}

/**
 * Shows a sonner toast without putting sonner in a page's first-load JavaScript: the library is
 * fetched on the first call (the shell's lazily mounted Toaster usually has it loaded already).
 * "error" is the spec's destructive toast.
 */
export function showToast(kind: ToastKind, title: string, options?: ExternalToast): void {
  void Promise.all([import("sonner"), toasterMounted]).then(([{ toast }]) => {
    if (kind === "default") toast(title, options);
    else toast[kind](title, options);
  });
}
