import { describe, expect, it } from "vitest";
import { nativeNotSentToast, notSentToast } from "~/content/intake";
import { fillTemplate } from "./fill-template";
import { notSentCopy, notSentText } from "./intake-copy";

const copy = notSentCopy({ notSentToast, nativeNotSentToast }, "message", "sales@example.ca");

describe("notSentCopy", () => {
  it("gives the same toasts as the functions", () => {
    for (const failure of [
      { reason: "network" },
      { reason: "server" },
      { reason: "rejected" },
      { reason: "busy" },
      { reason: "busy", retryAfterSeconds: 30 },
      { reason: "busy", retryAfterSeconds: 120 },
      { reason: "busy", retryAfterSeconds: 3600 },
    ] as const) {
      expect(notSentText(copy, failure)).toEqual(
        notSentToast("message", "sales@example.ca", failure),
      );
    }
    expect(copy.native.invalid).toEqual(
      nativeNotSentToast("message", "sales@example.ca", "invalid"),
    );
  });
});

describe("fillTemplate", () => {
  it("fills known placeholders and leaves others", () => {
    expect(fillTemplate("Hi {name}, {max} {x}", { name: "Jo", max: 3 })).toBe("Hi Jo, 3 {x}");
  });
});
