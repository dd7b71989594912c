/**
 * Held actions: nothing a visitor does before the page is interactive is lost.
 *
 * Every page is prerendered and React hydrates it only after the first paint, so on a slow phone
 * the HTML is live for seconds without handlers. A form submitted then would make the browser's
 * own request (before forms carried method="post": a GET with every field in the URL), and a
 * click on a menu, chat or theme button would do nothing. This script runs in <head>, before any
 * form or button exists, and listens on the document in the capture phase:
 * - a submission is cancelled and queued; its submit button shows a pending state (data-held,
 *   aria-busy) and a polite status line says it is being sent (the form's data-pending text);
 * - a click on a button that does nothing without JavaScript (not a form's submit button, not a
 *   native popover or command invoker) is cancelled and queued; the button shows it is busy;
 * - after hydration, in a part of the page whose code loads later (an island, marked data-island,
 *   see app/components/ui/lazy-island.tsx) and that React does not own yet, the same holds for its
 *   buttons and for a plain click on a link to this site: replayed once the island has hydrated,
 *   the link navigates within the app, keeping what lives in memory (a dismissed banner), instead
 *   of loading a new document. Links elsewhere, before hydration, or to other sites, new tabs and
 *   downloads are left to the browser;
 * - once React has hydrated (`announceHydrated`, from the root's first effect), each queued
 *   action is replayed on its element: `requestSubmit(submitter)` for a form, so the app's own
 *   flow runs with its validation, toasts and screens; `click()` for a button or link. A part of
 *   the page that hydrates in a later pass (hydrate-later.tsx) needs no wait: React hydrates a
 *   Suspense boundary synchronously when a click or submission reaches it. An island's code may
 *   not be here yet, so what it holds waits until the island marks itself hydrated
 *   (data-island-hydrated, set by lazy-island.tsx) and announces itself again; otherwise the
 *   script looks every 50 ms. Nothing here reads React's private properties.
 * What was typed stays in the prerendered fields: React hydrates the same nodes, react-hook-form
 * keeps values edited before it registered a field, and the few controlled fields copy the typed
 * text into their state on mount (a controlled field's next update would reset it).
 * A form marked data-native (with the intake service, app/lib/native-form.ts) is left to the
 * browser when its fields pass their HTML constraints: a native POST its endpoint answers with a
 * redirect to a confirmation, and the submit button shows it is busy meanwhile. One that does not
 * pass is held like any other, so the app's own validation messages appear over what was typed
 * instead of a reload that would empty the form.
 *
 * The script is a build-time constant: it never contains visitor text, and postbuild hashes it
 * into the page's CSP like every inline script. It is rendered on the server only (see root.tsx),
 * so it adds nothing to the JavaScript a visitor downloads.
 */

/** Dispatched on `document` by the root once React has hydrated the page. */
export const hydratedEvent = "app:hydrated";

/** Set on an island's box once React has hydrated its content (app/components/ui/lazy-island.tsx). */
export const islandHydratedAttribute = "data-island-hydrated";

/** The id of the status line shown while a submission is held. */
export const heldStatusId = "held-status";

/** What the status line says when the form names no pending text of its own. */
export const defaultPendingText = "Sending…";

/**
 * The script, minified by hand and kept in ES5 syntax. `owned` is true, once the page has
 * hydrated, for an element outside any island or in an island that has marked itself hydrated;
 * `r` is the form being replayed, which passes. A browser without requestSubmit, or a submit
 * button no longer in the form, gets a plain submit event: it reaches the app's handler and never
 * makes the browser submit. A replayed click (also `r`) passes even when its island has still not
 * hydrated after five seconds.
 * A function, so the client bundle, which renders the element empty, drops it.
 */
export function heldActionsScript(): string {
  return `(function(d){var q=[],on=0,r,s;function owned(t){var i=t.closest("[data-island]");return!i||i.hasAttribute(${JSON.stringify(islandHydratedAttribute)})}function mark(t,v){if(t){if(v){t.setAttribute("data-held","");t.setAttribute("aria-busy","true")}else{t.removeAttribute("data-held");t.removeAttribute("aria-busy")}}}function go(t,b,n){if(!t.isConnected||!t.hasAttribute("data-held"))return;if(!owned(t)&&n<100)return setTimeout(go,50,t,b,n+1);mark(t,0);mark(b,0);r=t;if(t.tagName!="FORM")t.click();else try{t.requestSubmit(b)}catch(x){t.dispatchEvent(new Event("submit",{bubbles:true,cancelable:true}))}r=0}function hold(e,t,b){e.preventDefault();e.stopImmediatePropagation();if(t.hasAttribute("data-held"))return 0;mark(t,1);mark(b,1);q.push([t,b]);if(on)go(t,b,0);return 1}d.addEventListener("submit",function(e){var f=e.target,p;if(f==r||on&&owned(f))return;if(f.hasAttribute("data-native")&&f.checkValidity())return mark(e.submitter,1);if(hold(e,f,e.submitter)&&!on&&!s){s=d.createElement("div");s.id=${JSON.stringify(heldStatusId)};s.setAttribute("role","status");d.body.append(s);p=f.getAttribute("data-pending")||${JSON.stringify(defaultPendingText)};setTimeout(function(){s.textContent=p},50)}},true);d.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("button,a[href]");if(!t||t==r||on&&owned(t))return;if(t.tagName=="A"){if(!on||t.origin!=location.origin||t.target||t.hasAttribute("download")||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return}else if(t.form&&t.type=="submit"||t.hasAttribute("popovertarget")||t.hasAttribute("commandfor"))return;hold(e,t)},true);d.addEventListener(${JSON.stringify(hydratedEvent)},function(){if(!on){on=1;if(s)s.remove()}q=q.filter(function(a){return a[0].isConnected&&a[0].hasAttribute("data-held")});q.forEach(function(a){go(a[0],a[1],0)})})})(document)`;
}

/**
 * Tells the held-actions script that React has hydrated the page (or, later, an island of it); it
 * replays what it held for elements React now owns. Called from the root's first effect, which
 * runs after every effect of the hydrated tree, and from each island's (lazy-island.tsx).
 */
export function announceHydrated(): void {
  // A microtask: React finishes this commit's effects (and the re-render that applies stored
  // values) before a replayed click or submission reaches a handler.
  queueMicrotask(() => document.dispatchEvent(new Event(hydratedEvent)));
}
