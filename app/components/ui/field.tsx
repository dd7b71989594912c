import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

const control =
  "w-full rounded-md border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground disabled:opacity-60 aria-invalid:border-destructive";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "py-2 leading-relaxed", className)} {...props} />;
}

/** A native select: the platform picker is the most accessible choice on mobile and with AT. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "h-10 pe-8", className)} {...props} />;
}

/**
 * A native label: Radix's Label only adds a guard against selecting text on double click, and it
 * brought about 2.5 KB gzipped of shared Radix code to every page with a field (every post, for
 * the comment form).
 */
export function Label({ className, htmlFor, ...props }: ComponentProps<"label">) {
  return <label htmlFor={htmlFor} className={cn("text-sm font-medium", className)} {...props} />;
}

/** Error text under a field, announced through aria-describedby on the control. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-destructive">
      {children}
    </p>
  );
}

/** What a FormField hands its control: the ids that tie it to its label, error and counter. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

/**
 * A label, one control and its error (plus a character counter where a limit is shown), wired
 * by ids derived from the control's id: `{id}-error` and `{id}-count`. The control is rendered by
 * the caller, so any input, select or textarea and any form library's props fit.
 */
export function FormField({
  id,
  label,
  error,
  count,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  /** A character counter; `unit` is the word after the numbers in the page's language. */
  count?: { value: number; max: number; unit?: string };
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [error ? errorId : null, count ? countId : null].filter(Boolean).join(" ");
  const errorText = <FieldError id={errorId}>{error}</FieldError>;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        className: "mt-1.5",
      })}
      {count ? (
        <div className="flex justify-between gap-4">
          {errorText}
          <p id={countId} className="mt-1 ms-auto text-sm text-muted-foreground">
            {count.value} / {count.max} {count.unit ?? "characters"}
          </p>
        </div>
      ) : (
        errorText
      )}
    </div>
  );
}
