// For loaders only (app/lib/seo.ts): a legal page's loader returns these tags with its document.
import type { LegalDocument, legalPageCopy } from "~/content/legal";
import { hasTranslation } from "~/content/localized-copy";
import type { Localized } from "~/content/localized";
import { defaultLocale } from "~/lib/locales";
import type { SiteLocale } from "~/lib/locales";
import { topLevelPageMeta } from "~/lib/seo";

/** A legal page's title, description, canonical path and breadcrumb. */
export function legalDocumentMeta(
  { title, description, path }: Pick<LegalDocument, "title" | "description" | "path">,
  locale: SiteLocale,
) {
  return topLevelPageMeta({ locale, title, description, path });
}

/**
 * The words around a legal document in `locale`; the line saying which version governs only on a
 * translation (not in English, nor on a page served in English for want of one).
 */
export function legalPageCopyIn(copy: Localized<typeof legalPageCopy>, locale: SiteLocale) {
  const translation = locale !== defaultLocale && hasTranslation("legal", locale);
  return { ...copy, governingVersion: translation ? copy.governingVersion : "" };
}
