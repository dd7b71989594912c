import type { Route } from "./+types/cart";
import { localeFromPath, localeFromRequest } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as marketplaceContent from "~/content/marketplace";
import { localizedModule } from "~/content/localized-copy";
import { productImageSize, productImageSrc } from "~/content/product-images";
import { products } from "~/content/products";
import { CartView } from "~/features/cart/cart-view";
import type { CartImage } from "~/features/cart/cart-view";
import { pageMeta, withoutPageData } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(marketplaceContent, "marketplace", locale);
  return {
    page: copy.cartPage,
    copy: copy.cartCopy,
    messages: copy.cartMessages,
    // Only catalogue images are shown: a stale or hand-edited line falls back to its icon, not a 404.
    knownImages: products.map((product) => product.imageSlug),
  };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (withoutPageData(loaderData)) return [];
  return pageMeta({
    matches,
    locale: localeFromPath(location.pathname),
    title: loaderData.page.meta.title,
    description: loaderData.page.meta.description,
    path: "/cart",
  });
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
