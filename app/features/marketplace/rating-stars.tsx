import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/fill-template";
import { Icon } from "~/components/ui/icon";

const maxStars = 5;

/** Full from x.75, half from x.25: 4.8 shows five stars, 4.6 four and a half, 4.1 four. */
function starFill(rating: number, index: number): "full" | "half" | "empty" {
  const remainder = rating - index;
  if (remainder >= 0.75) return "full";
  if (remainder >= 0.25) return "half";
  return "empty";
}

const fillWidth = { full: "w-full", half: "w-1/2", empty: "w-0" } as const;

export function RatingStars({
  rating,
  ratingText,
  label,
  tone = "default",
  className,
}: {
  rating: number;
  /** The rating written in the page's language ("4.8", "4,8"): see product-figures.ts. */
  ratingText: string;
  /** "Rated {rating} out of 5" in the page's language. */
  label: string;
  tone?: "default" | "hero";
  className?: string;
}) {
  const value = ratingText;
  return (
    <p className={cn("flex items-center gap-1.5", className)}>
      <span aria-hidden="true" className="flex">
        {Array.from({ length: maxStars }, (_, index) => (
          <span key={index} className="relative inline-block size-4">
            <Icon
              name="star"
              className={cn(
                "absolute inset-0 size-4",
                tone === "hero" ? "text-hero-muted" : "text-muted-foreground",
              )}
            />
            <span
              className={cn(
                "absolute inset-y-0 start-0 overflow-hidden",
                fillWidth[starFill(rating, index)],
              )}
            >
              <Icon
                name="star"
                className={cn(
                  "size-4 fill-current",
                  tone === "hero" ? "text-amber-300" : "text-warning",
                )}
              />
            </span>
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-semibold">
        {value}
      </span>
      <span className="sr-only">{fillTemplate(label, { rating: value })}</span>
    </p>
  );
}
