import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { assistantCopy, chatPanelCopy } from "~/content/nav";
import { ChatPanel } from "./chat-panel";

function renderPanel(readDraft = () => "") {
  return render(
    <ChatPanel
      open
      copy={assistantCopy}
      panelCopy={chatPanelCopy}
      readDraft={readDraft}
      inputId="input"
      counterId="counter"
      onNavigate={() => {}}
      messages={[]}
      waiting={false}
      onSend={() => {}}
    />,
  );
}

describe("ChatPanel", () => {
  it("takes what was typed into the stand-in between its first render and its mount", () => {
    // The window's stand-in held "pri" when the panel rendered, "pricing" when it replaced it.
    const readDraft = vi.fn().mockReturnValueOnce("pri").mockReturnValue("pricing");
    renderPanel(readDraft);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: assistantCopy.inputLabel });
    expect(input.value).toBe("pricing");
    const send = screen.getByRole<HTMLButtonElement>("button", { name: assistantCopy.send });
    expect(send.disabled).toBe(false);
  });

  it("takes focus from the stand-in's field it replaces, after the text", () => {
    // The focused stand-in is gone when the panel mounts: the body has focus.
    (document.activeElement as HTMLElement | null)?.blur();
    renderPanel(() => "pricing");
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: assistantCopy.inputLabel });
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe("pricing".length);
  });

  it("leaves focus on a control the visitor tabbed to while the code loaded", () => {
    const close = document.body.appendChild(document.createElement("button"));
    close.focus();
    renderPanel();
    expect(document.activeElement).toBe(close);
    close.remove();
  });
});
