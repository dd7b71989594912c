import type { Route } from "./+types/cart";
import { localeFromPath } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { productImageSize, productImageSrc, products } from "~/content/products";
import { site } from "~/content/site";
import { CartView } from "~/features/cart/cart-view";
import type { CartImage } from "~/features/cart/cart-view";
import { pageMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: "Your Cart",
    description: `Review the ${site.shortName} software subscriptions in your cart, adjust quantities and request a quote from our sales team.`,
    path: "/cart",
  });
}

const knownImages = new Set(products.map((product) => product.imageSlug));

// Only catalogue images are shown: a stale or hand-edited line falls back to its icon, not a 404.
function imageFor(imageSlug: string): CartImage | null {
  return knownImages.has(imageSlug) ? { src: productImageSrc(imageSlug), ...productImageSize } : null;
}

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Marketplace"
        title="Your Cart"
        intro="Adjust quantities, check your monthly total and send the list to our sales team for a quote."
      />
      <Section>
        <CartView imageFor={imageFor} />
      </Section>
    </>
  );
}
