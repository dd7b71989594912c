import type { Testimonial } from "~/content/home";
import { cn } from "~/lib/cn";
import { Carousel } from "./carousel";
import { Icon } from "~/components/ui/icon";

const maxStars = 5;

function Stars({ count }: { count: number }) {
  return (
    <span role="img" aria-label={`Rated ${count} out of ${maxStars}`} className="inline-flex gap-1">
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
  testimonials,
}: {
  label: string;
  testimonials: Testimonial[];
}) {
  return (
    <Carousel
      label={label}
      slideNames={testimonials.map((testimonial) => testimonial.name)}
      controlsClassName="mt-8"
      deferUntilVisible
      slides={testimonials.map((testimonial) => (
        <figure key={testimonial.name} className="mx-auto max-w-3xl px-1 text-center">
          <Stars count={testimonial.stars} />
          <blockquote className="mt-4 text-lg leading-relaxed md:text-xl">
            <p>“{testimonial.quote}”</p>
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
