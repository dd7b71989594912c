import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { useScriptOnly } from "~/lib/use-interactive";

const variants = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
  secondary: "bg-secondary text-secondary-foreground hover:bg-accent",
  outline: "border border-input bg-background text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground hover:opacity-90",
  link: "text-link underline-offset-4 hover:underline px-0",
  hero: "bg-hero-foreground text-hero hover:bg-hero-muted",
  heroOutline: "border border-hero-foreground text-hero-foreground hover:bg-white/10",
} as const;

// A minimum height, not a height: a label longer than its button's room (German, Russian) wraps
// onto a second line inside the button instead of running out of it.
const sizes = {
  sm: "min-h-9 px-3 py-1 text-sm",
  md: "min-h-10 px-4 py-1.5 text-sm",
  lg: "min-h-12 px-6 py-2 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  return cn(
    // Never wider than its container: a long label (a Russian call to action on a phone) wraps
    // inside the button instead of pushing the page sideways.
    "inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-md text-center font-medium transition-colors",
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60",
    "[&_svg]:size-4 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
  );
}

/**
 * A button that acts. A link styled as a button takes `buttonClasses` instead of an `asChild`
 * slot: the slot (Radix Slot) was about 2 KB gzipped in every page's shell for four call sites.
 * A button whose only effect is its click handler waits, disabled, until the handler is attached
 * (app/lib/use-interactive.ts); a submit button or a native command works from the first paint.
 */
export function Button({ variant, size, className, type, disabled, ...props }: ButtonProps) {
  const scriptOnly = (type ?? "button") === "button" && !!props.onClick && !props.popoverTarget;
  const waiting = useScriptOnly(disabled);
  return (
    <button
      type={type ?? "button"}
      className={cn(buttonClasses(variant, size), className)}
      disabled={disabled}
      {...props}
      {...(scriptOnly ? waiting : {})}
    />
  );
}
