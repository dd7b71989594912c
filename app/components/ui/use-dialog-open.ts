import { useEffect, useState } from "react";
import type { RefObject } from "react";

/**
 * Whether a native `<dialog>` is open, however it was opened: by an invoker command before the
 * page hydrated, by script, or closed by Escape or a click outside. The `open` attribute is the one
 * signal every browser gives for all of these (dialog toggle events are newer than showModal).
 */
export function useDialogOpen(ref: RefObject<HTMLDialogElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const sync = () => setOpen(dialog.open);
    // Opened before hydration: the attribute is already there.
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(dialog, { attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, [ref]);
  return open;
}
