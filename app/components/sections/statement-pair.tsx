import { Container } from "~/components/ui/container";

export type Statement = { id: string; title: string; text: string };

/** Two short statements side by side (e.g. mission and vision), each its own titled region. */
export function StatementPair({ statements }: { statements: [Statement, Statement] }) {
  return (
    <div className="py-14 md:py-20">
      <Container className="grid gap-6 md:grid-cols-2">
        {statements.map((statement) => (
          <section
            key={statement.id}
            id={statement.id}
            aria-labelledby={`${statement.id}-heading`}
            className="rounded-2xl border border-border bg-card p-8 shadow-sm"
          >
            <h2 id={`${statement.id}-heading`} className="text-2xl font-bold tracking-tight">
              {statement.title}
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{statement.text}</p>
          </section>
        ))}
      </Container>
    </div>
  );
}
