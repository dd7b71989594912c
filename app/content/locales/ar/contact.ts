// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../contact";
import { brand, contactPoints, formatAddress } from "../../site";
import type { Localized } from "../localized";

export const inquiryTypes = [
  { value: "general_inquiry", label: "استفسار عام" },
  { value: "sales_question", label: "سؤال عن المبيعات" },
  { value: "demo_request", label: "طلب عرض توضيحي" },
  { value: "partnership_opportunity", label: "فرصة شراكة" },
  { value: "support_request", label: "طلب دعم" },
] satisfies Localized<typeof en.inquiryTypes>;

export const contactMeta = {
  title: "اتصل بنا",
  description: `تواصل مع فريق ${brand.name} في ${contactPoints.address.city}، ${contactPoints.address.region}: أرسل إلينا رسالة، أو اطلب عرضًا توضيحيًا، أو اطّلع على ساعات العمل وعنوان مكتبنا.`,
} satisfies Localized<typeof en.contactMeta>;

export const contactHero = {
  eyebrow: "اتصل بنا",
  title: `تحدّث إلى ${brand.shortName}`,
  intro:
    "سؤال عن إحدى خدماتنا، أو عرض سعر لفريقك، أو عرض توضيحي لأحد منتجاتنا: أرسل إلينا رسالة وسيرد عليك أحد المختصين، لا روبوت محادثة، خلال يوم عمل واحد.",
} satisfies Localized<typeof en.contactHero>;

export const companyDetails = {
  title: "بيانات الشركة",
  name: brand.legalName,
  address: formatAddress(),
  phone: contactPoints.phone,
  mailboxes: [
    { label: "الاستفسارات العامة", address: contactPoints.mailboxes.general },
    { label: "المبيعات", address: contactPoints.mailboxes.sales },
    { label: "الدعم الفني", address: contactPoints.mailboxes.support },
  ],
} satisfies Localized<typeof en.companyDetails>;

export const businessHours = {
  title: "ساعات العمل",
  rows: [
    { days: "من الاثنين إلى الجمعة", hours: "من 9:00 صباحًا إلى 6:00 مساءً بالتوقيت الشرقي" },
    { days: "السبت", hours: "مغلق" },
    { days: "الأحد", hours: "مغلق" },
  ],
  note: "يصل عملاء خدمات تقنية المعلومات المُدارة إلى خط العمليات لدينا على مدار الساعة طوال أيام الأسبوع عبر بوابة الدعم الخاصة بهم.",
} satisfies Localized<typeof en.businessHours>;

export const supportPointer = {
  title: "هل أنت من عملائنا؟",
  text: "للحصول على مساعدة في خدمة قائمة، يضم مركز الدعم إجابات عن الأسئلة الشائعة ونموذجًا لفتح تذكرة تُحال مباشرةً إلى الفريق المختص.",
  linkText: "زيارة مركز الدعم",
  href: "/support",
} satisfies Localized<typeof en.supportPointer>;

export const contactFormCopy = {
  title: "أرسل إلينا رسالة",
  intro: "الحقول المميزة بعلامة النجمة (*) إلزامية.",
  submit: "إرسال الرسالة",
  submitting: "جارٍ الإرسال...",
  inquiryPlaceholder: "اختر نوع الاستفسار",
} satisfies Localized<typeof en.contactFormCopy>;

export const contactFieldCopy = {
  name: "الاسم",
  emailAddress: "البريد الإلكتروني",
  company: "الشركة (اختياري)",
  phone: "الهاتف (اختياري)",
  inquiryType: "نوع الاستفسار",
  message: "الرسالة",
  characters: "حرف",
} satisfies Localized<typeof en.contactFieldCopy>;

export const contactValidation = {
  name: "أدخل اسمك.",
  emailRequired: "أدخل عنوان بريدك الإلكتروني.",
  emailFormat: "أدخل عنوان بريد إلكتروني صالحًا، مثل name@company.ca.",
  inquiryType: "اختر نوع الاستفسار.",
  message: "أدخل رسالتك.",
  tooLong: "استخدم {max} حرفًا على الأكثر.",
} satisfies Localized<typeof en.contactValidation>;

export const contactToasts = {
  incomplete: {
    title: "النموذج غير مكتمل",
    description:
      "يُرجى ملء جميع الحقول الإلزامية (الاسم، البريد الإلكتروني، نوع الاستفسار، الرسالة).",
  },
  invalidEmail: {
    title: "بريد إلكتروني غير صالح",
    description: "يُرجى إدخال عنوان بريد إلكتروني صالح، مثل name@company.ca.",
  },
  sentTitle: "تم إرسال الرسالة!",
  sentDescription: (name: string) =>
    `شكرًا لك، ${name}. سُجّلت رسالتك وسيرد عليك فريقنا خلال يوم عمل واحد.`,
  sentDescriptionNative: "شكرًا لك. سُجّلت رسالتك وسيرد عليك فريقنا خلال يوم عمل واحد.",
} satisfies Localized<typeof en.contactToasts>;

