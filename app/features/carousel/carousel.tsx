import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useId, useRef, useState } from "react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import {
  liveMode,
  rotationInterval,
  rotationState,
  slidePosition,
  wrapIndex,
} from "./carousel-rules";
import type { RotationChoice } from "./carousel-rules";
import { useHoverFocus } from "./use-hover-focus";
import { useNearView } from "./use-near-view";
import { useReducedMotion } from "./use-reduced-motion";
import { Icon } from "~/components/ui/icon";
import { useDocumentDirection } from "~/lib/direction";
import { fillTemplate } from "~/lib/fill-template";
import { documentLanguage } from "~/lib/i18n";
import { useLocale } from "~/lib/use-locale";
import type { carouselCopy } from "~/content/sections";
import { useScriptOnly } from "~/lib/use-interactive";

/** The controls' names in the page's language (app/content/sections.ts and its translations). */
export type CarouselCopy = typeof carouselCopy;

const tones = {
  hero: {
    control:
      "border border-hero-foreground/70 text-hero-foreground hover:bg-hero-foreground/10 focus-visible:outline-hero-foreground",
    dot: "border-hero-foreground",
    dotActive: "bg-hero-foreground",
  },
  default: {
    control: "border border-input bg-background text-foreground hover:bg-muted",
    dot: "border-foreground",
    dotActive: "bg-foreground",
  },
} as const;

export type CarouselProps = {
  /** Names the carousel region, e.g. "Featured services". */
  label: string;
  /** The controls' accessible names, in the page's language. */
  copy: CarouselCopy;
  /** One short name per slide, read out by the dot buttons. */
  slideNames: string[];
  slides: ReactNode[];
  tone?: keyof typeof tones;
  interval?: number;
  className?: string;
  controlsClassName?: string;
  /** Below the fold: start embla (which measures the layout) only when the carousel nears view. */
  deferUntilVisible?: boolean;
};

/**
 * The APG carousel pattern on embla: rotation control first in the tab order, slides as labelled
 * groups, hidden slides inert, a live region that speaks only when rotation is stopped, and
 * auto-rotation that pauses on hover or focus and never starts for reduced-motion visitors.
 */
export function Carousel({
  label,
  copy,
  slideNames,
  slides,
  tone = "default",
  interval = rotationInterval,
  className,
  controlsClassName,
  deferUntilVisible = false,
}: CarouselProps) {
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  // Slides move the reading way: in Arabic the next slide comes in from the left. The page's
  // language gives the prerendered direction; the document's dir is followed after that.
  const direction = useDocumentDirection(documentLanguage(useLocale()).dir);
  const [emblaRef, api] = useEmblaCarousel({ loop: count > 1, duration: 30, direction });
  const [selected, setSelected] = useState(0);
  const [choice, setChoice] = useState<RotationChoice>(null);
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const { hovered, focused } = useHoverFocus(root, rotationButton);
  const nearView = useNearView(root, deferUntilVisible);
  const slidesId = useId();
  const { playing, rotating } = rotationState({ choice, reducedMotion, hovered, focused, count });
  const styles = tones[tone];

  // Embla keeps its viewport in state. Handed over as a ref callback, that update would land in
  // React's commit, where updates are synchronous and drag every effect of the page's hydration
  // into one long task; from an effect it is an ordinary update in a task of its own.
  useEffect(() => {
    emblaRef(nearView ? viewport.current : null);
  }, [emblaRef, nearView]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  // A timeout keyed on the slide restarts the full interval after every manual move.
  useEffect(() => {
    if (!api || !rotating) return;
    const timer = window.setTimeout(
      () => api.scrollTo(wrapIndex(selected + 1, count), reducedMotion),
      interval,
    );
    return () => window.clearTimeout(timer);
  }, [api, rotating, selected, count, interval, reducedMotion]);

  const go = (index: number) => api?.scrollTo(wrapIndex(index, count), reducedMotion);

  // The arrows, dots and pause button move slides the script shows: disabled until it runs.
  const waiting = useScriptOnly();
  const controlClass = cn(
    "inline-flex size-10 items-center justify-center rounded-full transition-colors [&_svg]:size-5",
    styles.control,
  );

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("flex flex-col", className)}
    >
      {/* First in the DOM so the rotation control leads the tab order; shown below the slides. */}
      <div className={cn("order-last flex items-center justify-center gap-2", controlsClassName)}>
        <button
          ref={rotationButton}
          type="button"
          {...waiting}
          className={controlClass}
          aria-label={playing ? copy.pause : copy.play}
          onClick={() => setChoice(playing ? "pause" : "play")}
        >
          {playing ? (
            <Icon name="pause" aria-hidden="true" />
          ) : (
            <Icon name="play" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          {...waiting}
          className={controlClass}
          aria-label={copy.previous}
          aria-controls={slidesId}
          onClick={() => go(selected - 1)}
        >
          <Icon name="chevron-left" className="rtl:-scale-x-100" aria-hidden="true" />
        </button>
        <div className="flex items-center">
          {slideNames.map((name, index) => (
            <button
              key={name}
              type="button"
              {...waiting}
              className="group inline-flex size-6 items-center justify-center"
              aria-label={fillTemplate(copy.goToSlide, { number: index + 1, name })}
              aria-current={index === selected ? "true" : undefined}
              aria-controls={slidesId}
              onClick={() => go(index)}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "block size-3 rounded-full border-2 transition-colors",
                  styles.dot,
                  index === selected && styles.dotActive,
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          {...waiting}
          className={controlClass}
          aria-label={copy.next}
          aria-controls={slidesId}
          onClick={() => go(selected + 1)}
        >
          <Icon name="chevron-right" className="rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
      <div ref={viewport} className="overflow-hidden">
        <div id={slidesId} className="flex touch-pan-y" aria-live={liveMode(rotating)}>
          {slides.map((slide, index) => (
            <div
              key={slideNames[index] ?? index}
              role="group"
              aria-roledescription="slide"
              aria-label={slidePosition(index, count, copy.slidePosition)}
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
