import type { Testimonial } from "~/content/home";
import { cn } from "~/lib/cn";
import { Carousel } from "./carousel";
import type { CarouselCopy } from "./carousel";
import { fillTemplate } from "~/lib/fill-template";
import { Icon } from "~/components/ui/icon";

const maxStars = 5;

function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span role="img" aria-label={fillTemplate(label, { count, max: maxStars })} className="inline-flex gap-1">
      {Array.from({ length: maxStars }, (_, index) => (
        <Icon name="star"
          key={index}
          aria-hidden="true"
          className={cn(
            "size-5",
            index < count ? "fill-current text-warning" : "text-muted-foreground",
          )}
        />
      ))}
    </span>
  );
}

export function TestimonialCarousel({
  label,
  copy,
  testimonials,
}: {
  label: string;
  copy: CarouselCopy;
  testimonials: Testimonial[];
}) {
  return (
    <Carousel
      label={label}
      copy={copy}
      slideNames={testimonials.map((testimonial) => testimonial.name)}
      controlsClassName="mt-8"
      deferUntilVisible
      slides={testimonials.map((testimonial) => (
        <figure key={testimonial.name} className="mx-auto max-w-3xl px-1 text-center">
          <Stars count={testimonial.stars} label={copy.rating} />
          <blockquote className="mt-4 text-lg leading-relaxed md:text-xl">
            <p>{fillTemplate(copy.quote, { quote: testimonial.quote })}</p>
          </blockquote>
          <figcaption className="mt-6">
            <span className="block font-semibold">{testimonial.name}</span>
            <span className="block text-sm text-muted-foreground">{testimonial.title}</span>
          </figcaption>
        </figure>
      ))}
    />
  );
}
