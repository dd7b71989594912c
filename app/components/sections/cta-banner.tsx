import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/** The closing call to action most pages end on. */
export function CtaBanner({
  title,
  text,
  actions,
}: {
  title: string;
  text?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section aria-label={title} className="py-14 md:py-20">
      <Container>
        <div className="rounded-2xl bg-hero px-6 py-12 text-center text-hero-foreground md:px-12">
          <h2 className="text-3xl font-bold tracking-tight text-balance">{title}</h2>
          {text ? <div className="mx-auto mt-4 max-w-2xl text-lg text-hero-muted">{text}</div> : null}
          <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
        </div>
      </Container>
    </section>
  );
}
