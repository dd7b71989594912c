import type { AssistantRule } from "~/content/nav";
import { fillTemplate } from "~/lib/fill-template";
import { matchText } from "~/lib/match-text";

export type ChatSender = "user" | "ai" | "support";

/** The spec's chat message; navigation fields are only set on assistant messages. */
export type ChatMessage = {
  id: string;
  sender: ChatSender;
  text: string;
  offersNavigation?: boolean;
  navPath?: string;
  navText?: string;
};

/**
 * The first rule, in table order, with a keyword that is a case-insensitive substring of the
 * message (compared as `matchText` reads both).
 */
export function findRule(message: string, rules: readonly AssistantRule[]): AssistantRule | null {
  const text = matchText(message);
  return (
    rules.find((rule) => rule.keywords.some((keyword) => text.includes(matchText(keyword)))) ?? null
  );
}

/**
 * The assistant's answer to a visitor message, without its id. `goTo` ("Go to {path}") names the
 * navigation link of a rule that has no text of its own.
 */
export function assistantReply(
  message: string,
  rules: readonly AssistantRule[],
  fallback: string,
  goTo = "Go to {path}",
): Omit<ChatMessage, "id"> {
  const rule = findRule(message, rules);
  if (!rule) return { sender: "ai", text: fallback, offersNavigation: false };
  if (rule.navPath) {
    return {
      sender: "ai",
      text: rule.response,
      offersNavigation: true,
      navPath: rule.navPath,
      navText: rule.navText ?? fillTemplate(goTo, { path: rule.navPath }),
    };
  }
  return { sender: "ai", text: rule.response, offersNavigation: false };
}

export const replyBaseDelay = 1500;
export const replyJitter = 1000;

/** 1.5 s plus a random 0 to 1 s, so the simulated assistant feels less mechanical. */
export function assistantDelay(random: () => number = Math.random): number {
  return replyBaseDelay + random() * replyJitter;
}
