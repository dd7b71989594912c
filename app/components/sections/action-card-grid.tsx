import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

export type ActionCard = {
  title: string;
  description: string;
  icon: string;
  eyebrow?: string;
  href: string;
  linkText: string;
  /** Other sites open in a new tab with rel="noopener noreferrer" and a screen-reader hint. */
  external?: boolean;
};

const columnClasses = { 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Cards that each end in one call to action, internal or on another site. */
export function ActionCardGrid({
  cards,
  columns = 3,
  opensInNewTab,
}: {
  cards: ActionCard[];
  /** Read after an external card's link, in the page's language. */
  opensInNewTab: string;
  columns?: keyof typeof columnClasses;
}) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
        >
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <Icon name={card.icon} className="size-6" />
          </span>
          {card.eyebrow ? (
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {card.eyebrow}
            </p>
          ) : null}
          <h3 className="mt-1 text-lg font-semibold">{card.title}</h3>
          <p className="mt-2 flex-1 text-muted-foreground">{card.description}</p>
          {card.external ? (
            <a
              href={card.href}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex items-center gap-1.5 font-medium text-link hover:underline"
            >
              {card.linkText}
              <span className="sr-only">
                {": "}
                {card.title}
                {opensInNewTab}
              </span>
              <Icon name="external-link" className="size-4" aria-hidden="true" />
            </a>
          ) : (
            <Link
              to={card.href}
              className="mt-4 inline-flex items-center gap-1.5 font-medium text-link hover:underline"
            >
              {card.linkText}
              <span className="sr-only">: {card.title}</span>
              <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
