import { describe, expect, it } from "vitest";
import { nativeNotSentMessage, notSentMessage } from "../lib/not-sent";
import { nativeNotSentToast, notSentCopy, notSentToast } from "./intake";
import * as ar from "./compiled/ar/intake";
import * as fr from "./compiled/fr/intake";

const busy = (seconds: number) => ({ reason: "busy" as const, retryAfterSeconds: seconds });

describe("English intake toasts", () => {
  it("read as before the copy became data", () => {
    expect(notSentToast("application", "a@b.c", busy(60))).toEqual({
      title: "Not Sent",
      description:
        "Your application was not sent: too many were sent from this connection. Try again in 1 minute, or email a@b.c. What you typed is still in the form.",
    });
    expect(notSentToast("message", "a@b.c", { reason: "busy" }).description).toContain(
      "Try again in 10 minutes, or email",
    );
    expect(notSentToast("ticket", "a@b.c", { reason: "network" }).description).toBe(
      "Your ticket was not sent: our server could not be reached. Try again in a moment, or email a@b.c. What you typed is still in the form.",
    );
    expect(notSentToast("signup", "a@b.c", { reason: "server" }).description).toBe(
      "Your signup was not sent: our server had a problem. Try again in a moment, or email a@b.c. What you typed is still in the form.",
    );
    expect(notSentToast("message", "a@b.c", { reason: "rejected" }).description).toBe(
      "Your message was not sent: the server could not accept it. Check the form and try again, or email a@b.c. What you typed is still in the form.",
    );
    expect(nativeNotSentToast("application", "a@b.c", "invalid").description).toBe(
      "Your application was not sent: some fields were missing or not valid. Please fill in the form again, or email a@b.c.",
    );
    expect(nativeNotSentToast("message", "a@b.c", "busy").description).toBe(
      "Your message was not sent: too many were sent from this connection. Try again in a few minutes, or email a@b.c.",
    );
    expect(nativeNotSentToast("ticket", "a@b.c", "locked")).toEqual(
      nativeNotSentMessage(notSentCopy, "ticket", "a@b.c", "failed"),
    );
  });
});

describe("translated intake toasts", () => {
  it("agree in gender with what was sent, in French", () => {
    expect(nativeNotSentMessage(fr.notSentCopy, "message", "a@b.c", "failed").description).toMatch(
      /^Votre message n'a pas été envoyé\u00a0: /,
    );
    expect(
      nativeNotSentMessage(fr.notSentCopy, "application", "a@b.c", "invalid").description,
    ).toMatch(/^Votre candidature n'a pas été envoyée\u00a0: .*, ou écrivez à a@b\.c\.$/);
  });

  it("count minutes with each language's plural forms", () => {
    const frBusy = (s: number) => notSentMessage(fr.notSentCopy, "fr", "signup", "a@b.c", busy(s));
    const arBusy = (s: number) => notSentMessage(ar.notSentCopy, "ar", "message", "a@b.c", busy(s));
    expect(frBusy(60).description).toContain("1\u00a0minute,");
    expect(frBusy(600).description).toContain("10\u00a0minutes,");
    expect(arBusy(60).description).toContain("دقيقة واحدة");
    expect(arBusy(120).description).toContain("دقيقتين");
    expect(arBusy(600).description).toContain("10 دقائق");
    expect(arBusy(900).description).toContain("15 دقيقة");
  });

  it("keep the mailbox and the reassurance that the form still holds the text", () => {
    const toast = notSentMessage(ar.notSentCopy, "ar", "ticket", "support@x.y", {
      reason: "network",
    });
    expect(toast.description).toMatch(/^لم يُرسَل طلب الدعم الخاص بك: تعذّر الوصول إلى خادمنا/);
    expect(toast.description).toContain("support@x.y");
    expect(
      notSentMessage(fr.notSentCopy, "fr", "ticket", "s@x.y", { reason: "rejected" }).description,
    ).toContain("Ce que vous avez saisi est toujours dans le formulaire.");
  });
});
