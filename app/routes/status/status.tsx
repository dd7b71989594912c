import type { Route } from "./+types/status";
import { localeFromRequest } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonClasses } from "~/components/ui/button";
import { localizedModule } from "~/content/localized-copy";
import * as status from "~/content/status";
import { StatusBoard } from "~/features/status/status-board";
import { statusFeeds } from "~/features/status/status-api";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";

/** The board and its wording in the page's language: prerendered data, not route JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(status, "status", locale);
  return {
    locale,
    page: copy.statusCopy,
    board: copy.statusBoardCopy,
    components: copy.statusComponents as typeof status.statusComponents,
    // Data, not route JavaScript: the page's chunk then shares no module with the staff forms.
    feeds: statusFeeds,
    meta: topLevelPageMeta({
      locale,
      title: copy.statusCopy.title,
      description: copy.statusCopy.metaDescription,
      path: "/status",
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function StatusPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, board, components, feeds } = loaderData;
  return (
    <>
      <PageHero eyebrow={board.eyebrow} title={page.title} intro={page.intro} />
      <Section>
        <StatusBoard
          feeds={feeds}
          components={components}
          componentsTitle={page.componentsTitle}
          copy={board}
          locale={locale}
        />
      </Section>
      <Section id="need-help" title={page.helpTitle} intro={page.helpText} muted>
        <div className="flex flex-wrap gap-3">
          <Link to="/support" className={buttonClasses("primary", "lg")}>
            {board.supportCta}
          </Link>
          <Link to="/contact" className={buttonClasses("outline", "lg")}>
            {board.contactCta}
          </Link>
        </div>
      </Section>
    </>
  );
}
