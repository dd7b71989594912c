import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { assistantCopy, chatPanelCopy } from "~/content/nav";
import { ChatPanel } from "./chat-panel";

describe("ChatPanel", () => {
  it("takes what was typed into the stand-in between its first render and its mount", () => {
    // The window's stand-in held "pri" when the panel rendered, "pricing" when it replaced it.
    const readDraft = vi.fn().mockReturnValueOnce("pri").mockReturnValue("pricing");
    render(
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
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: assistantCopy.inputLabel });
    expect(input.value).toBe("pricing");
    const send = screen.getByRole<HTMLButtonElement>("button", { name: assistantCopy.send });
    expect(send.disabled).toBe(false);
  });
});
