import { Link, Navigate } from "~/components/ui/link";
import { localeFromRequest, localizedPath } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";
import type { Route } from "./+types/product";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import * as marketplaceContent from "~/content/marketplace";
import { localizedModule } from "~/content/localized-copy";
import { isProductId } from "~/content/product-ids";
import * as productsContent from "~/content/products";
import { productImageSize, productImageSrc } from "~/content/product-images";
import { absoluteUrl } from "~/content/site";
import { AddToCartButton } from "~/features/cart/add-to-cart-button";
import { BackToMarketplaceLink } from "~/features/marketplace/back-to-marketplace-link";
import { demoHref } from "~/features/marketplace/marketplace-links";
import { ProductOverview } from "~/features/marketplace/product-overview";
import { RatingStars } from "~/features/marketplace/rating-stars";
import { productFigures } from "~/features/marketplace/product-figures";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { loaderMeta, passingPageMeta } from "~/lib/route-meta";
import { productJsonLd } from "~/lib/structured-data";

/**
 * The product and the page's copy in the page's language come as prerendered loader data (a .data
 * file for in-app navigation), so no product's text is in the route's JavaScript.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const catalogue = localizedModule(productsContent, "products", locale);
  const product = catalogue.products.find((candidate) => candidate.id === params.productId);
  const copy = localizedModule(marketplaceContent, "marketplace", locale);
  if (!product) return { product: null, meta: passingPageMeta(copy.productPageCopy.notFound) };
  const categoryLabel = catalogue.categoryLabels[product.category];
  const path = `/marketplace/${product.id}`;
  // The product's text is in the page's language, so its address is the page's too.
  const url = absoluteUrl(localizedPath(path, locale));
  const productJson = productJsonLd({
    id: product.id,
    name: product.name,
    description: product.shortDescription,
    image: productImageSrc(product.imageSlug),
    category: categoryLabel,
    price: product.price,
    rating: product.rating,
  });
  return {
    product: { ...product, ...productFigures(product, locale) },
    categoryLabel,
    categories: productsContent.productCategories,
    copy: copy.productPageCopy,
    ratingLabel: copy.marketplaceCopy.rating,
    cartMessages: copy.cartMessages,
    meta: pageMeta({
      locale,
      title: product.name,
      description: product.shortDescription,
      path,
      type: "product",
      jsonLd: [
        {
          ...productJson,
          url,
          offers: { ...(productJson.offers as Record<string, unknown>), url },
        },
        breadcrumbJsonLd(
          [
            { name: copy.marketplacePage.breadcrumb, path: "/marketplace" },
            { name: product.name, path },
          ],
          locale,
        ),
      ],
    }),
  };
}

/**
 * Only real products are prerendered with their data; any other id reaches the SPA fallback, where
 * there is no data to fetch, and the page sends the visitor to the marketplace.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (!isProductId(params.productId)) {
    const notFound = await notFoundCopyFor(localeFromRequest(request));
    return { product: null, meta: passingPageMeta(notFound) };
  }
  return serverLoader();
}

// The SPA fallback has no prerendered data: its copy comes from the page language's module, on demand.
const translatedMarketplace = import.meta.glob<typeof marketplaceContent>(
  "/app/content/compiled/*/marketplace.ts",
);

async function notFoundCopyFor(
  locale: SiteLocale,
): Promise<typeof marketplaceContent.productPageCopy.notFound> {
  const load = translatedMarketplace[`/app/content/compiled/${locale}/marketplace.ts`];
  const module = load ? await load() : await import("~/content/marketplace");
  return module.productPageCopy.notFound;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  if (!loaderData.product) return <Navigate to="/marketplace" replace />;
  const { product, categoryLabel, categories, copy, ratingLabel, cartMessages } = loaderData;

  return (
    <>
      <nav aria-label={copy.breadcrumbLabel} className="border-b border-border">
        <Container className="py-3">
          <BackToMarketplaceLink categories={categories} label={copy.backToMarketplace} />
        </Container>
      </nav>
      <PageHero
        eyebrow={categoryLabel}
        title={product.name}
        intro={
          <>
            <RatingStars
              rating={product.rating}
              ratingText={product.ratingText}
              label={ratingLabel}
              tone="hero"
            />
            <p className="mt-4">{product.shortDescription}</p>
            <p className="mt-6 text-hero-foreground">
              <span className="text-4xl font-bold">{product.priceText}</span>
              <span className="text-base text-hero-muted"> {copy.frequency}</span>
            </p>
          </>
        }
        actions={
          <>
            <AddToCartButton
              product={product}
              label={copy.addToCart}
              messages={cartMessages}
              variant="hero"
            />
            <Link to={demoHref(product.name)} className={buttonClasses("heroOutline", "lg")}>
              {copy.requestDemo}
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
      <ProductOverview
        product={product}
        categoryLabel={categoryLabel}
        copy={copy.overview}
        ratingLabel={ratingLabel}
      />
    </>
  );
}
