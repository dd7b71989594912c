import type { Route } from "./+types/status";
import { localeFromPath } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonClasses } from "~/components/ui/button";
import { statusComponents, statusCopy } from "~/content/status";
import { StatusBoard } from "~/features/status/status-board";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: statusCopy.title,
    description: statusCopy.metaDescription,
    path: "/status",
    jsonLd: [breadcrumbJsonLd([{ name: statusCopy.title, path: "/status" }])],
  });
}

export default function StatusPage() {
  return (
    <>
      <PageHero eyebrow="Status" title={statusCopy.title} intro={statusCopy.intro} />
      <Section>
        <StatusBoard components={statusComponents} />
      </Section>
      <Section id="need-help" title={statusCopy.helpTitle} intro={statusCopy.helpText} muted>
        <div className="flex flex-wrap gap-3">
          <Link to="/support" className={buttonClasses("primary", "lg")}>
            Visit the Support Center
          </Link>
          <Link to="/contact" className={buttonClasses("outline", "lg")}>
            Contact Us
          </Link>
        </div>
      </Section>
    </>
  );
}
