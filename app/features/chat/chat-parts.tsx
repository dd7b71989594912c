import type { FormEventHandler, InputHTMLAttributes, Ref } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { ChatPanelStrings } from "~/content/nav";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/fill-template";
import type { ChatMessage } from "./assistant-reply";

export const maxMessageLength = 500;

export type ChatPanelCopy = {
  title: string;
  badge: string;
  description: string;
  greeting: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  typing: string;
};

/**
 * The conversation: the same markup before the chat's code has loaded (the greeting alone) and
 * after, so the window a visitor opens before hydration is the one they keep.
 */
export function ChatLog({
  logRef,
  copy,
  panelCopy,
  messages,
  waiting = false,
  onNavigate,
}: {
  logRef?: Ref<HTMLDivElement>;
  copy: ChatPanelCopy;
  panelCopy: ChatPanelStrings;
  messages: ChatMessage[];
  waiting?: boolean;
  /** A reply's link to a page was followed. */
  onNavigate?: () => void;
}) {
  return (
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
                onClick={onNavigate}
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
  );
}

/**
 * The message box. Before the chat's code has loaded its input is uncontrolled and Send is
 * disabled, so Enter cannot submit the form (a disabled default button blocks implicit
 * submission) and what the visitor types stays in the field for the live chat to take over.
 */
export function ChatForm({
  inputRef,
  inputId,
  counterId,
  copy,
  panelCopy,
  field,
  length,
  sendDisabled,
  onSubmit,
}: {
  inputRef?: Ref<HTMLInputElement>;
  inputId: string;
  counterId: string;
  copy: ChatPanelCopy;
  panelCopy: ChatPanelStrings;
  /** The input's value handling and state: controlled once live, uncontrolled before. */
  field: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "value" | "onChange" | "disabled" | "autoFocus"
  >;
  length: number;
  sendDisabled: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    // A POST, should it ever be submitted without the app: a message never goes into a URL.
    <form method="post" className="border-t border-border p-3" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="sr-only">
        {copy.inputLabel}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          {...field}
          placeholder={copy.placeholder}
          maxLength={maxMessageLength}
          autoComplete="off"
          aria-describedby={counterId}
          className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={sendDisabled}
          aria-label={copy.send}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground hover:bg-primary-hover disabled:pointer-events-none disabled:opacity-60"
        >
          <Icon name="send-horizontal" className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p id={counterId} className="mt-1 text-end text-xs text-muted-foreground">
        {length}/{maxMessageLength}
        <span className="sr-only">{panelCopy.characters}</span>
      </p>
    </form>
  );
}
