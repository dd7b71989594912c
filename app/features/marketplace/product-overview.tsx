import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { productPageCopy } from "~/content/marketplace";
import type { Product } from "~/content/products";
import { fillTemplate } from "~/lib/fill-template";
import type { ProductFigures } from "./product-figures";
import { RatingStars } from "./rating-stars";

/** The body of a product page below the hero: description, key features and the facts at a glance. */
export function ProductOverview({
  product,
  categoryLabel,
  copy,
  ratingLabel,
}: {
  /** With its price and rating written out by the loader (product-figures.ts). */
  product: Product & ProductFigures;
  /** The category in the page's language. */
  categoryLabel: string;
  copy: (typeof productPageCopy)["overview"];
  ratingLabel: string;
}) {
  return (
    <section
      aria-label={fillTemplate(copy.label, { name: product.name })}
      className="py-14 md:py-20"
    >
      <Container className="grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h2 className="text-2xl font-bold tracking-tight">{copy.overview}</h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            {product.longDescription}
          </p>

          <h2 className="mt-12 text-2xl font-bold tracking-tight">{copy.keyFeatures}</h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {product.features.map((feature) => (
              <li key={feature} className="flex gap-3 rounded-lg border border-border bg-card p-4">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <Icon name="check" className="size-4" aria-hidden="true" />
                </span>
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>

        <aside
          aria-labelledby="product-glance-heading"
          className="h-fit rounded-xl border border-border bg-card p-6 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon name={product.icon} className="size-6" />
            </span>
            <h2 id="product-glance-heading" className="text-lg font-semibold">
              {copy.atAGlance}
            </h2>
          </div>
          <dl className="mt-5 space-y-4">
            <div>
              <dt className="text-sm text-muted-foreground">{copy.category}</dt>
              <dd className="font-medium">{categoryLabel}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{copy.rating}</dt>
              <dd>
                <RatingStars
                  rating={product.rating}
                  ratingText={product.ratingText}
                  label={ratingLabel}
                />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{copy.price}</dt>
              <dd className="font-medium">
                {fillTemplate(copy.pricePerMonth, { price: product.priceText })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{copy.tags}</dt>
              <dd>
                <ul aria-label={copy.tags} className="mt-1 flex flex-wrap gap-1.5">
                  {product.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="outline">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </aside>
      </Container>
    </section>
  );
}
