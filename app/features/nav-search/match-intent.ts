import type { SearchCopy, SearchIntent } from "~/content/nav";
import { fillTemplate } from "~/lib/fill-template";
import { matchText } from "~/lib/match-text";

/** A priority-1 match this close to the whole query is taken at once: nothing can beat it. */
export const earlyExitSlack = 5;

type Candidate = { intent: SearchIntent; keywordLength: number };

/**
 * Picks the intent for a free-text query. A keyword matches when it is a case-insensitive
 * substring of the query (so words of scripts written without spaces are found too; full-width
 * letters count as their usual forms). The lowest priority number wins; between equal priorities the longer
 * (more specific) keyword wins, then the earlier table entry. A priority-1 match ends the scan
 * early when the query is at most `earlyExitSlack` characters longer than the keyword.
 */
export function matchIntent(query: string, intents: readonly SearchIntent[]): SearchIntent | null {
  const text = matchText(query);
  if (!text) return null;

  let best: Candidate | null = null;
  for (const intent of intents) {
    let keywordLength = -1;
    for (const keyword of intent.keywords) {
      const needle = matchText(keyword);
      if (!needle || !text.includes(needle)) continue;
      if (intent.priority === 1 && text.length - needle.length <= earlyExitSlack) return intent;
      keywordLength = Math.max(keywordLength, needle.length);
    }
    if (keywordLength < 0) continue;
    if (
      !best ||
      intent.priority < best.intent.priority ||
      (intent.priority === best.intent.priority && keywordLength > best.keywordLength)
    ) {
      best = { intent, keywordLength };
    }
  }
  return best?.intent ?? null;
}

export type SearchOutcome =
  | { kind: "none"; query: string }
  | { kind: "navigate"; path: string; external: boolean }
  | { kind: "respond"; response: string };

/** What the visitor sees for a query: a page to go to, an answer, or an apology. */
export function searchOutcome(query: string, intents: readonly SearchIntent[]): SearchOutcome {
  const intent = matchIntent(query, intents);
  if (intent?.path)
    return { kind: "navigate", path: intent.path, external: intent.external === true };
  if (intent?.response) return { kind: "respond", response: intent.response };
  return { kind: "none", query: query.trim() };
}

type MessageCopy = Pick<SearchCopy, "noMatch" | "navigating" | "externalSite">;

/** The apology for a query nothing matched, in the copy's language. */
export function noMatchMessage(query: string, copy: MessageCopy): string {
  return fillTemplate(copy.noMatch, { query });
}

/**
 * "Taking you to …": the page's path as the visitor will see it in the address bar (`shownPath`,
 * e.g. the localized one), or "an external site".
 */
export function navigationMessage(
  outcome: { path: string; external: boolean },
  copy: MessageCopy,
  shownPath: string = outcome.path,
): string {
  return fillTemplate(copy.navigating, {
    destination: outcome.external ? copy.externalSite : shownPath,
  });
}
