// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../intake-mail";
import type { Localized } from "../localized";

export const confirmationMail = {
  subject: {
    contact: "تلقّينا رسالتك ({reference})",
    demo: "تلقّينا طلبك لعرض توضيحي ({reference})",
    ticket: "تلقّينا تذكرة الدعم الخاصة بك ({reference})",
    application: "تلقّينا طلب التوظيف الخاص بك ({reference})",
    newsletter: "يُرجى تأكيد اشتراكك في النشرة الإخبارية ({reference})",
    privacy: "تلقّينا طلبك المتعلق بمعلوماتك الشخصية ({reference})",
  },
  greeting: "مرحبًا،",
  body: {
    contact: "شكرًا لتواصلك مع {company}. سُجّلت رسالتك وسيرد عليك فريقنا خلال يوم عمل واحد.",
    demo: "شكرًا لاهتمامك بعرض توضيحي. سُجّل طلبك وسيتواصل معك أحد مختصي {company} خلال يوم عمل واحد لتحديد موعد يناسبك.",
    ticket:
      "سُجّلت تذكرة الدعم الخاصة بك. سيرد عليك فريق الدعم عبر البريد الإلكتروني خلال 4 ساعات عمل، من الاثنين إلى الجمعة، من 9:00 صباحًا إلى 6:00 مساءً بالتوقيت الشرقي.",
    application:
      "شكرًا لتقدّمك إلى {company}. أُحيل طلبك إلى فريق التوظيف لدينا، وهو يرد على كل متقدّم خلال أسبوعين.",
    newsletter:
      "طلب أحدهم، وربما أنت، تلقّي النشرة الإخبارية لشركة {company} على هذا العنوان. للتأكيد، افتح هذا الرابط:\n{confirmUrl}\n\nإن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يُشترك بهذا العنوان ولن نراسلك مجددًا.",
    privacy:
      "سُجّل طلبك المتعلق بمعلوماتك الشخصية. سيرد عليك المسؤول عن حماية المعلومات الشخصية لدينا خلال 30 يومًا.",
  },
  reference: "رقمك المرجعي: {reference}",
  referenceHint: "يُرجى ذكره إذا راسلتنا بشأن هذا الطلب.",
  notYou:
    "إذا لم تُرسل هذا الطلب، فربما أدخل شخص ما عنوانك عن طريق الخطأ: راسلنا على {mailbox} وسنحذفه.",
  signature: "فريق {company}",
  automated: "أُرسلت هذه الرسالة تلقائيًا. تصل الردود إلى {mailbox}.",
  unsubscribe: "لكي لا تصلك أي رسائل أخرى من {company}، افتح هذا الرابط: {unsubscribeUrl}",
} satisfies Localized<typeof en.confirmationMail>;
