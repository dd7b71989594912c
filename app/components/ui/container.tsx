import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * The page column: centred, with the site's gutters (24 px, 32 px from 1024 px). `width` narrows
 * it for a readable measure (forms, articles); pass it here, never as a class, since a second
 * max-width class would not reliably win over the default.
 */
export function Container({
  className,
  width = "max-w-7xl",
  ...props
}: ComponentProps<"div"> & { width?: "max-w-3xl" | "max-w-4xl" | "max-w-7xl" }) {
  return <div className={cn("mx-auto w-full px-6 lg:px-8", width, className)} {...props} />;
}
