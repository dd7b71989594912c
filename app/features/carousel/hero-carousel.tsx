import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Container } from "~/components/ui/container";
import type { HeroSlide } from "~/content/home";
import { Carousel } from "./carousel";
import { heroIllustrationSrc } from "./hero-illustration";
import { useInteractive } from "~/lib/use-interactive";
import type { CarouselCopy } from "./carousel";

const illustrationBox = "mx-auto h-auto w-full max-w-md md:max-w-none";

/**
 * The home page hero: four slides, each an illustration (written into the page, so the first
 * paints with it and is its largest paint), a heading, a sentence and a call to action.
 */
export function HeroCarousel({
  label,
  copy,
  slides,
}: {
  label: string;
  copy: CarouselCopy;
  slides: HeroSlide[];
}) {
  const interactive = useInteractive();
  return (
    <div className="bg-hero text-hero-foreground">
      <Container className="py-8 md:py-12">
        <Carousel
          label={label}
          copy={copy}
          tone="hero"
          slideNames={slides.map((slide) => slide.title)}
          controlsClassName="mt-6"
          slides={slides.map((slide, index) => (
            <div key={slide.title} className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
              <div className="md:order-last">
                {index === 0 || interactive ? (
                  <img
                    src={heroIllustrationSrc(slide.imageSlug)}
                    alt={slide.imageAlt}
                    width={560}
                    height={400}
                    className={illustrationBox}
                    decoding={index === 0 ? "sync" : "async"}
                  />
                ) : (
                  // Until the page's code runs, slides 2 to 4 cannot be reached (inert, clipped,
                  // their arrows wait for the script): their pictures stay out of the HTML and
                  // arrive with hydration, in a box of the same size, so nothing moves.
                  <div className={cn(illustrationBox, "aspect-[560/400]")} />
                )}
              </div>
              <div>
                <h2 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
                  {slide.title}
                </h2>
                <p className="mt-4 text-lg text-hero-muted">{slide.description}</p>
                <Link
                  to={slide.ctaLink}
                  className={cn(
                    buttonClasses("hero", "lg"),
                    "mt-6 focus-visible:outline-hero-foreground",
                  )}
                >
                  {slide.ctaText}
                </Link>
              </div>
            </div>
          ))}
        />
      </Container>
    </div>
  );
}
