import { limits } from "./application-fields";

/**
 * A pre-paint script for /careers/apply (see lib/pre-paint.ts). The prerendered form shows the
 * default title, because the page has no query string until it hydrates; a native submission made
 * before then would file the application under it. This puts the title from ?jobTitle= into the
 * form's field as the browser submits it, cleaned as jobTitleFromQuery cleans it (the server checks
 * the length again). Once hydrated the field holds the same title, so it stops.
 */
export function jobTitleSubmitScript(): string {
  return `(function(d){var t=new URLSearchParams(location.search).get("jobTitle");if(!t)return;t=Array.from(t.replace(/[\\p{Cc}\\p{Cf}]/gu," ").replace(/\\s+/g," ").trim()).slice(0,${limits.jobTitle}).join("").trim();if(t)d.addEventListener("submit",function(e){var f=e.target.elements&&e.target.elements.namedItem("jobTitle");if(f&&!d.documentElement.dataset.hydrated)f.value=t},true)})(document)`;
}
