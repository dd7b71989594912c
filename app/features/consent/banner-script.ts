/**
 * The banner's inline script, rendered just before the banner in the prerendered HTML (and hashed
 * into the page's CSP by scripts/postbuild.mjs like every inline script). It is the banner's whole
 * behaviour, before and after the page's JavaScript arrives, so a first visit downloads almost no
 * code for it:
 * - while it is parsed, before the banner paints: a valid decision for the current revision of the
 *   storage inventory marks <html data-consent="set"> (the banner's CSS hides it). With none and a
 *   browser sending Global Privacy Control, it decides without asking (every optional category
 *   off, logged as "gpc") and marks "gpc": the banner shows a note instead of a question;
 * - Accept and Decline store the versioned record, Decline deletes the preference keys, the banner
 *   hides and, with the intake service, the decision is logged (fetch keepalive, never awaited);
 *   then a `storage` event tells the app's stores (app/lib/storage.ts listens for it, as for other
 *   tabs) to read again: the map unloads, the theme is no longer written;
 * - Preferences (the banner's, or the footer's Cookie settings) asks the app for the dialog
 *   (`consent:open`, and data-consent-open for an app that has not hydrated yet); OK hides the note.
 * It listens on window in the capture phase and keeps these clicks from the app's own handlers.
 * A build-time constant per language; ES5, minified by hand.
 */
import { intakeEnabled } from "~/lib/intake-mode";
import type { SiteLocale } from "~/lib/locales";
import { storageKeys } from "~/lib/storage";
import { consentRevision, localEntriesOf } from "~/lib/storage-inventory";
import { consentEndpoint } from "./consent-endpoints";
import { openSettingsEvent } from "./open-settings";

const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function consentScript(locale: SiteLocale, withIntake = intakeEnabled): string {
  const preferences = localEntriesOf("preferences");
  const exact = preferences.filter((entry) => !entry.prefix).map((entry) => entry.key);
  const prefixes = preferences.filter((entry) => entry.prefix).map((entry) => entry.key);
  const forget =
    `E.forEach(function(k){l.removeItem(k)});` +
    (prefixes.length
      ? `for(k=l.length;k--;)if(P.some(function(p){return(l.key(k)||"").indexOf(p)==0}))l.removeItem(l.key(k));`
      : "");
  const post = withIntake
    ? `try{fetch(${json(consentEndpoint)},{method:"POST",keepalive:true,headers:{"Content-Type":"application/json"},body:JSON.stringify({consentId:s.consentId,revision:V,categories:s.categories,decidedAt:s.decidedAt,source:g,locale:${json(locale)}})}).catch(function(){})}catch(x){}`
    : "";
  return (
    `(function(w,r){var K=${json(storageKeys.consent)},V=${consentRevision},E=${json(exact)},P=${json(prefixes)},c,l;` +
    `try{l=localStorage;c=JSON.parse(l.getItem(K))}catch(x){}` +
    `function b(v){return typeof v=="boolean"}` +
    // Stores a decision for both optional categories, o on or off, made at g (banner or gpc).
    `function save(o,g){var s={revision:V,categories:{preferences:o,thirdParty:o},decidedAt:new Date().toISOString(),consentId:Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(16)),function(n){return(n+256).toString(16).slice(1)}).join("")},k;` +
    `try{l.setItem(K,JSON.stringify(s));if(!o){${forget}}w.dispatchEvent(new StorageEvent("storage",{key:null}))}catch(x){}${post}}` +
    `if(c=="declined"||c&&c.revision===V&&c.categories&&b(c.categories.preferences)&&b(c.categories.thirdParty)&&typeof c.decidedAt=="string"&&/^[0-9a-f]{32}$/.test(c.consentId))r.setAttribute("data-consent","set");` +
    `else if(navigator.globalPrivacyControl===true){r.setAttribute("data-consent","gpc");save(false,"gpc")}` +
    `w.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("[data-consent-choice]"),v;` +
    `if(!t)return;e.stopImmediatePropagation();v=t.getAttribute("data-consent-choice");` +
    `if(v=="preferences"){r.setAttribute("data-consent-open","");document.dispatchEvent(new Event(${json(openSettingsEvent)}));return}` +
    `if(v=="accept"||v=="decline")save(v=="accept","banner");` +
    `r.setAttribute("data-consent","set")},true)})(window,document.documentElement)`
  );
}
