import type { Route } from "./+types/terms-of-service";
import { localeFromPath, localeFromRequest } from "~/lib/i18n";
import { LegalDocumentView, legalDocumentMeta } from "~/components/sections/legal-document";
import * as legal from "~/content/legal";
import { localizedModule } from "~/content/localized-copy";
import { withoutPageData } from "~/lib/seo";

// The document is prerendered loader data: its text is in the page, not in the route's JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  const copy = localizedModule(legal, "legal", localeFromRequest(request));
  return { document: copy.termsOfService, copy: copy.legalPageCopy };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (withoutPageData(loaderData)) return [];
  return legalDocumentMeta(
    loaderData.document,
    localeFromPath(location.pathname),
    loaderData.copy.homeLabel,
    matches,
  );
}

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} copy={loaderData.copy} />;
}
