import { useEffect, useRef } from "react";
import { useInteractive, useScriptOnly } from "./use-interactive";
import { useLocation } from "react-router";
import { unlocalizedPath } from "~/lib/i18n";
import { useLocalizedNavigate } from "~/lib/use-locale";
import { nativeOutcome, nativeReturnPages } from "./intake-endpoints";
import type { NativeError } from "./intake-endpoints";
import { intakeEnabled } from "./intake-mode";

type NativeEndpoint = keyof typeof nativeReturnPages;

/**
 * A form that works from the first paint, without the page's code: a POST to its endpoint, so
 * nothing typed can reach a URL, and the browser's own constraint validation (required, type,
 * pattern) until the app takes over with the specification's messages (noValidate once
 * interactive), so an incomplete form is not sent and keeps what was typed. With the intake
 * service the server answers a native post with a redirect the page turns into its confirmation;
 * a static build has no server to post to, so its submit button waits for the app's simulated
 * flow (disabled until then; Enter in a field cannot send it either).
 */
export function useNativeForm(action: NativeEndpoint) {
  const interactive = useInteractive();
  const waiting = useScriptOnly();
  return {
    formProps: { method: "post", action, noValidate: interactive },
    // Only while waiting: spread after the button's own `disabled`, it must not clear it later.
    submitProps: intakeEnabled || interactive ? {} : waiting,
  } as const;
}

export type NativeResult = { sent: true } | { sent: false; error: NativeError };

/** The outcome a native submission's redirect put in the query string, if any. */
export function nativeResultOf(search: string): NativeResult | null {
  const params = new URLSearchParams(search);
  if (params.get(nativeOutcome.sentParam) === "1") return { sent: true };
  const error = params.get(nativeOutcome.errorParam);
  const known = nativeOutcome.errors.find((value) => value === error);
  return known ? { sent: false, error: known } : null;
}

/** The search string without the outcome markers, so a reload or a shared link shows nothing. */
export function withoutNativeMarkers(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(nativeOutcome.sentParam);
  params.delete(nativeOutcome.errorParam);
  params.delete(nativeOutcome.signedInParam);
  const rest = params.toString();
  return rest === "" ? "" : `?${rest}`;
}

/**
 * Shows what happened to the form's native submission once the page is interactive, then drops
 * the marker from the URL (replace: Back does not show it again). Only on the form's own return
 * page, so the footer's newsletter does not answer the contact form's ?sent=1.
 */
export function useNativeResult(endpoint: NativeEndpoint, show: (result: NativeResult) => void) {
  const { pathname, search, hash } = useLocation();
  const navigate = useLocalizedNavigate();
  // One toast per redirect, even if the page re-renders before the marker is gone.
  const shown = useRef("");
  useEffect(() => {
    // The return page in any language: /fr/contact answers the contact form as /contact does.
    if (!intakeEnabled || unlocalizedPath(pathname) !== nativeReturnPages[endpoint]) return;
    const result = nativeResultOf(search);
    if (!result || shown.current === search) return;
    shown.current = search;
    show(result);
    void navigate(
      { pathname, search: withoutNativeMarkers(search), hash },
      { replace: true, preventScrollReset: true },
    );
  }, [endpoint, pathname, search, hash, navigate, show]);
}
