import {
  Suspense,
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { ComponentType } from "react";
import { dialogCommand } from "~/components/ui/dialog-command";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { useDialogOpen } from "~/components/ui/use-dialog-open";
import type { AssistantCopy, ChatPanelStrings, SupportChatCopy } from "~/content/nav";
import { cn } from "~/lib/cn";
import type { LiveChatProps } from "./chat-panel";
import { ChatForm, ChatLog } from "./chat-parts";
import type { ChatPanelCopy } from "./chat-parts";
import { chatWindowIds, loadAssistant, loadSupport } from "./load-chats";

const AssistantChat = lazy(() =>
  loadAssistant().then((module) => ({ default: module.AssistantChat })),
);
const SupportChat = lazy(() => loadSupport().then((module) => ({ default: module.SupportChat })));

/**
 * A chat window, a native modal `<dialog>` in the page's HTML: its floating button
 * (chat-launchers.tsx) opens it with an invoker command before any script has run, the browser
 * traps focus, makes the page inert, closes it on Escape or a click outside and returns focus to
 * the button. The window shows the greeting and a message box from the start; the chat's code loads
 * when it first opens and takes over the box with whatever the visitor has typed into it meanwhile.
 */
function ChatWindow<Copy extends ChatPanelCopy>({
  id,
  copy,
  panelCopy,
  icon,
  side,
  Chat,
}: {
  id: string;
  copy: Copy;
  panelCopy: ChatPanelStrings;
  icon: IconName;
  side: "start" | "end";
  Chat: ComponentType<LiveChatProps<Copy>>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const standInRef = useRef<HTMLInputElement>(null);
  const open = useDialogOpen(dialogRef);
  const [requested, setRequested] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const inputId = useId();
  const counterId = useId();

  useEffect(() => {
    if (!open || requested) return;
    // A transition keeps the stand-in on screen, still taking keystrokes, until the code is here.
    startTransition(() => setRequested(true));
  }, [open, requested]);

  // What the visitor typed in the stand-in, kept past its removal: the live chat renders before
  // it replaces the stand-in, and a keystroke can land in between (chat-panel.tsx takes it then).
  // Read from the field while it is there (it holds what was typed before any script), else the
  // last value it had.
  const typedRef = useRef("");
  const readDraft = useCallback(() => {
    const field = standInRef.current;
    if (field) typedRef.current = field.value;
    return typedRef.current;
  }, []);
  const onNavigate = useCallback(() => {
    dialogRef.current?.close();
    // The visitor is on a new page: start at its content, not on the floating button.
    document.getElementById("main-content")?.focus();
  }, []);

  const standIn = (
    <>
      <ChatLog
        copy={copy}
        panelCopy={panelCopy}
        messages={[
          { id: "greeting", sender: side === "end" ? "ai" : "support", text: copy.greeting },
        ]}
      />
      <ChatForm
        inputRef={standInRef}
        inputId={inputId}
        counterId={counterId}
        copy={copy}
        panelCopy={panelCopy}
        // The browser focuses it when the dialog opens, before any script.
        field={{
          autoFocus: true,
          onChange: (event) => {
            typedRef.current = event.currentTarget.value;
          },
        }}
        length={0}
        sendDisabled
      />
    </>
  );

  return (
    <dialog
      ref={dialogRef}
      id={id}
      closedby="any"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        // The user agent centres a modal dialog: this one sits in its corner, above its button.
        "fixed inset-auto bottom-4 m-0 h-[min(34rem,calc(100dvh-2rem))] max-h-none w-[min(24rem,calc(100vw-2rem))] max-w-none flex-col overflow-hidden rounded-xl border border-border bg-background text-foreground shadow-2xl backdrop:bg-black/40 open:flex",
        "motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-3 motion-safe:starting:opacity-0",
        side === "end" ? "end-4" : "start-4",
      )}
    >
      <div className="flex items-start gap-3 border-b border-border bg-muted px-4 py-3">
        <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Icon name={icon} className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
            {copy.title}
            <span className="rounded-full border border-border bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground">
              {copy.badge}
            </span>
          </h2>
          <p id={descriptionId} className="mt-1 text-xs leading-snug text-muted-foreground">
            {copy.description}
          </p>
        </div>
        <button
          type="button"
          {...dialogCommand(id, "close")}
          aria-label={panelCopy.close}
          className="-me-1 rounded-md p-1.5 text-muted-foreground hover:bg-background hover:text-foreground"
        >
          <Icon name="x" className="size-5" aria-hidden="true" />
        </button>
      </div>
      <Suspense fallback={standIn}>
        {requested ? (
          <Chat
            open={open}
            copy={copy}
            panelCopy={panelCopy}
            readDraft={readDraft}
            inputId={inputId}
            counterId={counterId}
            onNavigate={onNavigate}
          />
        ) : (
          standIn
        )}
      </Suspense>
    </dialog>
  );
}

export type ChatWindowsProps = {
  assistant: AssistantCopy;
  support: SupportChatCopy;
  panel: ChatPanelStrings;
};

/** The two chat windows, in the order of their buttons. */
export function ChatWindows({ assistant, support, panel }: ChatWindowsProps) {
  return (
    <>
      <ChatWindow
        id={chatWindowIds.support}
        copy={support}
        panelCopy={panel}
        icon="headset"
        side="start"
        Chat={SupportChat}
      />
      <ChatWindow
        id={chatWindowIds.assistant}
        copy={assistant}
        panelCopy={panel}
        icon="bot"
        side="end"
        Chat={AssistantChat}
      />
    </>
  );
}
