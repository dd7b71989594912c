import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatMessage } from "./assistant-reply";

/**
 * A simulated conversation: the visitor's message is appended at once, the reply after `delay()`
 * milliseconds; only one reply is pending at a time.
 */
export function useChat({
  greeting,
  greetingSender,
  reply,
  delay,
  onReply,
}: {
  greeting: string;
  greetingSender: ChatMessage["sender"];
  reply: (text: string) => Omit<ChatMessage, "id">;
  delay: () => number;
  onReply: () => void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: "greeting", sender: greetingSender, text: greeting },
  ]);
  const [waiting, setWaiting] = useState(false);
  const counter = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const nextId = () => `m${++counter.current}`;

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed || waiting) return;
      setMessages((current) => [...current, { id: nextId(), sender: "user", text: trimmed }]);
      setWaiting(true);
      timer.current = setTimeout(() => {
        setMessages((current) => [...current, { id: nextId(), ...reply(trimmed) }]);
        setWaiting(false);
        onReply();
      }, delay());
    },
    [waiting, reply, delay, onReply],
  );

  return { messages, waiting, send };
}
