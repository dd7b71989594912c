import { useCallback } from "react";
import { showToast } from "~/lib/lazy-toast";
import type { SupportChatCopy } from "~/content/nav";
import { ChatPanel } from "./chat-panel";
import type { LiveChatProps } from "./chat-panel";
import { useChat } from "./use-chat";

export const supportReplyDelayMs = 1500;

const delay = () => supportReplyDelayMs;

/** Quick Help (loaded on first open): a demo support chat with one fixed reply. */
export function SupportChat({ copy, panelCopy, ...props }: LiveChatProps<SupportChatCopy>) {
  const reply = useCallback(() => ({ sender: "support" as const, text: copy.reply }), [copy.reply]);
  const onReply = useCallback(() => showToast("success", copy.toastTitle), [copy.toastTitle]);
  const chat = useChat({
    greeting: copy.greeting,
    greetingSender: "support",
    reply,
    delay,
    onReply,
  });
  return <ChatPanel {...props} copy={copy} panelCopy={panelCopy} {...chat} onSend={chat.send} />;
}
