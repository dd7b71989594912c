// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../support";
import { brand, productName } from "../../site";
import type { Localized } from "../localized";

export const departments = [
  { value: "technical_support", label: "الدعم الفني" },
  { value: "billing_inquiries", label: "استفسارات الفوترة" },
  { value: "sales_questions", label: "أسئلة المبيعات" },
  { value: "general_feedback", label: "ملاحظات عامة" },
] satisfies Localized<typeof en.departments>;

export const supportMeta = {
  title: "مركز الدعم",
  description: `ابحث عن إجابات للأسئلة الشائعة، أو تصفّح قاعدة المعرفة، أو أرسل تذكرة دعم إلى فريق ${brand.name}.`,
} satisfies Localized<typeof en.supportMeta>;

export const supportHero = {
  eyebrow: "مركز الدعم",
  title: "كيف يمكننا مساعدتك؟",
  intro:
    "ابحث في الأسئلة الأكثر شيوعًا، أو اقرأ أدلتنا خطوة بخطوة، أو افتح تذكرة لدى الفريق المختص.",
  searchLabel: "البحث في الأسئلة الشائعة",
  searchPlaceholder: "جرّب «نسخ احتياطي» أو «فاتورة» أو «كلمة المرور»",
} satisfies Localized<typeof en.supportHero>;

export const supportTilesHeading: Localized<typeof en.supportTilesHeading> =
  "طرق الحصول على المساعدة";

export const supportTiles = [
  {
    title: "الأسئلة الشائعة",
    description: "إجابات سريعة عن بدء الخدمة والفوترة والأمان وأوقات الاستجابة.",
    icon: "message",
    href: "#faq",
  },
  {
    title: "قاعدة المعرفة",
    description:
      "أدلة ومقالات يكتبها مهندسونا عن الحوسبة السحابية والأمان وDevOps والذكاء الاصطناعي.",
    icon: "book",
    href: "/blog",
  },
  {
    title: "إرسال تذكرة",
    description: "أرسل طلبًا إلى الدعم الفني أو الفوترة أو المبيعات أو فريق الملاحظات.",
    icon: "headphones",
    href: "#submit-ticket",
  },
] satisfies Localized<typeof en.supportTiles>;

export const faqHeading: Localized<typeof en.faqHeading> = "الأسئلة الشائعة";
export const faqNoMatch: Localized<typeof en.faqNoMatch> =
  "لا توجد أسئلة تطابق عبارة البحث. جرّب كلمات أخرى أو أرسل تذكرة.";

export const faqs = [
  {
    question: "ما سرعة استجابتكم لطلبات الدعم؟",
    answer:
      "تصل الحوادث الحرجة، مثل انقطاع الخدمة أو الاشتباه في اختراق، إلى أحد المهندسين خلال 15 دقيقة على مدار الساعة طوال أيام الأسبوع، عند الإبلاغ عنها هاتفيًا أو تصنيفها «حرجة» في التذكرة. أما التذاكر العادية فيُرد عليها خلال 4 ساعات عمل، من الاثنين إلى الجمعة، من 9:00 صباحًا إلى 6:00 مساءً بالتوقيت الشرقي.",
  },
  {
    question: "كيف أعيد تعيين كلمة المرور أو ألغي قفل حسابي؟",
    answer:
      "استخدم خيار «نسيت كلمة المرور» في صفحة تسجيل الدخول لتلقي رابط إعادة التعيين عبر البريد الإلكتروني، وتنتهي صلاحيته بعد 30 دقيقة. وإذا قُفل حسابك بعد خمس محاولات فاشلة، فأرسل تذكرة إلى الدعم الفني وسنتحقق من هويتك هاتفيًا قبل إلغاء القفل.",
  },
  {
    question: "أين تُخزَّن بياناتي، وكم مرة تُنسخ احتياطيًا؟",
    answer: `تبقى بيانات العملاء ونسخها الاحتياطية في مراكز بيانات كندية في أونتاريو وكيبيك. تُنسخ الخوادم المُدارة وصناديق بريد Microsoft 365 احتياطيًا كل ليلة، وتُحفظ النسخ 30 يومًا، ويُختبر استرجاعها كل ثلاثة أشهر؛ ويمكن لعملاء ${productName("Cloud")} اختيار لقطات كل ساعة.`,
  },
  {
    question: "كيف تتم الفوترة، وهل يمكنني تغيير خطتي؟",
    answer:
      "تُفوتَر الخطط لكل مستخدم شهريًا، أو سنويًا مع خصم، بفاتورة أو ببطاقة ائتمان. يمكنك إضافة مستخدمين في أي وقت، وتُحتسب تكلفتهم بالتناسب في فاتورتك التالية؛ أما الانتقال إلى خطة أصغر فيسري مع بداية فترة الفوترة التالية.",
  },
  {
    question: "هل يمكن لمساعدي الذكاء الاصطناعي لديكم العمل على مستنداتنا بأمان؟",
    answer:
      "نعم. لا يُدرَّب المساعدون إلا على المجلدات التي توافقون عليها، ويعملون في منطقة استضافة كندية، ولا تُستخدم بياناتكم أبدًا لتدريب نماذج مشتركة. تستشهد كل إجابة بالمستند المصدر، وتنتظر الإجراءات مثل المبالغ المستردة أو تعديلات الحسابات دائمًا موافقة أحد الموظفين.",
  },
] satisfies Localized<typeof en.faqs>;

