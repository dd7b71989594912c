import { Suspense, lazy, useRef, useState } from "react";
import type { ComponentType, RefObject } from "react";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import type { AssistantCopy, ChatPanelStrings, SupportChatCopy } from "~/content/nav";
import { cn } from "~/lib/cn";

type ChatProps<Copy> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  copy: Copy;
  panelCopy: ChatPanelStrings;
};

const loadAssistant = () => import("./assistant-chat");
const loadSupport = () => import("./support-chat");
const AssistantChat = lazy(() =>
  loadAssistant().then((module) => ({ default: module.AssistantChat })),
);
const SupportChat = lazy(() => loadSupport().then((module) => ({ default: module.SupportChat })));

function FloatingChat<Copy extends { buttonLabel: string }>({
  copy,
  panelCopy,
  icon,
  side,
  preload,
  Chat,
}: {
  copy: Copy;
  panelCopy: ChatPanelStrings;
  icon: IconName;
  side: "start" | "end";
  preload: () => unknown;
  Chat: ComponentType<ChatProps<Copy>>;
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={copy.buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
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
      {requested ? (
        <Suspense fallback={null}>
          <Chat
            open={open}
            onOpenChange={setOpen}
            returnFocusRef={buttonRef}
            copy={copy}
            panelCopy={panelCopy}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The two floating buttons; each chat window's code loads on first use. */
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
      <FloatingChat
        copy={support}
        panelCopy={panel}
        icon="headset"
        side="start"
        preload={loadSupport}
        Chat={SupportChat}
      />
      <FloatingChat
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
