export type TimelineEntry = { date: string; title: string; description: string };

/** A vertical, ordered timeline: milestones read top to bottom, oldest first. */
export function TimelineList({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative ms-3 max-w-3xl space-y-8 border-s-2 border-border ps-8">
      {entries.map((entry) => (
        <li key={entry.title} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -start-[2.55rem] size-4 rounded-full border-4 border-background bg-primary"
          />
          <p className="text-sm font-semibold text-link">{entry.date}</p>
          <h3 className="mt-1 text-lg font-semibold">{entry.title}</h3>
          <p className="mt-1 text-muted-foreground">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
