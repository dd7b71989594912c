// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../intake";
import type { Localized } from "../localized";

/**
 * The forms pass what they send as an English word ("message", "ticket", "application", "signup"),
 * which serves here as a key: Arabic needs the noun's gender for the agreement of the verb.
 */
const sentThings: Record<string, { noun: string; feminine: boolean }> = {
  message: { noun: "رسالتك", feminine: true },
  ticket: { noun: "طلب الدعم الخاص بك", feminine: false },
  application: { noun: "طلب التوظيف الخاص بك", feminine: false },
  signup: { noun: "طلب الاشتراك الخاص بك", feminine: false },
};

function notSent(what: string): string {
  const thing = sentThings[what] ?? { noun: what, feminine: false };
  return `لم ${thing.feminine ? "تُرسَل" : "يُرسَل"} ${thing.noun}`;
}

/** Arabic counts minutes in four forms: 1, 2, 3 to 10, and 11 or more. */
function minutesText(minutes: number): string {
  if (minutes === 1) return "دقيقة واحدة";
  if (minutes === 2) return "دقيقتين";
  if (minutes <= 10) return `${minutes} دقائق`;
  return `${minutes} دقيقة`;
}

/** What a visitor reads when a form could not reach the intake service. */
export const notSentToast = ((what, mailbox, failure) => {
  const fallback = `أو راسلنا على ${mailbox}. ما كتبته لا يزال في النموذج.`;
  if (failure.reason === "busy") {
    const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 600) / 60));
    return {
      title: "تعذّر الإرسال",
      description: `${notSent(what)}: أُرسل عدد كبير جدًا من الطلبات من هذا الاتصال. حاول مرة أخرى بعد ${minutesText(minutes)}، ${fallback}`,
    };
  }
  if (failure.reason === "rejected") {
    return {
      title: "تعذّر الإرسال",
      description: `${notSent(what)}: لم يتمكن الخادم من قبول الإرسال. تحقق من النموذج وحاول مرة أخرى، ${fallback}`,
    };
  }
  return {
    title: "تعذّر الإرسال",
    description: `${notSent(what)}: ${failure.reason === "network" ? "تعذّر الوصول إلى خادمنا" : "واجه خادمنا مشكلة"}. حاول مرة أخرى بعد قليل، ${fallback}`,
  };
}) satisfies Localized<typeof en.notSentToast>;

/**
 * What a visitor reads when a form the browser sent by itself (before the page was interactive,
 * or without JavaScript) was refused: the page was reloaded, so the form is empty again.
 */
export const nativeNotSentToast = ((what, mailbox, error) => {
  const reason =
    error === "busy"
      ? "أُرسل عدد كبير جدًا من الطلبات من هذا الاتصال. حاول مرة أخرى بعد بضع دقائق"
      : error === "invalid"
        ? "بعض الحقول كانت فارغة أو غير صالحة. يُرجى تعبئة النموذج مرة أخرى"
        : "واجه خادمنا مشكلة. حاول مرة أخرى بعد قليل";
  return {
    title: "تعذّر الإرسال",
    description: `${notSent(what)}: ${reason}، أو راسلنا على ${mailbox}.`,
  };
}) satisfies Localized<typeof en.nativeNotSentToast>;
