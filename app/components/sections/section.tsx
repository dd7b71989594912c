import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";

/** A titled page section. `id` doubles as the anchor and labels the region. */
export function Section({
  id,
  title,
  intro,
  children,
  muted,
  className,
}: {
  id?: string;
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  muted?: boolean;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn("py-14 md:py-20", muted && "bg-muted", className)}
    >
      <Container>
        {title ? (
          <div className="mb-10 max-w-3xl">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight">
              {title}
            </h2>
            {intro ? <div className="mt-3 text-lg text-muted-foreground">{intro}</div> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
