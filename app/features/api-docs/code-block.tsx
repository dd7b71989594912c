import { copyText } from "./copy-text";
import type { apiDocsUi } from "~/content/api-docs";
import { showToast } from "~/lib/lazy-toast";
import { Icon } from "~/components/ui/icon";
import { useScriptOnly } from "~/lib/use-interactive";

export type CopyCopy = (typeof apiDocsUi)["copy"];

/** A selectable code sample with a copy button; `label` names it for screen readers. */
export function CodeBlock({ code, label, copy }: { code: string; label: string; copy: CopyCopy }) {
  const waiting = useScriptOnly();
  async function handleCopy() {
    if (await copyText(code)) {
      showToast("success", copy.success, { description: copy.successDescription });
    } else {
      showToast("error", copy.failure, { description: copy.failureDescription });
    }
  }

  return (
    <figure className="overflow-hidden rounded-lg border border-border bg-muted">
      <figcaption className="flex items-center justify-between gap-3 border-b border-border px-4 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span>{label}</span>
        <button
          type="button"
          onClick={handleCopy}
          {...waiting}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium tracking-normal text-foreground normal-case hover:bg-background"
        >
          <Icon name="copy" className="size-3.5" aria-hidden="true" />
          {copy.button}
          <span className="sr-only"> {label}</span>
        </button>
      </figcaption>
      {/* Wrapped rather than scrolled: no keyboard-trapping scroll box, and phones show every line. */}
      <pre className="p-4 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-foreground select-text">
        <code className="font-mono">{code}</code>
      </pre>
    </figure>
  );
}
