import type { ReactNode } from "react";

/** A documentation section: the anchor the quick-links sidebar points at, with its <h2>. */
export function DocSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-5 text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="space-y-5">{children}</div>
    </section>
  );
}
