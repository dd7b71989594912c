import type { Route } from "./+types/acceptable-use";
import { localeFromPath } from "~/lib/i18n";
import { LegalDocumentView, legalDocumentMeta } from "~/components/sections/legal-document";
import { acceptableUsePolicy } from "~/content/legal";

// The document is prerendered loader data: its text is in the page, not in the route's JavaScript.
export function loader() {
  return { document: acceptableUsePolicy };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return legalDocumentMeta(loaderData.document, localeFromPath(location.pathname));
}

export default function AcceptableUsePage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