export const ticketCopy = {
  title: "إرسال تذكرة",
  intro:
    "جميع الحقول إلزامية. تصل التذاكر فورًا إلى قائمة انتظار الفريق المختار، وتتلقى الردود عبر البريد الإلكتروني.",
  subjectPlaceholder: "يطلب Outlook كلمة المرور باستمرار",
  departmentPlaceholder: "اختر القسم",
  submit: "إرسال التذكرة",
  submitting: "جارٍ الإرسال...",
} satisfies Localized<typeof en.ticketCopy>;

export const ticketFieldCopy = {
  name: "الاسم",
  emailAddress: "البريد الإلكتروني",
  subject: "الموضوع",
  department: "القسم",
  message: "الرسالة",
  characters: "حرف",
} satisfies Localized<typeof en.ticketFieldCopy>;

export const ticketValidation = {
  name: "أدخل اسمك.",
  emailRequired: "أدخل عنوان بريدك الإلكتروني.",
  emailFormat: "أدخل عنوان بريد إلكتروني صالحًا، مثل name@company.ca.",
  subject: "أدخل موضوعًا.",
  department: "اختر القسم.",
  message: "صف طلبك.",
  tooLong: "استخدم {max} حرفًا على الأكثر.",
} satisfies Localized<typeof en.ticketValidation>;

export const ticketToasts = {
  incomplete: {
    title: "النموذج غير مكتمل",
    description: "يُرجى ملء جميع الحقول قبل الإرسال.",
  },
  invalidEmail: {
    title: "بريد إلكتروني غير صالح",
    description: "يُرجى إدخال عنوان بريد إلكتروني صالح، مثل name@company.ca.",
  },
  submittedTitle: "تم إرسال التذكرة!",
  submittedDescription: (name: string) =>
    `شكرًا لك، ${name}. سُجّلت تذكرتك وسيرد عليك فريق الدعم عبر البريد الإلكتروني خلال 4 ساعات عمل.`,
  submittedDescriptionNative:
    "شكرًا لك. سُجّلت تذكرتك وسيرد عليك فريق الدعم عبر البريد الإلكتروني خلال 4 ساعات عمل.",
} satisfies Localized<typeof en.ticketToasts>;

/** The keys are the `topic=` values other pages link with: they stay in English. */
export const ticketTopics = {
  ai: {
    department: "technical_support",
    subject: "سؤال حول منصة الذكاء الاصطناعي",
    message:
      "لديّ سؤال حول نماذج الذكاء الاصطناعي أو واجهة API لديكم. ما أحاول القيام به، وما يحدث بدلًا من ذلك (أرفق معرّفات الطلبات أو رسائل الخطأ إن وُجدت):",
    note: "فتحنا لك تذكرة دعم للذكاء الاصطناعي: ستصل مباشرةً إلى مهندسي الذكاء الاصطناعي في فريق الدعم الفني.",
  },
} satisfies Localized<typeof en.ticketTopics>;
