import { useId } from "react";
import type { ReactNode, Ref } from "react";
import { cn } from "~/lib/cn";
import { dialogCommand } from "./dialog-command";
import { Icon } from "./icon";

/**
 * A side panel on a native modal `<dialog>`, in the page's HTML: a button with
 * `dialogCommand(id, "show-modal")` opens it before any script; the browser makes the page behind
 * inert, closes it on Escape or a click outside and returns focus to the button.
 */
export function SheetDialog({
  id,
  dialogRef,
  side = "end",
  title,
  description,
  closeLabel,
  onClick,
  children,
}: {
  id: string;
  dialogRef?: Ref<HTMLDialogElement>;
  side?: "start" | "end";
  title: ReactNode;
  /** Read to screen readers when the panel opens. */
  description?: ReactNode;
  /** The close button's name in the page's language. */
  closeLabel: string;
  /** Clicks anywhere in the panel (a menu closes itself when one of its links is followed). */
  onClick?: (event: React.MouseEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    // The dialog only passes clicks on to its links' own handlers; it is not a control itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={id}
      closedby="any"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={onClick}
      className={cn(
        // The user agent centres a modal dialog: this one fills the height at its own edge.
        "fixed inset-y-0 m-0 h-dvh max-h-none w-[min(22rem,100%)] max-w-none flex-col overflow-y-auto bg-background p-5 text-foreground shadow-xl backdrop:bg-black/60 open:flex",
        "motion-safe:transition-transform motion-safe:duration-300",
        // Slides in from its own edge, mirrored on right-to-left pages.
        side === "end"
          ? "start-auto end-0 border-s border-border motion-safe:starting:translate-x-full rtl:motion-safe:starting:-translate-x-full"
          : "start-0 end-auto border-e border-border motion-safe:starting:-translate-x-full rtl:motion-safe:starting:translate-x-full",
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          {...dialogCommand(id, "close")}
          className="rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={closeLabel}
        >
          <Icon name="x" className="size-5" aria-hidden="true" />
        </button>
      </div>
      {description ? (
        <p id={descriptionId} className="sr-only">
          {description}
        </p>
      ) : null}
      {children}
    </dialog>
  );
}
