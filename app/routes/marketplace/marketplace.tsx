import type { Route } from "./+types/marketplace";
import { documentLanguage, localeFromRequest } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as marketplaceContent from "~/content/marketplace";
import * as productsContent from "~/content/products";
import { localizedModule } from "~/content/localized-copy";
import { MarketplaceBrowser } from "~/features/marketplace/marketplace-browser";
import type { ProductSummary } from "~/features/marketplace/product-card";
import { productFigures } from "~/features/marketplace/product-figures";
import { resultCountText } from "~/features/marketplace/filters";
import { countLines } from "~/lib/format";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";

/**
 * The list's copy and the cards' fields in the page's language, prerendered: the route's JavaScript
 * carries no catalogue text. Names are collated here, at build time, in the page's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(marketplaceContent, "marketplace", locale);
  const catalogue = localizedModule(productsContent, "products", locale);
  const products: ProductSummary[] = catalogue.products.map((product) => ({
    id: product.id,
    name: product.name,
    category: product.category,
    price: product.price,
    rating: product.rating,
    imageSlug: product.imageSlug,
    imageAlt: product.imageAlt,
    shortDescription: product.shortDescription,
    tags: product.tags,
    keywords: product.keywords,
    ...productFigures(product, locale),
  }));
  const collator = new Intl.Collator(documentLanguage(locale).lang);
  return {
    page: copy.marketplacePage,
    copy: copy.marketplaceCopy,
    products,
    // Every count the results line can show, written here for the same reason (product-figures.ts).
    resultCounts: countLines(products.length, (count) =>
      resultCountText(count, copy.marketplaceCopy.resultCount, locale),
    ),
    categories: productsContent.productCategories,
    categoryLabels: catalogue.categoryLabels,
    nameOrder: products.map((product) => product.name).sort(collator.compare),
    meta: topLevelPageMeta({
      locale,
      title: copy.marketplacePage.meta.title,
      description: copy.marketplacePage.meta.description,
      path: "/marketplace",
      crumb: copy.marketplacePage.breadcrumb,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, copy, products, resultCounts, categories, categoryLabels, nameOrder } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} />
      <Section>
        <MarketplaceBrowser
          products={products}
          resultCounts={resultCounts}
          categories={categories}
          categoryLabels={categoryLabels}
          nameOrder={nameOrder}
          copy={copy}
        />
      </Section>
    </>
  );
}
