// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../intake";
import type { Localized } from "../localized";

// Each thing sent has its own start of sentence, so the verb agrees with the noun's gender.
export const notSentCopy = {
  title: "تعذّر الإرسال",
  notSent: {
    message: "لم تُرسَل رسالتك",
    ticket: "لم يُرسَل طلب الدعم الخاص بك",
    application: "لم يُرسَل طلب التوظيف الخاص بك",
    signup: "لم يُرسَل طلب الاشتراك الخاص بك",
  },
  live: {
    busy: "{notSent}: أُرسل عدد كبير جدًا من الطلبات من هذا الاتصال. حاول مرة أخرى بعد {minutes}، {fallback}",
    rejected:
      "{notSent}: لم يتمكن الخادم من قبول الإرسال. تحقق من النموذج وحاول مرة أخرى، {fallback}",
    network: "{notSent}: تعذّر الوصول إلى خادمنا. حاول مرة أخرى بعد قليل، {fallback}",
    server: "{notSent}: واجه خادمنا مشكلة. حاول مرة أخرى بعد قليل، {fallback}",
    fallback: "أو راسلنا على {mailbox}. ما كتبته لا يزال في النموذج.",
    // one, two, few (3–10), many (11–99), other (100 and up).
    minutes: {
      one: "دقيقة واحدة",
      two: "دقيقتين",
      few: "# دقائق",
      many: "# دقيقة",
      other: "# دقيقة",
    },
  },
  native: {
    busy: "{notSent}: أُرسل عدد كبير جدًا من الطلبات من هذا الاتصال. حاول مرة أخرى بعد بضع دقائق، أو راسلنا على {mailbox}.",
    invalid:
      "{notSent}: بعض الحقول كانت فارغة أو غير صالحة. يُرجى تعبئة النموذج مرة أخرى، أو راسلنا على {mailbox}.",
    failed: "{notSent}: واجه خادمنا مشكلة. حاول مرة أخرى بعد قليل، أو راسلنا على {mailbox}.",
  },
} satisfies Localized<typeof en.notSentCopy>;
