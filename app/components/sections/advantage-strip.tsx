import { useEffect, useRef, useState } from "react";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";

export type Advantage = { title: string; description: string; icon: string };

/**
 * Short selling points as small cards. On phones they scroll sideways in one row, so the home
 * hero below still starts inside the first screen; from tablet width up they form a grid.
 */
export function AdvantageStrip({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: Advantage[];
}) {
  const headingId = `${id}-heading`;
  const rowRef = useRef<HTMLDivElement>(null);
  // A tab stop only while the row really scrolls (phones): where the cards form a grid it would be
  // a stop that does nothing. The prerendered HTML has none, so a desktop visitor never meets one
  // before hydration; until then Chromium and Firefox make a scrolling row focusable themselves.
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const observer = new ResizeObserver(() => setScrolls(row.scrollWidth > row.clientWidth));
    observer.observe(row);
    return () => observer.disconnect();
  }, []);
  return (
    <section aria-labelledby={headingId} className="py-5 md:py-8">
      <Container>
        <h2 id={headingId} className="text-lg font-semibold tracking-tight md:text-xl">
          {title}
        </h2>
        <div
          ref={rowRef}
          // A scrollable area must be reachable by keyboard (WCAG 2.1.1), hence a named tab stop;
          // a grid needs neither, and would only repeat the section's landmark.
          role={scrolls ? "region" : undefined}
          aria-labelledby={scrolls ? headingId : undefined}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={scrolls ? 0 : undefined}
          // The row scrolls inside the content column: the page gutters stay clear for the chat tabs.
          className="mt-3 snap-x snap-mandatory overflow-x-auto rounded-lg pb-2 md:mt-4 md:overflow-visible md:pb-0"
        >
          <ul className="flex gap-3 md:grid md:grid-cols-3 md:gap-4 xl:grid-cols-6">
            {items.map((item) => (
              <li
                key={item.title}
                className="w-[70%] shrink-0 snap-start rounded-lg border border-border bg-card p-3 sm:w-[40%] md:w-auto md:p-4"
              >
                <Icon name={item.icon} className="size-5 text-link" />
                <h3 className="mt-2 text-sm font-semibold md:text-base">{item.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
