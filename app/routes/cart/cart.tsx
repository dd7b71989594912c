import type { Route } from "./+types/cart";
import { localeFromRequest } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as marketplaceContent from "~/content/marketplace";
import { localizedModule } from "~/content/localized-copy";
import { productImageSize, productImageSrc } from "~/content/product-images";
import { products } from "~/content/products";
import { CartView } from "~/features/cart/cart-view";
import type { CartImage } from "~/features/cart/cart-view";
import { pageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(marketplaceContent, "marketplace", locale);
  return {
    page: copy.cartPage,
    copy: copy.cartCopy,
    messages: copy.cartMessages,
    meta: pageMeta({
      locale,
      title: copy.cartPage.meta.title,
      description: copy.cartPage.meta.description,
      path: "/cart",
    }),
    // Only catalogue images are shown: a stale or hand-edited line falls back to its icon, not a 404.
    knownImages: products.map((product) => product.imageSlug),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, copy, messages, knownImages } = loaderData;
  const imageFor = (imageSlug: string): CartImage | null =>
    knownImages.includes(imageSlug)
      ? { src: productImageSrc(imageSlug), ...productImageSize }
      : null;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} />
      <Section>
        <CartView imageFor={imageFor} copy={copy} messages={messages} />
      </Section>
    </>
  );
}
