import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";

export type Advantage = { title: string; description: string; icon: string };

/**
 * Short selling points as small cards: two across on phones, six across on wide screens, so the
 * content below stays close to the fold.
 */
export function AdvantageStrip({ id, title, items }: { id: string; title: string; items: Advantage[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-6 md:py-8">
      <Container>
        <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight md:text-xl">
          {title}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 xl:grid-cols-6">
          {items.map((item) => (
            <li key={item.title} className="rounded-lg border border-border bg-card p-3 md:p-4">
              <Icon name={item.icon} className="size-5 text-link" />
              <h3 className="mt-2 text-sm font-semibold md:text-base">{item.title}</h3>
              <p className="mt-1 text-xs text-muted-foreground md:text-sm">{item.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
