import type { Route } from "./+types/terms-of-service";
import { localeFromPath } from "~/lib/i18n";
import { LegalDocumentView, legalDocumentMeta } from "~/components/sections/legal-document";
import { termsOfService } from "~/content/legal";

// The document is prerendered loader data: its text is in the page, not in the route's JavaScript.
export function loader() {
  return { document: termsOfService };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return legalDocumentMeta(loaderData.document, localeFromPath(location.pathname));
}

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
