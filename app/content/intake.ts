// Relative imports only: react-router.config.ts loads content modules outside Vite.

/** What a visitor reads when a form could not reach the intake service. */
export function notSentToast(
  what: string,
  mailbox: string,
  failure: { reason: "network" | "server" | "busy" | "rejected"; retryAfterSeconds?: number },
) {
  const fallback = `or email ${mailbox}. What you typed is still in the form.`;
  if (failure.reason === "busy") {
    const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 600) / 60));
    return {
      title: "Not Sent",
      description: `Your ${what} was not sent: too many were sent from this connection. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, ${fallback}`,
    };
  }
  if (failure.reason === "rejected") {
    return {
      title: "Not Sent",
      description: `Your ${what} was not sent: the server could not accept it. Check the form and try again, ${fallback}`,
    };
  }
  return {
    title: "Not Sent",
    description: `Your ${what} was not sent: ${failure.reason === "network" ? "our server could not be reached" : "our server had a problem"}. Try again in a moment, ${fallback}`,
  };
}

/**
 * What a visitor reads when a form the browser sent by itself (before the page was interactive,
 * or without JavaScript) was refused: the page was reloaded, so the form is empty again.
 */
export function nativeNotSentToast(
  what: string,
  mailbox: string,
  error: "invalid" | "busy" | "locked" | "failed",
) {
  const reason =
    error === "busy"
      ? "too many were sent from this connection. Try again in a few minutes"
      : error === "invalid"
        ? "some fields were missing or not valid. Please fill in the form again"
        : "our server had a problem. Try again in a moment";
  return {
    title: "Not Sent",
    description: `Your ${what} was not sent: ${reason}, or email ${mailbox}.`,
  };
}