export const mapCopy = {
  title: "موقع مكتبنا",
  frameTitle: `خريطة مكتب ${brand.name} في ${formatAddress()}`,
  placeholderTitle: "لم تُحمَّل الخريطة",
  placeholderText:
    "تُقدَّم الخريطة من OpenStreetMap، الذي يتلقى عنوان IP الخاص بك عند تحميلها. تُحمَّل تلقائيًا بمجرد قبولك ملفات تعريف الارتباط، أو الآن إن أردت.",
  showMap: "عرض الخريطة",
  loadingTitle: "جارٍ تحميل الخريطة…",
  failedTitle: "تعذّر تحميل الخريطة",
  failedText:
    "لم يستجب OpenStreetMap: ربما أنت غير متصل بالإنترنت، أو أن أداة لحظر الشبكة أو المحتوى منعت التحميل. تجد عنواننا أعلاه.",
  retry: "إعادة المحاولة",
  viewOnOsm: "العرض على OpenStreetMap",
  newTab: " (يُفتح في علامة تبويب جديدة)",
  address: formatAddress(),
} satisfies Localized<typeof en.mapCopy>;

/** Plan names are the offers' proper names and stay as in English; the billing is translated. */
export const planNames = {
  "growth-monthly": { name: "Growth Catalyst", billing: "فوترة شهرية" },
  "growth-annual": { name: "Growth Catalyst", billing: "فوترة سنوية" },
  "innovation-monthly": { name: "Innovation Accelerator", billing: "فوترة شهرية" },
  "innovation-annual": { name: "Innovation Accelerator", billing: "فوترة سنوية" },
  enterprise: { name: "Enterprise Vanguard", billing: "فوترة شهرية" },
  "enterprise-annual": { name: "Enterprise Vanguard", billing: "فوترة سنوية" },
  "suite-monthly": { name: "AI Automation Suite", billing: "لكل مشروع أو باشتراك شهري" },
  "suite-annual": { name: "AI Automation Suite", billing: "شراكة سنوية" },
} satisfies Localized<typeof en.planNames>;

/** The keys are the `subject=` values other pages send: they stay in English. */
export const knownSubjects = {
  "Project Inquiry": {
    inquiryType: "sales_question",
    opener: "أودّ مناقشة مشروع برمجي جديد مع فريقكم.",
  },
  "Frontend Development Inquiry": {
    inquiryType: "sales_question",
    opener: "أودّ مناقشة مشروع لتطوير الواجهات الأمامية (واجهة ويب أو تطبيق للجوال).",
  },
  "Backend Development Inquiry": {
    inquiryType: "sales_question",
    opener: "أودّ مناقشة مشروع لتطوير الأنظمة الخلفية (واجهات API أو البيانات أو التكاملات).",
  },
  "Full-Stack Solution Inquiry": {
    inquiryType: "sales_question",
    opener: "أودّ مناقشة حل متكامل (Full-Stack)، من الواجهة إلى البنية التحتية.",
  },
  "DevSecOps Inquiry": {
    inquiryType: "sales_question",
    opener: "أودّ مناقشة DevSecOps: مسارات نشر آمنة، وفحص الثغرات، وأتمتة الامتثال.",
  },
  "General Career Inquiry": {
    inquiryType: "general_inquiry",
    opener: `أرغب في أن يُنظر في ترشيحي للوظائف المستقبلية لدى ${brand.name}. وفيما يلي ملخص موجز لخبرتي:`,
  },
  "Quote Request": {
    inquiryType: "sales_question",
    opener: "يُرجى إرسال عرض سعر إليّ.",
  },
} satisfies Localized<typeof en.knownSubjects>;

export const prefillMessages = {
  demo: (product: string | null) =>
    product
      ? `أودّ حجز عرض توضيحي لـ ${product}. حجم فريقنا وما نأمل تحقيقه:`
      : "أودّ حجز عرض توضيحي. حجم فريقنا والمنتجات التي تهمّنا:",
  assessment: (product: string | null) =>
    product
      ? `أودّ طلب تقييم أمني باستخدام ${product}. بيئتنا (المستخدمون والأجهزة والخدمات السحابية):`
      : "أودّ طلب تقييم أمني. بيئتنا (المستخدمون والأجهزة والخدمات السحابية):",
  aiService: "أودّ حجز مكالمة حول استراتيجية الذكاء الاصطناعي لأتمتة العمل في شركتنا.",
  plan: (name: string, billing: string) =>
    `أنا مهتم بخطة ${name} (${billing}). يُرجى إرسال الخطوات التالية للبدء.`,
  quote: (items: string[]) => `يُرجى إرسال عرض سعر لما يلي: ${items.join("، ")}.`,
  product: (items: string[]) => `أودّ معرفة المزيد عن ${items.join("، ")}.`,
  unknownSubject: (subject: string) => `الموضوع: ${subject}`,
} satisfies Localized<typeof en.prefillMessages>;
