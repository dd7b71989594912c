import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

/** A side panel built on Radix Dialog: focus trap, Escape and focus return come from Radix. */
export function SheetContent({
  side = "end",
  title,
  description,
  closeLabel = "Close",
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  side?: "start" | "end";
  title: ReactNode;
  description?: ReactNode;
  /** The close button's name in the page's language. */
  closeLabel?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 z-50 flex w-[min(22rem,100%)] flex-col overflow-y-auto bg-background p-5 shadow-xl",
          "motion-safe:transition-transform motion-safe:duration-300",
          // Slides in from its own edge, mirrored on right-to-left pages.
          side === "end"
            ? "end-0 border-s border-border motion-safe:starting:translate-x-full rtl:motion-safe:starting:-translate-x-full"
            : "start-0 border-e border-border motion-safe:starting:-translate-x-full rtl:motion-safe:starting:translate-x-full",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label={closeLabel}
          >
            <Icon name="x" className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description>
        ) : null}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
