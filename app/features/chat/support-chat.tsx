import type { RefObject } from "react";
import { showToast } from "~/lib/lazy-toast";
import { supportChatCopy } from "~/content/nav";
import { ChatPanel } from "./chat-panel";
import { useChat } from "./use-chat";

export const supportReplyDelayMs = 1500;

const reply = () => ({ sender: "support" as const, text: supportChatCopy.reply });
const delay = () => supportReplyDelayMs;
const onReply = () => showToast("success", supportChatCopy.toastTitle);

/** Quick Help (loaded on first open): a demo support chat with one fixed reply. */
export function SupportChat(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const chat = useChat({
    greeting: supportChatCopy.greeting,
    greetingSender: "support",
    reply,
    delay,
    onReply,
  });
  return <ChatPanel {...props} side="start" copy={supportChatCopy} {...chat} onSend={chat.send} />;
}
