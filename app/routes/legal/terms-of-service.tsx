import type { Route } from "./+types/terms-of-service";
import { localeFromRequest } from "~/lib/i18n";
import { LegalDocumentView } from "~/components/sections/legal-document";
import * as legal from "~/content/legal";
import { localizedModule } from "~/content/localized-copy";
import { loaderMeta } from "~/lib/route-meta";
import { legalDocumentMeta, legalPageCopyIn } from "./legal-document-meta";

// The document is prerendered loader data: its text is in the page, not in the route's JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(legal, "legal", locale);
  return {
    document: copy.termsOfService,
    copy: legalPageCopyIn(copy.legalPageCopy, locale),
    meta: legalDocumentMeta(copy.termsOfService, locale),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} copy={loaderData.copy} />;
}
