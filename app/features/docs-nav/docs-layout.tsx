import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";
import { useActiveSection } from "./use-active-section";

export type DocsSection = { id: string; title: string };

/**
 * Documentation pages: a quick-links sidebar beside the content. On wide screens the sidebar is
 * sticky and marks the section in view with aria-current; on phones it is a list above the content.
 */
export function DocsLayout({
  label,
  sections,
  sidebarFooter,
  children,
}: {
  label: string;
  sections: readonly DocsSection[];
  sidebarFooter?: ReactNode;
  children: ReactNode;
}) {
  const [active, setActive] = useActiveSection(sections.map((section) => section.id));
  return (
    <Container className="grid gap-10 py-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:py-14">
      <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
        <nav aria-label={label} className="rounded-xl border border-border bg-card p-4">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {label}
          </h2>
          <ul className="space-y-1">
            {sections.map((section) => {
              const current = section.id === active;
              return (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    aria-current={current ? "true" : undefined}
                    onClick={() => setActive(section.id)}
                    className={cn(
                      "block rounded-md border-s-4 px-3 py-2 text-sm transition-colors",
                      current
                        ? "border-primary bg-secondary font-semibold text-secondary-foreground"
                        : "border-transparent text-foreground hover:bg-muted",
                    )}
                  >
                    {section.title}
                  </a>
                </li>
              );
            })}
          </ul>
          {sidebarFooter ? (
            <div className="mt-4 border-t border-border pt-4">{sidebarFooter}</div>
          ) : null}
        </nav>
      </aside>
      <div className="min-w-0 space-y-16">{children}</div>
    </Container>
  );
}
