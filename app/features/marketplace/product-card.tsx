import { Link } from "~/components/ui/link";
import { Badge } from "~/components/ui/badge";
import { productImageSize, productImageSrc } from "~/content/product-images";
import type { Product } from "~/content/products";
import type { marketplaceCopy } from "~/content/marketplace";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/fill-template";
import { productHref } from "./marketplace-links";
import type { MarketplaceLinkState } from "./marketplace-links";
import type { ViewMode } from "./query";
import type { ProductFigures } from "./product-figures";
import { RatingStars } from "./rating-stars";
import { Icon } from "~/components/ui/icon";

const maxGridTags = 2;

/** What a card shows: the marketplace's loader sends only these fields, not the long copy. */
export type ProductSummary = Pick<
  Product,
  | "id"
  | "name"
  | "category"
  | "price"
  | "rating"
  | "imageSlug"
  | "imageAlt"
  | "shortDescription"
  | "tags"
  | "keywords"
> &
  ProductFigures;

type CardCopy = Pick<typeof marketplaceCopy, "card" | "rating">;

/**
 * The title link stretches over the whole card with a pseudo-element, so the card is clickable
 * without nesting interactive elements; 'View Details' sits above it as its own link.
 */
export function ProductCard({
  product,
  categoryLabel,
  copy,
  view,
  linkState,
  eagerImage,
  priorityImage,
}: {
  product: ProductSummary;
  /** The category in the page's language. */
  categoryLabel: string;
  copy: CardCopy;
  view: ViewMode;
  linkState?: MarketplaceLinkState;
  eagerImage?: boolean;
  /** The first card's image is the largest paint on phones, just below the hero. */
  priorityImage?: boolean;
}) {
  const isGrid = view === "grid";
  const tags = isGrid ? product.tags.slice(0, maxGridTags) : product.tags;
  const href = productHref(product.id);
  return (
    <article
      className={cn(
        "group relative flex h-full overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        isGrid ? "flex-col" : "flex-col sm:flex-row",
      )}
    >
      <img
        src={productImageSrc(product.imageSlug)}
        width={productImageSize.width}
        height={productImageSize.height}
        alt={product.imageAlt}
        loading={eagerImage || priorityImage ? "eager" : "lazy"}
        fetchPriority={priorityImage ? "high" : undefined}
        className={cn(
          "h-auto bg-muted object-cover",
          isGrid ? "w-full" : "w-full sm:w-56 sm:self-stretch",
        )}
      />
      <div className="@container flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge>{categoryLabel}</Badge>
          <RatingStars
            rating={product.rating}
            ratingText={product.ratingText}
            label={copy.rating}
          />
        </div>
        <h3 className="mt-3 text-lg font-semibold">
          <Link
            to={href}
            state={linkState}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-3 focus-visible:after:outline-ring"
          >
            {product.name}
          </Link>
        </h3>
        <p className={cn("mt-2 text-muted-foreground", isGrid ? "line-clamp-3" : "line-clamp-2")}>
          {product.shortDescription}
        </p>
        <ul aria-label={copy.card.tagsLabel} className="mt-3 flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
        {/* Never wraps on its own: the layout depends on the card's width only, which every card
            in the grid shares, so all action rows are alike; a very narrow card stacks them. */}
        <div className="mt-auto flex items-center justify-between gap-3 pt-4 whitespace-nowrap @max-[15rem]:flex-col @max-[15rem]:items-start">
          <p>
            <span className="text-xl font-bold">{product.priceText}</span>
            <span className="text-sm text-muted-foreground">{copy.card.frequency}</span>
          </p>
          <Link
            to={href}
            state={linkState}
            className="relative z-10 inline-flex items-center gap-1 rounded-md text-sm font-medium text-link hover:underline"
          >
            {copy.card.viewDetails}
            <span className="sr-only">
              {fillTemplate(copy.card.viewDetailsFor, { name: product.name })}
            </span>
            <Icon name="arrow-right" className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
