import { Bot, Headset } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Suspense, lazy, useRef, useState } from "react";
import type { ComponentType, RefObject } from "react";
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
  icon: IconComponent,
  side,
  preload,
  Chat,
}: {
  label: string;
  icon: LucideIcon;
  side: "left" | "right";
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
          "fixed bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full shadow-lg transition-transform hover:scale-105",
          side === "right"
            ? "right-4 bg-primary text-primary-foreground"
            : "left-4 border border-border bg-background text-foreground",
        )}
      >
        <IconComponent className="size-6" aria-hidden="true" />
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
        icon={Headset}
        side="left"
        preload={loadSupport}
        Chat={SupportChat}
      />
      <FloatingChat
        label={assistantCopy.buttonLabel}
        icon={Bot}
        side="right"
        preload={loadAssistant}
        Chat={AssistantChat}
      />
    </>
  );
}
