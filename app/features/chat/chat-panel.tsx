import { Dialog } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import type { RefObject } from "react";
import { Link } from "~/components/ui/link";
import type { ChatPanelStrings } from "~/content/nav";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/fill-template";
import type { ChatMessage } from "./assistant-reply";
import { Icon } from "~/components/ui/icon";

export const maxMessageLength = 500;

export type ChatPanelCopy = {
  title: string;
  badge: string;
  description: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  typing: string;
};

/**
 * A chat window on Radix Dialog (focus trap, Escape, outside click). It is opened without a
 * Radix trigger because it loads on demand, so focus is handed back to the floating button.
 */
export function ChatPanel({
  open,
  onOpenChange,
  returnFocusRef,
  side,
  copy,
  panelCopy,
  messages,
  waiting,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  side: "start" | "end";
  copy: ChatPanelCopy;
  /** What both chats share: close, the log's name, message prefixes, the counter. */
  panelCopy: ChatPanelStrings;
  messages: ChatMessage[];
  waiting: boolean;
  onSend: (text: string) => void;
}) {
  const [draft, setDraft] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const counterId = useId();
  const blank = draft.trim() === "";

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, waiting, open]);

  const navigated = useRef(false);
  const wasWaiting = useRef(false);
  useEffect(() => {
    // The input is disabled while a reply is pending, which drops focus: give it back.
    if (wasWaiting.current && !waiting) inputRef.current?.focus();
    wasWaiting.current = waiting;
  }, [waiting]);

  useEffect(() => {
    if (!open) return;
    // Radix traps Tab and hides the page with aria-hidden, but spares every subtree holding an
    // aria-live region (the hero, the footer): the whole page goes inert and hidden instead, as
    // behind a native modal dialog. The dialog and its overlay are portalled beside the app root.
    const page = [
      document.getElementById("app-root"),
      document.querySelector('a[href="#main-content"]'),
    ].filter((element): element is HTMLElement => element instanceof HTMLElement && !element.inert);
    for (const element of page) {
      element.inert = true;
      element.setAttribute("aria-hidden", "true");
    }
    return () => {
      for (const element of page) {
        element.inert = false;
        element.removeAttribute("aria-hidden");
      }
    };
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          // Radix leaves this to us; it tells screen readers that nothing outside the chat is live.
          aria-modal="true"
          onOpenAutoFocus={(event) => {
            // Start where the visitor will type, not on the close button.
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // After following a navigation offer the visitor is on a new page: start at its content.
            const target = navigated.current
              ? document.getElementById("main-content")
              : returnFocusRef.current;
            navigated.current = false;
            target?.focus();
          }}
          className={cn(
            "fixed bottom-4 z-50 flex h-[min(34rem,calc(100dvh-2rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-border bg-background text-foreground shadow-2xl",
            "motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-3 motion-safe:starting:opacity-0",
            side === "end" ? "end-4" : "start-4",
          )}
        >
          <div className="flex items-start gap-3 border-b border-border bg-muted px-4 py-3">
            <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon name={side === "end" ? "bot" : "headset"} className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="flex flex-wrap items-center gap-2 text-base font-semibold">
                {copy.title}
                <span className="rounded-full border border-border bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground">
                  {copy.badge}
                </span>
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-xs leading-snug text-muted-foreground">
                {copy.description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={panelCopy.close}
              className="-me-1 rounded-md p-1.5 text-muted-foreground hover:bg-background hover:text-foreground"
            >
              <Icon name="x" className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label={fillTemplate(panelCopy.conversation, { title: copy.title })}
            // A scrollable region must be keyboard-scrollable (WCAG 2.1.1); the log has no other focus stop.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="flex-1 space-y-3 overflow-y-auto px-4 py-4"
          >
            {messages.map((message) => (
              <div
                key={message.id}
                className={cn("flex", message.sender === "user" ? "justify-end" : "justify-start")}
              >
                <div
                  className={cn(
                    "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap",
                    message.sender === "user"
                      ? "rounded-ee-sm bg-primary text-primary-foreground"
                      : "rounded-es-sm bg-muted text-foreground",
                  )}
                >
                  <span className="sr-only">
                    {message.sender === "user"
                      ? panelCopy.you
                      : fillTemplate(panelCopy.sender, { title: copy.title })}
                  </span>
                  {message.text}
                  {message.offersNavigation && message.navPath ? (
                    <Link
                      to={message.navPath}
                      onClick={() => {
                        navigated.current = true;
                        onOpenChange(false);
                      }}
                      className="mt-2 flex w-fit items-center rounded-md border border-border bg-background px-3 py-1.5 text-sm font-medium text-link hover:underline"
                    >
                      {message.navText}
                    </Link>
                  ) : null}
                </div>
              </div>
            ))}
            {waiting ? (
              <div className="flex justify-start">
                <div className="flex items-center gap-2 rounded-2xl rounded-es-sm bg-muted px-3.5 py-2 text-sm text-muted-foreground">
                  <span className="flex gap-1" aria-hidden="true">
                    {[0, 150, 300].map((delay) => (
                      <span
                        key={delay}
                        className="size-1.5 rounded-full bg-muted-foreground motion-safe:animate-bounce"
                        style={{ animationDelay: `${delay}ms` }}
                      />
                    ))}
                  </span>
                  {copy.typing}
                </div>
              </div>
            ) : null}
          </div>

          <form
            className="border-t border-border p-3"
            onSubmit={(event) => {
              event.preventDefault();
              const text = draft.trim();
              if (!text || waiting) return;
              onSend(text);
              setDraft("");
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              {copy.inputLabel}
            </label>
            <div className="flex gap-2">
              <input
                ref={inputRef}
                id={inputId}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={copy.placeholder}
                maxLength={maxMessageLength}
                disabled={waiting}
                autoComplete="off"
                aria-describedby={counterId}
                className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground disabled:opacity-60"
              />
              <button
                type="submit"
                disabled={blank || waiting}
                aria-label={copy.send}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground hover:bg-primary-hover disabled:pointer-events-none disabled:opacity-60"
              >
                <Icon name="send-horizontal" className="size-4" aria-hidden="true" />
              </button>
            </div>
            <p id={counterId} className="mt-1 text-end text-xs text-muted-foreground">
              {draft.length}/{maxMessageLength}
              <span className="sr-only">{panelCopy.characters}</span>
            </p>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
