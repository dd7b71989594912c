import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { showToast } from "~/lib/lazy-toast";
import { nativeNotSentToast } from "~/content/intake";
import { nativeNotSentMessage } from "~/lib/not-sent";
import type { NotSentTemplates, SentThing } from "~/lib/not-sent";
import { useLocalizedNavigate } from "~/lib/use-locale";
import { nativeOutcome, nativeReturnPages } from "./intake-endpoints";
import type { NativeError } from "./intake-endpoints";
import { intakeEnabled } from "./intake-mode";

type NativeEndpoint = keyof typeof nativeReturnPages;

/**
 * The attributes that make a prerendered form safe to submit before hydration: a POST to its
 * endpoint, so nothing typed can reach a URL. With the intake service the form is marked
 * data-native, and app/lib/held-actions.ts leaves a valid submission to the browser (the server
 * answers with a redirect the page turns into its confirmation); in a static build the script
 * holds it until the app can run the specification's simulated flow.
 */
export function nativeFormProps(action: NativeEndpoint, pending: string) {
  return {
    method: "post",
    action,
    "data-pending": pending,
    "data-native": intakeEnabled ? "" : undefined,
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
    if (!intakeEnabled || pathname !== nativeReturnPages[endpoint]) return;
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

/**
 * The usual answer to a native submission's outcome: the form's success toast, or 'Not Sent'
 * saying why and which mailbox to write to (the page was reloaded, so the form is empty again).
 */
export function useNativeResultToast(
  endpoint: NativeEndpoint,
  notice: {
    successTitle: string;
    successDescription: string;
    what: SentThing;
    mailbox: string;
    /** 'Not Sent' in the page's language; English when left out. */
    notSent?: NotSentTemplates;
  },
) {
  const { successTitle, successDescription, what, mailbox, notSent } = notice;
  useNativeResult(
    endpoint,
    useCallback(
      (result: NativeResult) => {
        if (result.sent) {
          showToast("success", successTitle, { description: successDescription });
          return;
        }
        const failed = notSent
          ? nativeNotSentMessage(notSent, what, mailbox, result.error)
          : nativeNotSentToast(what, mailbox, result.error);
        showToast("error", failed.title, { description: failed.description });
      },
      [successTitle, successDescription, what, mailbox, notSent],
    ),
  );
}
