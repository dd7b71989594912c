// For loaders only (app/lib/seo.ts): a legal page's loader returns these tags with its document.
import type { LegalDocument } from "~/content/legal";
import type { SiteLocale } from "~/lib/locales";
import { topLevelPageMeta } from "~/lib/seo";

/** A legal page's title, description, canonical path and breadcrumb. */
export function legalDocumentMeta(
  { title, description, path }: Pick<LegalDocument, "title" | "description" | "path">,
  locale: SiteLocale,
) {
  return topLevelPageMeta({ locale, title, description, path });
}
