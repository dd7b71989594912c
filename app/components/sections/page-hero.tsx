import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/** The dark band that opens most pages: the page's one <h1>, an intro and optional actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions,
  aside,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="bg-hero text-hero-foreground">
      <Container className="grid items-center gap-10 py-14 md:py-20 lg:grid-cols-2">
        <div className={aside ? "" : "lg:col-span-2 max-w-3xl"}>
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wide text-hero-muted uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
          {intro ? <div className="mt-5 text-lg text-hero-muted">{intro}</div> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </Container>
    </section>
  );
}
