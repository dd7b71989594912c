/**
 * The root document's own words in English: skip link, loading text, error screen. nav.ts
 * re-exports them, so their translations are nav's `documentCopy` in content/i18n/<lang>.json; the root
 * shows these only where the shell's loader data is missing.
 */
export const documentCopy = {
  skipLink: "Skip to main content",
  loading: "Loading…",
  errorTitle: "Application Error",
  errorFallback: "An unexpected error occurred.",
  /** Followed by the support mailbox and a full stop. */
  errorAdvice:
    "Please refresh the page to try again. If the problem continues, contact our support team at",
  errorHome: "Return to the home page",
  /** The close button of every toast. */
  dismissToast: "Dismiss notification",
} as const;

export type DocumentCopy = { [K in keyof typeof documentCopy]: string };
