// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../job-application";
import { brand, contactPoints } from "../../site";
import type { Localized } from "../localized";

export const applyPage = {
  meta: {
    title: "التقدّم لوظيفة",
    description: `تقدّم لوظيفة شاغرة في ${brand.name}: أرسل بياناتك وسيرتك الذاتية، ورسالة تعريفية إن شئت، إلى فريق التوظيف لدينا في ${contactPoints.address.city}.`,
  },
  breadcrumbs: { home: "الرئيسية", careers: "الوظائف", apply: "التقديم" },
  hero: {
    eyebrow: "الوظائف",
    title: "التقدّم لوظيفة",
    applyingFor: "أنت تتقدّم لوظيفة:",
  },
  backToCareers: "العودة إلى الوظائف",
  formTitle: "طلبك",
  formIntro: "جميع الحقول مطلوبة ما لم يُذكر أنها اختيارية. نردّ على كل متقدّم خلال أسبوعين.",
  defaultJobTitle: `طلب توظيف عام — ${brand.name}`,
} satisfies Localized<typeof en.applyPage>;

export const applicationForm = {
  formLabel: "طلب التوظيف",
  jobTitleLabel: "الوظيفة المطلوبة",
  jobTitleHint: "للتقدّم لوظيفة أخرى، اخترها من صفحة الوظائف.",
  fullNameLabel: "الاسم الكامل",
  emailLabel: "البريد الإلكتروني",
  phoneLabel: "رقم الهاتف (اختياري)",
  resumeLabel: "السيرة الذاتية",
  resumeHintService: "ملف PDF أو DOC أو DOCX، بحدّ أقصى 5 ميغابايت.",
  resumeHintDemo: "ملف PDF أو DOC أو DOCX. لا يُحفَظ في هذا العرض التوضيحي سوى اسم الملف.",
  coverLetterLabel: "رسالة تعريفية (اختيارية)",
  characterCount: "{count} / {max} حرف",
  submit: "إرسال الطلب",
  submitting: "جارٍ الإرسال…",
  successTitle: "تم إرسال الطلب! 🎉",
  successNative: "شكرًا لتقدّمك. وصل طلبك إلى فريق التوظيف لدينا، وسيردّ عليك عبر البريد الإلكتروني.",
  successStored:
    "شكرًا لتقدّمك لوظيفة «{jobTitle}». وصل طلبك إلى فريق التوظيف لدينا، وسيردّ عليك عبر البريد الإلكتروني.",
  successDemo:
    "شكرًا لتقدّمك لوظيفة «{jobTitle}». سُجّل طلبك، وكان سيُرسَل أيضًا إلى فريق التوظيف عبر البريد الإلكتروني لو كانت خدمة البريد مفعّلة.",
  failedTitle: "تعذّر إرسال الطلب 😥",
  failedText: "حدث خطأ أثناء إرسال طلبك. يُرجى المحاولة مرة أخرى.",
} satisfies Localized<typeof en.applicationForm>;

export const applicationMessages = {
  fullNameRequired: "الاسم الكامل مطلوب.",
  emailRequired: "البريد الإلكتروني مطلوب.",
  emailInvalid: "عنوان البريد الإلكتروني غير صالح.",
  resumeRequired: "السيرة الذاتية مطلوبة.",
  resumeType: "يُرجى رفع ملف بصيغة PDF أو DOC أو DOCX.",
  resumeSize: "يُرجى رفع ملف لا يتجاوز حجمه 5 ميغابايت.",
  tooLong: "يجب ألا يتجاوز حقل «{field}» {max} حرف.",
  fieldNames: {
    fullName: "الاسم الكامل",
    emailAddress: "البريد الإلكتروني",
    phone: "رقم الهاتف",
    coverLetter: "الرسالة التعريفية",
  },
} satisfies Localized<typeof en.applicationMessages>;
