import type { ReactNode, RefObject } from "react";
import { Button } from "~/components/ui/button";
import { Sheet, SheetClose, SheetContent } from "~/components/ui/sheet";
import type { marketplaceCopy } from "~/content/marketplace";
import { pluralText } from "~/lib/fill-template";
import { useLocale } from "~/lib/use-locale";

/**
 * The small-screen filter panel. Loaded on first use, so wide screens (which never open it) and
 * the first paint on phones do not pay for the dialog code.
 */
export function FiltersSheet({
  open,
  onOpenChange,
  returnFocusTo,
  resultCount,
  copy,
  children,
}: {
  copy: (typeof marketplaceCopy)["sheet"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  resultCount: number;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="start"
        title={copy.title}
        description={copy.description}
        // The trigger is a plain button outside the lazily loaded dialog, so return focus by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {children}
        <SheetClose asChild>
          <Button className="mt-6 w-full">
            {pluralText(resultCount, copy.show, locale)}
          </Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}
