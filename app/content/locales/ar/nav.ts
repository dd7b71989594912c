// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../nav";
import { brand, contactPoints } from "../../site";
import type { Localized } from "../localized";

export const newsletterCopy = {
  heading: "اشترك في نشرتنا الشهرية لتقنية المعلومات",
  text: "رسالة بريد إلكتروني واحدة شهريًا تتضمن نصائح عملية حول الأمان وتكاليف السحابة وDevOps والأتمتة بالذكاء الاصطناعي. بلا رسائل مزعجة، ويمكنك إلغاء الاشتراك بنقرة واحدة.",
  label: "البريد الإلكتروني",
  placeholder: "you@company.com",
  submit: "اشترك",
  submitting: "جارٍ تسجيل اشتراكك…",
  successTitle: "تحقّق من بريدك الوارد",
  successDescription:
    "أرسلنا إليك رابطًا لتأكيد اشتراكك. ستبدأ نشرتك الشهرية لتقنية المعلومات بمجرد تأكيده.",
  linkOutcomes: {
    confirmed: {
      title: "تم اشتراكك بنجاح!",
      description: "شكرًا لتأكيدك. ستصلك أول نشرة شهرية لتقنية المعلومات في بداية الشهر القادم.",
    },
    unsubscribed: {
      title: "أُلغي الاشتراك",
      description: "لن نرسل أي رسائل أخرى إلى هذا العنوان.",
    },
    invalid: {
      title: "الرابط غير صالح",
      description: "هذا الرابط ناقص أو لم يعد صالحًا. اشترك من جديد عبر النموذج أسفل أي صفحة.",
    },
  },
  maxLength: 254,
  errors: {
    required: "يُرجى إدخال بريدك الإلكتروني.",
    invalid: "يُرجى إدخال بريد إلكتروني صالح، مثل name@company.com.",
    tooLong: "لا يمكن أن يتجاوز البريد الإلكتروني 254 حرفًا.",
  },
  unavailable: "لم يُرسَل. تحقّق من اتصالك وحاول مرة أخرى.",
} satisfies Localized<typeof en.newsletterCopy>;

export const cookieNotice = {
  label: "الموافقة على ملفات تعريف الارتباط",
  policyText: "سياسة ملفات تعريف الارتباط",
  policyHref: "/cookie-policy",
  accept: "قبول",
  decline: "رفض",
} satisfies Localized<typeof en.cookieNotice>;

/* -------------------------------------------------------- AI navigation search */

export const searchCopy = {
  label: "اطلب من الذكاء الاصطناعي العثور على صفحة",
  placeholder: "اسأل الذكاء الاصطناعي…",
  submit: "بحث",
  searching: "جارٍ البحث…",
  mobileLabel: "ابحث في الموقع",
  mobilePlaceholder: "عمّ تبحث؟",
  unavailable: "البحث غير متاح حاليًا. تحقّق من اتصالك وحاول مرة أخرى.",
  formLabel: "البحث في الموقع بالذكاء الاصطناعي",
  emptyTitle: "بحث فارغ",
  emptyDescription: "يُرجى إدخال كلمة للبحث.",
  resultTitle: "البحث بالذكاء الاصطناعي",
  answerTitle: "المساعد الذكي",
  navigationTitle: "التنقل بالذكاء الاصطناعي",
  noMatch:
    "عذرًا، لم أجد صفحة أو إجراءً محددًا يطابق «{query}». يُرجى تجربة كلمات أخرى أو استخدام قائمة التنقل العامة.",
  navigating: "جارٍ نقلك إلى {destination}.",
  externalSite: "موقع خارجي",
  go: "انتقال",
  openLink: "فتح الرابط",
} satisfies Localized<typeof en.searchCopy>;

/* ------------------------------------------------------------ the shell's own UI */

export const documentCopy = {
  skipLink: "انتقل إلى المحتوى الرئيسي",
  loading: "جارٍ التحميل…",
  errorTitle: "خطأ في التطبيق",
  errorFallback: "حدث خطأ غير متوقع.",
  errorAdvice:
    "يُرجى تحديث الصفحة والمحاولة مرة أخرى. وإذا استمرت المشكلة، فتواصل مع فريق الدعم لدينا عبر",
  errorHome: "العودة إلى الصفحة الرئيسية",
  dismissToast: "إغلاق الإشعار",
} satisfies Localized<typeof en.documentCopy>;

