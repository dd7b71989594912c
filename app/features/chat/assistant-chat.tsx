import { useCallback, useMemo } from "react";
import { showToast } from "~/lib/lazy-toast";
import type { AssistantCopy } from "~/content/nav";
import { useLocale } from "~/lib/use-locale";
import { assistantDelay, assistantReply } from "./assistant-reply";
import { loadAssistantRules } from "./assistant-tables";
import { ChatPanel } from "./chat-panel";
import type { LiveChatProps } from "./chat-panel";
import { useChat } from "./use-chat";

/** The floating AI Assistant's window (loaded on first open). Keyword rules stand in for an AI. */
export function AssistantChat({ copy, panelCopy, ...props }: LiveChatProps<AssistantCopy>) {
  const locale = useLocale();
  // The rules of the page's language load with the window; a reply waits for them if they are
  // late, and tries once more if the first fetch failed (offline, a new deploy).
  const rules = useMemo(() => loadAssistantRules(locale), [locale]);
  const reply = useCallback(
    async (text: string) => {
      const table = await rules.catch(() => loadAssistantRules(locale)).catch(() => []);
      return assistantReply(text, table, copy.fallback, panelCopy.goTo);
    },
    [rules, locale, copy.fallback, panelCopy.goTo],
  );
  const onReply = useCallback(
    () => showToast("success", copy.toastTitle, { duration: copy.toastDuration }),
    [copy.toastTitle, copy.toastDuration],
  );
  const chat = useChat({
    greeting: copy.greeting,
    greetingSender: "ai",
    reply,
    delay: assistantDelay,
    onReply,
  });
  return <ChatPanel {...props} copy={copy} panelCopy={panelCopy} {...chat} onSend={chat.send} />;
}
