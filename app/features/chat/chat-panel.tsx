import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ChatPanelStrings } from "~/content/nav";
import type { ChatMessage } from "./assistant-reply";
import { ChatForm, ChatLog } from "./chat-parts";
import type { ChatPanelCopy } from "./chat-parts";

/** What the window (chat-windows.tsx) hands the chat whose code it loaded on first open. */
export type LiveChatProps<Copy> = {
  open: boolean;
  copy: Copy;
  panelCopy: ChatPanelStrings;
  /** Reads what the visitor typed into the window before this code arrived. */
  readDraft: () => string;
  inputId: string;
  counterId: string;
  /** A reply's link was followed: close the window. */
  onNavigate: () => void;
};

/** The live conversation and message box inside a chat window. */
export function ChatPanel({
  open,
  copy,
  panelCopy,
  readDraft,
  inputId,
  counterId,
  onNavigate,
  messages,
  waiting,
  onSend,
}: Omit<LiveChatProps<ChatPanelCopy>, "copy"> & {
  copy: ChatPanelCopy;
  messages: ChatMessage[];
  waiting: boolean;
  onSend: (text: string) => void;
}) {
  // Rendered while the stand-in box is still on screen, so its text carries over.
  const [draft, setDraft] = useState(readDraft);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const blank = draft.trim() === "";

  useLayoutEffect(() => {
    // Text typed into the stand-in after this panel first rendered, before it replaced it: read
    // from outside React (the stand-in's last value), once, before the browser paints.
    const typed = readDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time sync from the stand-in
    if (typed !== draft) setDraft(typed);
    // On mount only: afterwards the visitor types here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, waiting, open]);

  const mounted = useRef(false);
  useLayoutEffect(() => {
    // On every opening, and when this box replaces the stand-in the visitor was typing in, start
    // where they type, after what they typed (the dialog itself focuses its first control).
    const input = inputRef.current;
    const replacing = !mounted.current;
    mounted.current = true;
    if (!open || !input) return;
    // Replacing the stand-in takes focus only from the stand-in's field, which is gone now (the
    // page's body has it, and the document still has focus): a visitor who tabbed to another
    // control, or out to the browser, while the code loaded stays where they went.
    const active = document.activeElement;
    const lost = !active || active === document.body || active === input.closest("dialog");
    if (replacing && !(lost && document.hasFocus())) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [open]);

  const wasWaiting = useRef(false);
  useEffect(() => {
    // The input is disabled while a reply is pending, which drops focus: give it back.
    if (wasWaiting.current && !waiting) inputRef.current?.focus();
    wasWaiting.current = waiting;
  }, [waiting]);

  return (
    <>
      <ChatLog
        logRef={logRef}
        copy={copy}
        panelCopy={panelCopy}
        messages={messages}
        waiting={waiting}
        onNavigate={onNavigate}
      />
      <ChatForm
        inputRef={inputRef}
        inputId={inputId}
        counterId={counterId}
        copy={copy}
        panelCopy={panelCopy}
        field={{
          value: draft,
          onChange: (event) => setDraft(event.target.value),
          disabled: waiting,
        }}
        length={draft.length}
        sendDisabled={blank || waiting}
        onSubmit={(event) => {
          event.preventDefault();
          const text = draft.trim();
          if (!text || waiting) return;
          onSend(text);
          setDraft("");
        }}
      />
    </>
  );
}
