/**
 * The banner's content as HTML: rendered into the prerendered page (the banner component sets it
 * with dangerouslySetInnerHTML, which React does not compare or patch while hydrating), so its
 * words never ride in a first visit's JavaScript. The client loads this module only for a banner it
 * renders itself (the SPA fallback page). Its buttons carry `data-consent-choice`, handled by the
 * inline script until the banner's code is live, then by the component.
 */
import type { CookieNoticeCopy } from "~/content/nav";
import { localizedPath } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";
import type { ConsentCopy } from "~/content/consent";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const layout = "flex-col gap-3 sm:flex-row sm:items-center sm:gap-4";
const textClass = "flex-1 text-xs leading-relaxed text-muted-foreground sm:text-sm";
const buttons = "flex shrink-0 flex-wrap gap-2";
const base =
  "inline-flex h-9 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap sm:flex-none";
// Accept and Decline look the same: neither answer is the easier one.
const answer = `${base} bg-primary text-primary-foreground hover:bg-primary-hover`;
const secondary = `${base} border border-input bg-background hover:bg-muted`;

function button(choice: string, label: string, className: string) {
  return `<button type="button" data-consent-choice="${choice}" class="${className}">${escapeHtml(label)}</button>`;
}

export function bannerMarkup(
  notice: CookieNoticeCopy,
  copy: ConsentCopy,
  locale: SiteLocale,
): string {
  const policy = `<a href="${escapeHtml(localizedPath(notice.policyHref, locale))}" class="font-medium text-link underline underline-offset-2">${escapeHtml(notice.policyText)}</a>`;
  return (
    // The question; hidden while the Global Privacy Control note is shown instead.
    `<div class="flex ${layout} [html[data-consent=gpc]_&]:hidden">` +
    `<p class="${textClass}">${escapeHtml(copy.text)} ${policy}</p>` +
    `<div class="${buttons}">${button("decline", notice.decline, answer)}${button("preferences", copy.preferences, secondary)}${button("accept", notice.accept, answer)}</div>` +
    `</div>` +
    `<div class="hidden ${layout} [html[data-consent=gpc]_&]:flex">` +
    `<p class="${textClass}">${escapeHtml(copy.gpcNote)} ${policy}</p>` +
    `<div class="${buttons}">${button("preferences", copy.preferences, secondary)}${button("ok", copy.ok, answer)}</div>` +
    `</div>`
  );
}
