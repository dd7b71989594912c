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

const loadAssistant = () => import("./assistant-chat");
const loadSupport = () => import("./support-chat");
const AssistantChat = lazy(() =>
  loadAssistant().then((module) => ({ default: module.AssistantChat })),
);
const SupportChat = lazy(() => loadSupport().then((module) => ({ default: module.SupportChat })));

/**
 * A floating button and its chat window, a native modal `<dialog>` in the page's HTML: the button
 * opens it with an invoker command before any script has run, the browser traps focus, makes the
 * page inert, closes it on Escape or a click outside and returns focus to the button. The window
 * shows the greeting and a message box from the start; the chat's code loads when it first opens
 * and takes over the box with whatever the visitor has typed into it meanwhile.
 */
function ChatWindow<Copy extends ChatPanelCopy & { buttonLabel: string }>({
  id,
  copy,
  panelCopy,
  icon,
  side,
  preload,
  Chat,
}: {
  id: string;
  copy: Copy;
  panelCopy: ChatPanelStrings;
  icon: IconName;
  side: "start" | "end";
  preload: () => unknown;
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

  const readDraft = useCallback(() => standInRef.current?.value ?? "", []);
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
        field={{ autoFocus: true }}
        length={0}
        sendDisabled
      />
    </>
  );

  return (
    <>
      <button
        type="button"
        aria-label={copy.buttonLabel}
        aria-haspopup="dialog"
        {...dialogCommand(id, "show-modal")}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        className={cn(
          // A tab docked to the screen edge, inside the page gutter (24 px, 32 px from 1024 px),
          // so it never lies over the content column at any scroll position; compact on phones.
          "fixed bottom-4 z-30 inline-flex h-11 w-6 items-center justify-center shadow-lg transition-colors lg:h-14 lg:w-7",
          side === "end"
            ? "end-0 rounded-s-lg bg-primary text-primary-foreground hover:bg-primary-hover"
            : "start-0 rounded-e-lg border border-s-0 border-border bg-background text-foreground hover:bg-muted",
        )}
      >
        <Icon name={icon} className="size-4 lg:size-5" aria-hidden="true" />
      </button>
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
    </>
  );
}

/** The two floating buttons and their chat windows; each chat's code loads on first use. */
export function ChatLaunchers({
  assistant,
  support,
  panel,
}: {
  assistant: AssistantCopy;
  support: SupportChatCopy;
  panel: ChatPanelStrings;
}) {
  return (
    <>
      <ChatWindow
        id="quick-help"
        copy={support}
        panelCopy={panel}
        icon="headset"
        side="start"
        preload={loadSupport}
        Chat={SupportChat}
      />
      <ChatWindow
        id="ai-assistant"
        copy={assistant}
        panelCopy={panel}
        icon="bot"
        side="end"
        preload={loadAssistant}
        Chat={AssistantChat}
      />
    </>
  );
}
