import { Link, Navigate } from "~/components/ui/link";
import { localeFromPath } from "~/lib/i18n";
import type { Route } from "./+types/product";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { findProduct, productCategories, productImageSize, productImageSrc } from "~/content/products";
import { site } from "~/content/site";
import { AddToCartButton } from "~/features/cart/add-to-cart-button";
import { BackToMarketplaceLink } from "~/features/marketplace/back-to-marketplace-link";
import { demoHref } from "~/features/marketplace/marketplace-links";
import { ProductOverview } from "~/features/marketplace/product-overview";
import { RatingStars } from "~/features/marketplace/rating-stars";
import { formatPrice } from "~/lib/format";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { productJsonLd } from "~/lib/structured-data";

export function meta({ params, location }: Route.MetaArgs) {
  const product = findProduct(params.productId);
  if (!product) {
    // Only seen for a moment: the page redirects to the marketplace.
    return pageMeta({
    locale: localeFromPath(location.pathname),
      title: "Product Not Found",
      description: `This product is not in the ${site.shortName} marketplace. Browse the full list of business software products instead.`,
      path: "/marketplace",
      noindex: true,
    });
  }
  const path = `/marketplace/${product.id}`;
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: product.name,
    description: product.shortDescription,
    path,
    type: "product",
    jsonLd: [
      productJsonLd({
        id: product.id,
        name: product.name,
        description: product.shortDescription,
        image: productImageSrc(product.imageSlug),
        category: product.category,
        price: product.price,
        rating: product.rating,
      }),
      breadcrumbJsonLd([
        { name: "Marketplace", path: "/marketplace" },
        { name: product.name, path },
      ]),
    ],
  });
}

export default function Page({ params }: Route.ComponentProps) {
  const product = findProduct(params.productId);
  if (!product) return <Navigate to="/marketplace" replace />;

  return (
    <>
      <nav aria-label="Breadcrumb" className="border-b border-border">
        <Container className="py-3">
          <BackToMarketplaceLink categories={productCategories} />
        </Container>
      </nav>
      <PageHero
        eyebrow={product.category}
        title={product.name}
        intro={
          <>
            <RatingStars rating={product.rating} tone="hero" />
            <p className="mt-4">{product.shortDescription}</p>
            <p className="mt-6 text-hero-foreground">
              <span className="text-4xl font-bold">{formatPrice(product.price)}</span>
              <span className="text-base text-hero-muted"> /month</span>
            </p>
          </>
        }
        actions={
          <>
            <AddToCartButton product={product} variant="hero" />
            <Link to={demoHref(product.name)} className={buttonClasses("heroOutline", "lg")}>
              Request a Demo
            </Link>
          </>
        }
        aside={
          <img
            src={productImageSrc(product.imageSlug)}
            width={productImageSize.width}
            height={productImageSize.height}
            alt={product.imageAlt}
            fetchPriority="high"
            className="h-auto w-full rounded-2xl border border-white/10 shadow-2xl"
          />
        }
      />
      <ProductOverview product={product} />
    </>
  );
}
