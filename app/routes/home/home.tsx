import { Link } from "~/components/ui/link";
import { localeFromRequest } from "~/lib/i18n";
import { AdvantageStrip } from "~/components/sections/advantage-strip";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HomeIntroBanner } from "~/components/sections/home-intro-banner";
import { LinkTileGrid } from "~/components/sections/link-tile-grid";
import { Section } from "~/components/sections/section";
import { buttonClasses } from "~/components/ui/button";
import * as homeContent from "~/content/home";
import { localizedModule } from "~/content/localized-copy";
import * as navigation from "~/content/navigation";
import * as sections from "~/content/sections";
import { HeroCarousel } from "~/features/carousel/hero-carousel";
import { TestimonialCarousel } from "~/features/carousel/testimonial-carousel";
import { organizationJsonLd, websiteJsonLd } from "~/lib/structured-data";
import { pageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";
import type { Route } from "./+types/home";

/**
 * First paint also waits until the hero has been parsed, up to the section after it. A frame
 * painted halfway showed the carousel's controls (first in the source, for the tab order) where
 * the slides go, or a slide's picture (first in the source, as it leads on a phone) in the first
 * column, and moved them as the rest arrived: a layout shift on a loaded device.
 */
const afterHeroId = "offerings";
export const links: Route.LinksFunction = () => [
  { rel: "expect", href: `#${afterHeroId}`, blocking: "render" },
];

/**
 * The page's copy comes as prerendered loader data: it is already in the HTML, so it is not
 * duplicated into the route's JavaScript as well.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const home = localizedModule(homeContent, "home", locale);
  const { carouselCopy, sectionCopy } = localizedModule(sections, "sections", locale);
  const { footerBlurb } = localizedModule(navigation, "navigation", locale);
  return {
    carouselCopy,
    learnMore: sectionCopy.learnMore,
    opensInNewTab: sectionCopy.opensInNewTab,
    homeBanner: home.homeBanner,
    advantagesHeading: home.advantagesHeading,
    advantages: home.advantages,
    heroLabel: home.heroLabel,
    heroSlides: home.heroSlides,
    offeringsHeading: home.offeringsHeading,
    offeringsIntro: home.offeringsIntro,
    offerings: home.offerings,
    ecosystemHeading: home.ecosystemHeading,
    ecosystemIntro: home.ecosystemIntro,
    ecosystemTiles: home.ecosystemTiles,
    testimonialsHeading: home.testimonialsHeading,
    testimonialsLabel: home.testimonialsLabel,
    testimonials: home.testimonials,
    homeCta: home.homeCta,
    meta: pageMeta({
      locale,
      title: home.homeMeta.title,
      description: home.homeMeta.description,
      path: "/",
      // Built here, at prerender time, so the builders' code stays out of the page.
      jsonLd: [
        organizationJsonLd(locale, { description: footerBlurb }),
        websiteJsonLd(locale, { description: home.homeMeta.description }),
      ],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    advantages,
    advantagesHeading,
    carouselCopy,
    ecosystemHeading,
    ecosystemIntro,
    ecosystemTiles,
    heroLabel,
    heroSlides,
    homeBanner,
    homeCta,
    learnMore,
    offerings,
    offeringsHeading,
    offeringsIntro,
    opensInNewTab,
    testimonials,
    testimonialsHeading,
    testimonialsLabel,
  } = loaderData;
  return (
    <>
      <HomeIntroBanner {...homeBanner} />
      <AdvantageStrip id="advantages" title={advantagesHeading} items={advantages} />
      <HeroCarousel label={heroLabel} copy={carouselCopy} slides={heroSlides} />
      <Section id={afterHeroId} title={offeringsHeading} intro={offeringsIntro}>
        <FeatureGrid items={offerings} columns={4} learnMore={learnMore} />
      </Section>
      <Section id="ecosystem" title={ecosystemHeading} intro={ecosystemIntro} muted>
        <LinkTileGrid tiles={ecosystemTiles} columns={4} opensInNewTab={opensInNewTab} />
      </Section>
      <Section id="testimonials" title={testimonialsHeading}>
        <TestimonialCarousel
          label={testimonialsLabel}
          copy={carouselCopy}
          testimonials={testimonials}
        />
      </Section>
      <CtaBanner
        title={homeCta.title}
        text={homeCta.text}
        actions={
          <>
            <Link to={homeCta.primary.href} className={buttonClasses("hero", "lg")}>
              {homeCta.primary.text}
            </Link>
            <Link to={homeCta.secondary.href} className={buttonClasses("heroOutline", "lg")}>
              {homeCta.secondary.text}
            </Link>
          </>
        }
      />
    </>
  );
}
