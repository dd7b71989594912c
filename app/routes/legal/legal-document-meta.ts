// For loaders only (app/lib/seo.ts): a legal page's loader returns these tags with its document.
import type { LegalDocument } from "~/content/legal";
import type { SiteLocale } from "~/lib/locales";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

/** A legal page's title, description, canonical path and breadcrumb. */
export function legalDocumentMeta(
  document: Pick<LegalDocument, "title" | "description" | "path">,
  locale: SiteLocale,
  homeLabel: string,
) {
  return pageMeta({
    locale,
    title: document.title,
    description: document.description,
    path: document.path,
    jsonLd: [breadcrumbJsonLd([{ name: document.title, path: document.path }], locale, homeLabel)],
  });
}
