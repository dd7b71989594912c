import type { Route } from "./+types/marketplace";
import { localeFromPath } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { productCategories, products } from "~/content/products";
import { site } from "~/content/site";
import { MarketplaceBrowser } from "~/features/marketplace/marketplace-browser";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: "Software Marketplace",
    description: `Compare ${site.shortName}'s eight business software products by category, price and rating: automation, security, analytics, collaboration, CRM and more.`,
    path: "/marketplace",
    jsonLd: [breadcrumbJsonLd([{ name: "Marketplace", path: "/marketplace" }])],
  });
}

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Marketplace"
        title="Software Marketplace"
        intro="Business software we deploy, secure and support ourselves, on simple monthly plans. Filter by category or price, compare ratings, and add what fits to your cart for a quote."
      />
      <Section>
        <MarketplaceBrowser products={products} categories={productCategories} />
      </Section>
    </>
  );
}
