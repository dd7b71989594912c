import type { ReactNode, RefObject } from "react";
import { Button } from "~/components/ui/button";
import { Sheet, SheetClose, SheetContent } from "~/components/ui/sheet";

/**
 * The small-screen filter panel. Loaded on first use, so wide screens (which never open it) and
 * the first paint on phones do not pay for the dialog code.
 */
export function FiltersSheet({
  open,
  onOpenChange,
  returnFocusTo,
  resultCount,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  resultCount: number;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="start"
        title="Filters"
        description="Narrow the marketplace by search, category, price and sort order."
        // The trigger is a plain button outside the lazily loaded dialog, so return focus by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {children}
        <SheetClose asChild>
          <Button className="mt-6 w-full">
            Show {resultCount} {resultCount === 1 ? "product" : "products"}
          </Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}
