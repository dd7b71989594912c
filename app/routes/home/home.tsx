import { Link } from "react-router";
import { AdvantageStrip } from "~/components/sections/advantage-strip";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HomeIntroBanner } from "~/components/sections/home-intro-banner";
import { LinkTileGrid } from "~/components/sections/link-tile-grid";
import { Section } from "~/components/sections/section";
import { buttonClasses } from "~/components/ui/button";
import {
  advantages,
  advantagesHeading,
  ecosystemHeading,
  ecosystemIntro,
  ecosystemTiles,
  heroLabel,
  heroSlides,
  homeBanner,
  homeCta,
  homeMeta,
  offerings,
  offeringsHeading,
  offeringsIntro,
  testimonials,
  testimonialsHeading,
  testimonialsLabel,
} from "~/content/home";
import { HeroCarousel } from "~/features/carousel/hero-carousel";
import { TestimonialCarousel } from "~/features/carousel/testimonial-carousel";
import { organizationJsonLd, websiteJsonLd } from "~/lib/structured-data";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: homeMeta.title,
    description: homeMeta.description,
    path: "/",
    jsonLd: [organizationJsonLd(), websiteJsonLd()],
  });
}

export default function Home() {
  return (
    <>
      <HomeIntroBanner {...homeBanner} />
      <AdvantageStrip id="advantages" title={advantagesHeading} items={advantages} />
      <HeroCarousel label={heroLabel} slides={heroSlides} />
      <Section id="offerings" title={offeringsHeading} intro={offeringsIntro}>
        <FeatureGrid items={offerings} columns={4} />
      </Section>
      <Section id="ecosystem" title={ecosystemHeading} intro={ecosystemIntro} muted>
        <LinkTileGrid tiles={ecosystemTiles} columns={4} />
      </Section>
      <Section id="testimonials" title={testimonialsHeading}>
        <TestimonialCarousel label={testimonialsLabel} testimonials={testimonials} />
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
