import type { RefObject } from "react";
import { showToast } from "~/lib/lazy-toast";
import { assistantRules } from "~/content/assistant-rules";
import { assistantCopy } from "~/content/nav";
import { assistantDelay, assistantReply } from "./assistant-reply";
import { ChatPanel } from "./chat-panel";
import { useChat } from "./use-chat";

const reply = (text: string) => assistantReply(text, assistantRules, assistantCopy.fallback);
const onReply = () =>
  showToast("success", assistantCopy.toastTitle, { duration: assistantCopy.toastDuration });

/** The floating AI Assistant's window (loaded on first open). Keyword rules stand in for an AI. */
export function AssistantChat(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const chat = useChat({
    greeting: assistantCopy.greeting,
    greetingSender: "ai",
    reply,
    delay: assistantDelay,
    onReply,
  });
  return <ChatPanel {...props} side="end" copy={assistantCopy} {...chat} onSend={chat.send} />;
}
