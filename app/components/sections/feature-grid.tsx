import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

export type FeatureItem = {
  title: string;
  description: string;
  icon?: string;
  href?: string;
  linkText?: string;
  points?: string[];
};

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
} as const;

/** A list of cards with an icon, an <h3> title, text and an optional link. */
export function FeatureGrid({
  items,
  columns = 3,
  headingLevel = 3,
  learnMore = "Learn more",
}: {
  items: FeatureItem[];
  /** Link text for items without their own linkText, in the page's language. */
  learnMore?: string;
  columns?: keyof typeof columnClasses;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
          {item.icon ? (
            <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon name={item.icon} className="size-6" />
            </span>
          ) : null}
          <Heading className="text-lg font-semibold">{item.title}</Heading>
          <p className="mt-2 text-muted-foreground">{item.description}</p>
          {item.points?.length ? (
            <ul className="mt-4 space-y-1.5 text-sm">
              {item.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="text-primary">
                    ✓
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
          {item.href ? (
            <Link
              to={item.href}
              className="mt-auto inline-flex items-center gap-1 pt-4 font-medium text-link hover:underline"
            >
              {item.linkText ?? learnMore}
              <span className="sr-only">: {item.title}</span>
              <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
