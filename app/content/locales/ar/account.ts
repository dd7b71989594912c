// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../account";
import { site } from "../../site";
import type { Localized } from "../localized";

export const loginPage = {
  meta: {
    title: "تسجيل دخول المسؤول",
    description: `سجّل الدخول إلى منطقة الإدارة التجريبية في ${site.shortName}. يتحقق هذا العرض التجريبي من بيانات الدخول داخل المتصفح فقط.`,
  },
  hero: {
    eyebrow: "الإدارة",
    title: "تسجيل دخول المسؤول",
    intro: "سجّل الدخول لإدارة محتوى الموقع في هذا العرض التجريبي.",
  },
  form: {
    usernameLabel: "اسم المستخدم",
    passwordLabel: "كلمة المرور",
    usernameRequired: "اسم المستخدم مطلوب.",
    passwordRequired: "كلمة المرور مطلوبة.",
    showPassword: "إظهار كلمة المرور",
    hidePassword: "إخفاء كلمة المرور",
    submit: "تسجيل الدخول",
    submitting: "جارٍ تسجيل الدخول…",
    forgotPassword: "هل نسيت كلمة المرور؟",
  },
  messages: {
    failedTitle: "فشل تسجيل الدخول",
    failedText: "اسم المستخدم أو كلمة المرور غير صحيحة.",
    successTitle: "تم تسجيل الدخول بنجاح",
    successText: `مرحبًا بعودتك، ${site.demoAdmin.username}. جارٍ فتح لوحة التحكم.`,
    storageTitle: "تسجيل الدخول غير متاح",
    storageText:
      "حظر متصفحك التخزين المحلي، لذا تعذّر حفظ الجلسة التجريبية. اسمح ببيانات الموقع وحاول مرة أخرى.",
    resetTitle: "إعادة تعيين كلمة المرور غير متاحة",
    resetText: "هذا تسجيل دخول تجريبي ببيانات ثابتة، معروضة في الملاحظة أسفل النموذج.",
  },
  alreadySignedIn: {
    title: "أنت مسجّل الدخول بالفعل",
    text: "جلستك التجريبية نشطة في هذا المتصفح.",
    linkText: "الانتقال إلى لوحة التحكم",
  },
  notice: {
    title: "للعرض التجريبي فقط",
    text: "يتحقق تسجيل الدخول هذا من بيانات الدخول في متصفحك ويحفظ علامة في التخزين المحلي. وهو غير آمن: فمنطقة الإدارة الحقيقية تتطلب مصادقة من جهة الخادم. استخدم بيانات الدخول التجريبية التالية:",
    usernameLabel: "اسم المستخدم",
    passwordLabel: "كلمة المرور",
  },
  serviceNotice: {
    title: "تسجيل الدخول عبر الخادم",
    text: "يتحقق خادم الموقع من تسجيل الدخول هذا: إذ تُراجَع كلمة المرور على الخادم وتُحفَظ جلستك عليه، وتنتهي بعد 30 دقيقة من عدم النشاط. يقبل خادم التطوير أو الاختبار بيانات الدخول التجريبية أدناه، أما خادم الإنتاج فيستخدم كلمة مرور المسؤول الخاصة به.",
  },
  serverMessages: {
    lockedTitle: "تسجيل الدخول مقفل",
    lockedText: "محاولات تسجيل دخول فاشلة كثيرة من هذا الاتصال. انتظر 15 دقيقة ثم حاول مرة أخرى.",
    unavailableTitle: "تسجيل الدخول غير متاح",
    unavailableText: "تعذّر الوصول إلى خدمة تسجيل الدخول. تحقّق من اتصالك وحاول مرة أخرى بعد قليل.",
  },
  legal: {
    before: "بتسجيل الدخول، فإنك توافق على",
    terms: "شروط الخدمة",
    and: "وعلى",
    privacy: "سياسة الخصوصية",
  },
} satisfies Localized<typeof en.loginPage>;

