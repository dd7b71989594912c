import { Suspense, lazy, useRef, useState } from "react";
import type { ComponentType, RefObject } from "react";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { assistantCopy, supportChatCopy } from "~/content/nav";
import { cn } from "~/lib/cn";

type ChatProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
};

const loadAssistant = () => import("./assistant-chat");
const loadSupport = () => import("./support-chat");
const AssistantChat = lazy(() =>
  loadAssistant().then((module) => ({ default: module.AssistantChat })),
);
const SupportChat = lazy(() => loadSupport().then((module) => ({ default: module.SupportChat })));

function FloatingChat({
  label,
  icon,
  side,
  preload,
  Chat,
}: {
  label: string;
  icon: IconName;
  side: "start" | "end";
  preload: () => unknown;
  Chat: ComponentType<ChatProps>;
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
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
          <Chat open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The two floating buttons; each chat window's code loads on first use. */
export function ChatLaunchers() {
  return (
    <>
      <FloatingChat
        label={supportChatCopy.buttonLabel}
        icon="headset"
        side="start"
        preload={loadSupport}
        Chat={SupportChat}
      />
      <FloatingChat
        label={assistantCopy.buttonLabel}
        icon="bot"
        side="end"
        preload={loadAssistant}
        Chat={AssistantChat}
      />
    </>
  );
}