export const shellCopy = {
  homeLabel: `${brand.name}، الصفحة الرئيسية`,
  newTab: " (يُفتح في علامة تبويب جديدة)",
  mainNavLabel: "القائمة الرئيسية",
  openSearch: "فتح البحث",
  closeSearch: "إغلاق البحث",
  openMenu: "فتح القائمة",
  languageHeading: "اللغة",
  languageButton: "اللغة: {language}",
  menuTitle: "القائمة",
  menuDescription: "التنقل في الموقع واللغة والمظهر وتسجيل الدخول",
  mobileNavLabel: "قائمة الجوال",
  moreLinksLabel: "المزيد",
  close: "إغلاق",
  socialLabel: "وسائل التواصل الاجتماعي",
  footerNavLabel: "تذييل الصفحة",
  rightsReserved: "جميع الحقوق محفوظة.",
  builtIn: "صُنع بفخر في باري، أونتاريو، كندا.",
  socialImageAlt: `${brand.name}: خدمات تقنية المعلومات المُدارة وDevOps والأتمتة بالذكاء الاصطناعي من باري، أونتاريو`,
} satisfies Localized<typeof en.shellCopy>;

export const themeCopy = {
  toDark: "التبديل إلى المظهر الداكن",
  toLight: "التبديل إلى المظهر الفاتح",
  darkTheme: "المظهر الداكن",
} satisfies Localized<typeof en.themeCopy>;

/* ------------------------------------------------------------------- chats */

export const assistantCopy = {
  buttonLabel: "افتح المساعد الذكي",
  title: "المساعد الذكي",
  badge: "محاكاة ذكاء اصطناعي",
  description:
    "تُولَّد الردود داخل متصفحك من قائمة ثابتة من المواضيع، ولا يُرسَل أي شيء تكتبه إلى أي جهة.",
  greeting: `مرحبًا! أنا مساعد ${brand.shortName}. اسألني عن خدماتنا أو أسعارنا أو الدعم أو طريقة التواصل مع فريقنا.`,
  inputLabel: "راسل المساعد الذكي",
  placeholder: "اسأل عن الخدمات أو الأسعار…",
  send: "إرسال",
  typing: "الذكاء الاصطناعي يكتب",
  toastTitle: "ردّ الذكاء الاصطناعي",
  toastDuration: 2000,
  fallback:
    "عذرًا، لم أفهم ذلك تمامًا. هل يمكنك إعادة صياغته؟ يمكنك أيضًا سؤالي عن خدماتنا أو أسعارنا أو طريقة التواصل معنا.",
} satisfies Localized<typeof en.assistantCopy>;

export const supportChatCopy = {
  buttonLabel: "افتح المساعدة السريعة",
  title: "المساعدة السريعة",
  badge: "تجريبي",
  description: "نسخة تجريبية من محادثة الدعم لدينا: الردود تلقائية ولا يُرسَل أي شيء إلى فريقنا.",
  greeting:
    "مرحبًا! أنت الآن في المساعدة السريعة. أخبرنا بما تحتاج إليه وسنرشدك إلى الوجهة الصحيحة.",
  inputLabel: "راسل المساعدة السريعة",
  placeholder: "اكتب سؤالك…",
  send: "إرسال",
  typing: "فريق الدعم يكتب",
  reply: `شكرًا على رسالتك! هذه المحادثة تجريبية، لذا لن يطّلع عليها أي موظف. للحصول على مساعدة فعلية، افتح تذكرة في مركز الدعم أو راسلنا على ${contactPoints.mailboxes.support}، وسنرد خلال يوم عمل واحد.`,
  toastTitle: "ردّ فريق الدعم (تجريبي)",
} satisfies Localized<typeof en.supportChatCopy>;

export const chatPanelCopy = {
  close: "إغلاق",
  conversation: "محادثة {title}",
  you: "أنت: ",
  sender: "{title}: ",
  characters: " حرف",
  goTo: "الانتقال إلى {path}",
} satisfies Localized<typeof en.chatPanelCopy>;