export const adminPage = {
  meta: {
    title: "لوحة تحكم المسؤول",
    description: `لوحة تحكم المسؤول التجريبية في ${site.shortName}: معاينة من جهة المتصفح لأدوات إدارة المستخدمين والمحتوى والإعدادات.`,
  },
  title: "لوحة تحكم المسؤول",
  checking: "جارٍ التحقق من جلستك…",
  signedInAs: `تم تسجيل الدخول باسم ${site.demoAdmin.username} (جلسة تجريبية).`,
  logout: "تسجيل الخروج",
  logoutTitle: "تم تسجيل الخروج",
  logoutText: "انتهت جلستك التجريبية.",
  logoutFailedTitle: "فشل تسجيل الخروج",
  logoutFailedText:
    "حظر متصفحك التخزين المحلي، لذا تعذّر حذف علامة الجلسة. امسح بيانات الموقع لتسجيل الخروج.",
  welcome: {
    title: `مرحبًا بك في لوحة إدارة ${site.shortName}`,
    text: "من هنا سيدير المسؤولون المستخدمين وينشرون المحتوى ويضبطون إعدادات الموقع. هذه الأدوات قيد التطوير، وتعرض البطاقات أدناه لمحة عمّا هو قادم.",
  },
  cards: [
    {
      icon: "users",
      title: "إدارة المستخدمين",
      description:
        "ادعُ أعضاء الفريق، وعيّن الأدوار، وراجع نشاط تسجيل الدخول لكل من يملك صلاحيات الإدارة.",
    },
    {
      icon: "file",
      title: "التحكم في المحتوى",
      description:
        "اكتب مقالات المدونة والبيانات الصحفية وإعلانات الوظائف، وجدولها وانشرها دون الحاجة إلى مطوّر.",
    },
    {
      icon: "settings",
      title: "إعدادات النظام",
      description: "اضبط لافتات الموقع وتوجيه رسائل التواصل والتكاملات من مكان واحد.",
    },
  ],
  explore: "استكشف الميزات (قريبًا)",
  server: {
    signedInAs: "تم تسجيل الدخول باسم {username}.",
    logoutText: "انتهت جلستك.",
    logoutFailedText: "تعذّر الوصول إلى الخادم، لذا ما زالت جلستك نشطة. حاول مرة أخرى بعد قليل.",
    expiredTitle: "انتهت الجلسة",
    expiredText: "انتهت جلستك بعد فترة من عدم النشاط. سجّل الدخول مجددًا للمتابعة.",
    unavailable: "تعذّر الوصول إلى خدمة الإدارة. أعد تحميل الصفحة للمحاولة مرة أخرى.",
  },
  inbox: {
    title: "صندوق الوارد",
    intro: "جميع النماذج المُرسَلة، الأحدث أولًا. يُعرَض نص الزائر تمامًا كما أُرسِل.",
    kindLabel: "النوع",
    statusLabel: "الحالة",
    searchLabel: "ابحث بالاسم أو البريد الإلكتروني أو الرسالة",
    allKinds: "جميع الأنواع",
    allStatuses: "جميع الحالات",
    kinds: {
      contact: "تواصل",
      demo: "طلب عرض توضيحي",
      ticket: "تذكرة دعم",
      application: "طلب توظيف",
      newsletter: "النشرة البريدية",
      privacy: "طلب خصوصية",
    },
    statuses: { new: "جديد", handled: "تمت المعالجة" },
    exportCsv: "تصدير CSV",
    // zero, one, two, few (3–10), many (11–99), other (100, 101, 102…).
    count: {
      zero: "لا توجد طلبات",
      one: "طلب واحد",
      two: "طلبان",
      few: "# طلبات",
      many: "# طلبًا",
      other: "# طلب",
    },
    loading: "جارٍ تحميل الطلبات…",
    empty: "لا توجد طلبات تطابق عوامل التصفية هذه.",
    loadFailed: "تعذّر تحميل صندوق الوارد. حاول مرة أخرى بعد قليل.",
    loadMore: "عرض الرسائل الأقدم",
    detailTitle: "تفاصيل الطلب",
    noSelection: "اختر طلبًا لعرض تفاصيله.",
    received: "تاريخ الاستلام",
    name: "الاسم",
    // The shape test holds every "email" key to its English value (untranslatedKeys), so this
    // label cannot read "البريد الإلكتروني" until the key is renamed in account.ts and the inbox.
    email: "Email",
    topic: "الموضوع",
    message: "الرسالة",
    phone: "الهاتف",
    company: "الشركة",
    context: "سياق الرابط",
    resume: "السيرة الذاتية",
    markHandled: "تعليم كمُعالَج",
    handledTitle: "تم التعليم كمُعالَج",
    handledText: "{kind} من {name}.",
    downloadResume: "تنزيل السيرة الذاتية",
    actionFailedTitle: "تعذّر تنفيذ الإجراء",
    actionFailedText: "لم يُكمل الخادم الطلب. حاول مرة أخرى بعد قليل.",
  },
} satisfies Localized<typeof en.adminPage>;
