import { describe, expect, it } from "vitest";
import * as ar from "./ar/intake";
import * as fr from "./fr/intake";

describe("translated intake toasts", () => {
  it("agree in gender with what was sent, in French", () => {
    expect(fr.nativeNotSentToast("message", "a@b.c", "failed").description).toMatch(
      /^Votre message n'a pas été envoyé\u00a0: /,
    );
    expect(fr.nativeNotSentToast("application", "a@b.c", "invalid").description).toMatch(
      /^Votre candidature n'a pas été envoyée\u00a0: .*, ou écrivez à a@b\.c\.$/,
    );
  });

  it("count minutes with each language's plural forms", () => {
    const busy = (seconds: number) => ({ reason: "busy" as const, retryAfterSeconds: seconds });
    expect(fr.notSentToast("signup", "a@b.c", busy(60)).description).toContain("1\u00a0minute,");
    expect(fr.notSentToast("signup", "a@b.c", busy(600)).description).toContain("10\u00a0minutes,");
    expect(ar.notSentToast("message", "a@b.c", busy(60)).description).toContain("دقيقة واحدة");
    expect(ar.notSentToast("message", "a@b.c", busy(120)).description).toContain("دقيقتين");
    expect(ar.notSentToast("message", "a@b.c", busy(600)).description).toContain("10 دقائق");
    expect(ar.notSentToast("message", "a@b.c", busy(900)).description).toContain("15 دقيقة");
  });

  it("keep the mailbox and the reassurance that the form still holds the text", () => {
    const toast = ar.notSentToast("ticket", "support@x.y", { reason: "network" });
    expect(toast.description).toMatch(/^لم يُرسَل طلب الدعم الخاص بك: تعذّر الوصول إلى خادمنا/);
    expect(toast.description).toContain("support@x.y");
    expect(fr.notSentToast("ticket", "s@x.y", { reason: "rejected" }).description).toContain(
      "Ce que vous avez saisi est toujours dans le formulaire.",
    );
  });
});
