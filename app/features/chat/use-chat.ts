import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatMessage } from "./assistant-reply";

/**
 * A simulated conversation: the visitor's message is appended at once, the reply after `delay()`
 * milliseconds (or once an asynchronous reply is ready, if later); only one reply is pending at a time.
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
  reply: (text: string) => Omit<ChatMessage, "id"> | Promise<Omit<ChatMessage, "id">>;
  delay: () => number;
  onReply: () => void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: "greeting", sender: greetingSender, text: greeting },
  ]);
  const [waiting, setWaiting] = useState(false);
  const counter = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const nextId = () => `m${++counter.current}`;

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed || waiting) return;
      setMessages((current) => [...current, { id: nextId(), sender: "user", text: trimmed }]);
      setWaiting(true);
      const answer = reply(trimmed);
      const post = (message: Omit<ChatMessage, "id">) => {
        if (!mounted.current) return;
        setMessages((current) => [...current, { id: nextId(), ...message }]);
        setWaiting(false);
        onReply();
      };
      timer.current = setTimeout(() => {
        if (answer instanceof Promise) void answer.then(post);
        else post(answer);
      }, delay());
    },
    [waiting, reply, delay, onReply],
  );

  return { messages, waiting, send };
}
