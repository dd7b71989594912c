import { formatNumber, pluralCategory } from "~/lib/format";
import type { PluralForms } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";

/** The likes line split around its number, which the page sets in bold. */
export type LikeCountText = { before: string; number: string | null; after: string };

/** "# people like this article" for 208 -> { before: "", number: "208", after: " people like…" }. */
export function likeCountText(
  count: number,
  forms: PluralForms,
  locale: SiteLocale,
): LikeCountText {
  const form = forms[pluralCategory(count, locale)] ?? forms.other;
  if (!form.includes("#")) return { before: "", number: null, after: ` ${form}` };
  const [before = "", after = ""] = form.split("#");
  return { before, number: formatNumber(count, locale), after };
}

/**
 * The line as the page opens and after the visitor's like, made when the page is prerendered: the
 * page's script then formats no number, and a browser's first Intl number format costs it tens of
 * milliseconds of main thread while the page hydrates.
 */
export function likeCounts(
  likes: number,
  forms: PluralForms,
  locale: SiteLocale,
): readonly [LikeCountText, LikeCountText] {
  return [likeCountText(likes, forms, locale), likeCountText(likes + 1, forms, locale)];
}
