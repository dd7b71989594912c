import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./copy-text";

const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, "clipboard", { value, configurable: true });
}

afterEach(() => {
  if (original) Object.defineProperty(navigator, "clipboard", original);
  else Reflect.deleteProperty(navigator, "clipboard");
});

describe("copyText", () => {
  it("writes the text and reports success", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText("GET /v1/users")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("GET /v1/users");
  });

  it("reports failure when the browser refuses", async () => {
    setClipboard({
      writeText: vi.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError")),
    });
    await expect(copyText("x")).resolves.toBe(false);
  });

  it("reports failure when there is no clipboard API", async () => {
    setClipboard(undefined);
    await expect(copyText("x")).resolves.toBe(false);
  });
});
