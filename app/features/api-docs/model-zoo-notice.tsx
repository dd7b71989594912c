import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/**
 * The spec's Model Zoo button only says the feature is not implemented. An in-page alert does
 * that without a blocking window.alert: it is announced, stays readable and needs no dismissal.
 */
export function ModelZooNotice({ buttonLabel, notice }: { buttonLabel: string; notice: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="space-y-3">
      <Button variant="outline" onClick={() => setShown(true)}>
        {buttonLabel}
      </Button>
      <div role="alert" className="min-h-0">
        {shown ? (
          <p className="flex items-start gap-2 rounded-lg border border-border bg-muted p-4 text-sm text-foreground">
            <Icon name="info" className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
            {notice}
          </p>
        ) : null}
      </div>
    </div>
  );
}
