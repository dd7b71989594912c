import { useState } from "react";
import { cn } from "~/lib/cn";
import { maxLineQuantity } from "./cart";
import { fillTemplate } from "~/lib/fill-template";

/** "Quantity of {name}" and the buttons' names in the page's language. */
export type QuantityStepperCopy = { quantityOf: string; decrease: string; increase: string };
import { Icon } from "~/components/ui/icon";
import { useScriptOnly } from "~/lib/use-interactive";

const stepButton =
  "inline-flex size-10 items-center justify-center text-foreground hover:bg-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent";

/**
 * Buttons stay focusable at the limits (aria-disabled rather than disabled), so a keyboard user
 * pressing Increase up to 99 keeps their place instead of losing focus to the page.
 */
export function QuantityStepper({
  name,
  quantity,
  copy,
  onChange,
}: {
  name: string;
  copy: QuantityStepperCopy;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  // What the visitor is typing; a cleared field is allowed while they type a new number.
  const [draft, setDraft] = useState<string | null>(null);
  const waiting = useScriptOnly();
  const atMin = quantity <= 1;
  const groupLabel = fillTemplate(copy.quantityOf, { name });
  const atMax = quantity >= maxLineQuantity;

  return (
    <div
      role="group"
      aria-label={groupLabel}
      className="inline-flex items-center rounded-md border border-input"
    >
      <button
        type="button"
        className={cn(stepButton, "rounded-s-md")}
        aria-label={fillTemplate(copy.decrease, { name })}
        aria-disabled={atMin || undefined}
        {...waiting}
        onClick={() => {
          if (!atMin) onChange(quantity - 1);
        }}
      >
        <Icon name="minus" className="size-4" aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={maxLineQuantity}
        step={1}
        aria-label={groupLabel}
        className="h-10 w-14 border-x border-input bg-background text-center text-sm text-foreground [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        value={draft ?? String(quantity)}
        onChange={(event) => {
          const text = event.target.value;
          const value = Number(text);
          if (text.trim() === "" || !Number.isFinite(value)) {
            setDraft(text);
            return;
          }
          setDraft(null);
          onChange(value);
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className={cn(stepButton, "rounded-e-md")}
        aria-label={fillTemplate(copy.increase, { name })}
        aria-disabled={atMax || undefined}
        {...waiting}
        onClick={() => {
          if (!atMax) onChange(quantity + 1);
        }}
      >
        <Icon name="plus" className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
