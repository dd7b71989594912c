import type { ExternalToast } from "sonner";

export type ToastKind = "default" | "success" | "error";

/**
 * Shows a sonner toast without putting sonner in a page's first-load JavaScript: the library is
 * fetched on the first call (the shell's lazily mounted Toaster usually has it loaded already).
 * "error" is the spec's destructive toast.
 */
export function showToast(kind: ToastKind, title: string, options?: ExternalToast): void {
  void import("sonner").then(({ toast }) => {
    if (kind === "default") toast(title, options);
    else toast[kind](title, options);
  });
}
