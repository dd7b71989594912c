import { dialogCommand } from "~/components/ui/dialog-command";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import type { AssistantCopy, SupportChatCopy } from "~/content/nav";
import { cn } from "~/lib/cn";
import { chatWindowIds, loadAssistant, loadSupport } from "./load-chats";

/** A floating button, a tab docked to the screen edge, that opens its chat window natively. */
function LaunchButton({
  windowId,
  label,
  icon,
  side,
  preload,
  preloadWindow,
}: {
  windowId: string;
  label: string;
  icon: IconName;
  side: "start" | "end";
  preload: () => unknown;
  preloadWindow: () => unknown;
}) {
  const warm = () => {
    void preloadWindow();
    void preload();
  };
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      {...dialogCommand(windowId, "show-modal")}
      onPointerEnter={warm}
      onFocus={warm}
      className={cn(
        // Inside the page gutter (24 px, 32 px from 1024 px), so it never lies over the content
        // column at any scroll position; compact on phones.
        "fixed bottom-4 z-30 inline-flex h-11 w-6 items-center justify-center shadow-lg transition-colors lg:h-14 lg:w-7",
        side === "end"
          ? "end-0 rounded-s-lg bg-primary text-primary-foreground hover:bg-primary-hover"
          : "start-0 rounded-e-lg border border-s-0 border-border bg-background text-foreground hover:bg-muted",
      )}
    >
      <Icon name={icon} className="size-4 lg:size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * The two floating buttons. Their windows (chat-windows.tsx) are native dialogs that the shell
 * renders with its other dialogs; pointing at a button fetches its window's code and its chat's.
 */
export function ChatLaunchers({
  assistant,
  support,
  preloadWindows,
}: {
  assistant: AssistantCopy;
  support: SupportChatCopy;
  preloadWindows: () => unknown;
}) {
  return (
    <>
      <LaunchButton
        windowId={chatWindowIds.support}
        label={support.buttonLabel}
        icon="headset"
        side="start"
        preload={loadSupport}
        preloadWindow={preloadWindows}
      />
      <LaunchButton
        windowId={chatWindowIds.assistant}
        label={assistant.buttonLabel}
        icon="bot"
        side="end"
        preload={loadAssistant}
        preloadWindow={preloadWindows}
      />
    </>
  );
}
