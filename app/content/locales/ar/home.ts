// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../home";
import { brand, contactPoints, external, productName } from "../../site";
import type { Localized } from "../localized";

export const homeMeta = {
  title: brand.name,
  description: `${brand.name}: خدمات تقنية المعلومات المُدارة وDevOps والأتمتة بالذكاء الاصطناعي والأمن السيبراني والاستضافة السحابية للشركات النامية، من مدينة باري في أونتاريو.`,
} satisfies Localized<typeof en.homeMeta>;

export const homeBanner = {
  eyebrow: `تقنية المعلومات المُدارة وDevOps من ${contactPoints.address.city}، ${contactPoints.address.region}`,
  title: "تقنية المعلومات المُدارة وDevOps والأتمتة بالذكاء الاصطناعي للشركات النامية",
  text: "نستقبل الآن عملاء جددًا لخدمة مسارات DevOps المُدارة بالكامل، إلى جانب مكتب المساعدة والمراقبة على مدار الساعة طوال أيام الأسبوع، للفرق التي تضم من 10 إلى 250 موظفًا.",
  linkText: "تعرّف على الخدمات المُدارة وDevOps",
  href: "/services/msp-devops",
} satisfies Localized<typeof en.homeBanner>;

export const advantagesHeading = `لماذا تختار الفرق ${brand.shortName}` satisfies Localized<
  typeof en.advantagesHeading
>;

export const advantages = [
  {
    title: "مهندسون محليون ذوو خبرة",
    description: `يتولى مهندسون معتمدون في ${contactPoints.address.city} الرد على طلباتكم، لا طابور متغيّر في الخارج.`,
    icon: "users",
  },
  {
    title: "استجابة خلال 15 دقيقة",
    description:
      "تصل الحوادث الحرجة إلى شخص حقيقي خلال 15 دقيقة ليلًا ونهارًا، بضمان اتفاقية مستوى الخدمة.",
    icon: "zap",
  },
  {
    title: "الأمان في كل باقة",
    description:
      "حماية الأجهزة الطرفية والمصادقة متعددة العوامل الإلزامية ونسخ احتياطية مشفّرة مُختبَرة الاستعادة، كلها مشمولة أساسًا.",
    icon: "shield-check",
  },
  {
    title: "بياناتكم تبقى في كندا",
    description:
      "تبقى بيانات عملائكم ونسخها الاحتياطية في مراكز بيانات كندية لمساعدتكم على الوفاء بالتزامات قانون PIPEDA.",
    icon: "database",
  },
  {
    title: "سعر شهري واحد",
    description: "تسعير لكل مستخدم يشمل الدعم والمراقبة والتراخيص، دون فواتير مشاريع مفاجئة.",
    icon: "trending",
  },
  {
    title: "الأتمتة أولًا",
    description:
      "نؤتمت تهيئة الموظفين الجدد وتثبيت التحديثات وإعداد التقارير، فيستعيد فريقكم ساعات كل أسبوع.",
    icon: "workflow",
  },
] satisfies Localized<typeof en.advantages>;

export const heroLabel = "خدمات مميزة" satisfies Localized<typeof en.heroLabel>;

export const heroSlides = [
  {
    title: "تقنية المعلومات المُدارة وDevOps بإدارة فريق واحد مسؤول",
    description:
      "مراقبة وتحديثات ومكتب مساعدة على مدار الساعة من مركز عملياتنا في أونتاريو، إضافةً إلى مسارات CI/CD والبنية التحتية كرمز، فلا يعود إطلاق الإصدارات حدثًا مُرهِقًا.",
    ctaText: "تعرّف على الخدمات المُدارة وDevOps",
    ctaLink: "/services/msp-devops",
    imageSlug: "hero-managed-it",
    imageAlt: "رسم توضيحي لخوادم مراقَبة متصلة بمسار نشر",
  },
  {
    title: "أمان يكشف التهديدات قبل أن تصل إليكم",
    description:
      "حماية الأجهزة الطرفية وخدمة الكشف والاستجابة المُدارة وتدريبات فصلية على التصيّد الاحتيالي، تُلخَّص في تقرير شهري يستطيع مجلس إدارتكم وشركة التأمين قراءته فعلًا.",
    ctaText: "اكتشف حزمة الأمان",
    ctaLink: "/products/security-suite",
    imageSlug: "hero-security",
    imageAlt: "رسم توضيحي لدرع يحمي شبكة من الحواسيب المحمولة والهواتف",
  },
  {
    title: "دع الذكاء الاصطناعي يتولى الأعمال الروتينية",
    description:
      "نؤتمت استقبال الطلبات وفرزها وإعداد التقارير بمساعدين مدرَّبين على مستنداتكم الخاصة، مع مراجعة بشرية لكل قرار مهم.",
    ctaText: "اكتشف الأتمتة بالذكاء الاصطناعي",
    ctaLink: "/products/ai-automation",
    imageSlug: "hero-ai-automation",
    imageAlt: "رسم توضيحي لمستندات تمر عبر مساعد ذكاء اصطناعي لتتحول إلى تقارير منظمة",
  },
  {
    title: "من التدقيق الأول إلى مسار إطلاق متكامل في 30 يومًا",
    description:
      "نحصر في مرحلة التهيئة كل جهاز وحساب وخطوة نشر، ثم نسلّمكم خارطة طريق لمدة 90 يومًا وسعرًا شهريًا واحدًا.",
    ctaText: "خطّط لمرحلة التهيئة",
    ctaLink: "/services/msp-devops",
    imageSlug: "hero-onboarding",
    imageAlt: "رسم توضيحي لقائمة مهام تتحول إلى خارطة طريق لمدة 90 يومًا",
  },
] satisfies Localized<typeof en.heroSlides>;

export const offeringsHeading = "أبرز خدماتنا" satisfies Localized<typeof en.offeringsHeading>;
export const offeringsIntro =
  "أربع خدمات يبدأ بها معظم عملائنا، يقدّمها ويدعمها الفريق نفسه." satisfies Localized<
    typeof en.offeringsIntro
  >;

export const offerings = [
  {
    title: "حزمة حلول المؤسسات",
    description:
      "تخطيط موارد المؤسسات (ERP) وإدارة المستندات وسير عمل الموافقات في منصة واحدة، متكاملة مع Microsoft 365 ونظامكم المحاسبي.",
    icon: "building",
    href: "/products/enterprise-solution",
    linkText: "استكشف الحزمة",
  },
  {
    title: "حزمة الأمان",
    description:
      "كشف مُدار للتهديدات على الأجهزة الطرفية وتصفية البريد الإلكتروني وفحص الثغرات وتدريب الموظفين، مع لوحة معلومات واحدة لوضعكم الأمني.",
    icon: "shield",
    href: "/products/security-suite",
    linkText: "اطّلع على ميزات الأمان",
  },
  {
    title: "ذكاء الأعمال",
    description:
      "لوحات معلومات تجمع بيانات المبيعات والمالية والعمليات، تُحدَّث كل ساعة، وتنبّهكم عندما ينحرف أحد المؤشرات.",
    icon: "analytics",
    href: "/products/business-intelligence",
    linkText: "أبرز ميزات ذكاء الأعمال",
  },
  {
    title: "الاستضافة السحابية",
    description:
      "استضافة مُدارة في مناطق كندية مع نسخ احتياطية يومية وبيئات اختبار والتزام بنسبة تشغيل 99.9%.",
    icon: "cloud",
    href: "/services/cloud-hosting",
    linkText: "قارن خيارات الاستضافة",
  },
] satisfies Localized<typeof en.offerings>;

export const ecosystemHeading = `منظومة ${brand.shortName}` satisfies Localized<
  typeof en.ecosystemHeading
>;
export const ecosystemIntro =
  "منتجات وخدمات شقيقة تجمعها حساب واحد وفاتورة واحدة وفريق دعم واحد." satisfies Localized<
    typeof en.ecosystemIntro
  >;

export const ecosystemTiles = [
  {
    title: productName("Connect"),
    description: "مكالمات ومحادثات واجتماعات فيديو موحّدة لفرق العمل الهجينة.",
    icon: "messages",
    href: external.communications,
  },
  {
    title: productName("Business"),
    description: "أدوات الفوترة وجدولة المواعيد وإدارة علاقات العملاء (CRM) للشركات الصغيرة.",
    icon: "briefcase",
    href: external.businessSolutions,
  },
  {
    title: productName("Secure"),
    description: "نشرات أمنية وتقييمات واستجابة للحوادث.",
    icon: "lock",
    href: external.securitySite,
  },
  {
    title: `${brand.shortName} Canada`,
    description: "موقعنا المؤسسي للجهات المشترية في القطاع العام الكندي.",
    icon: "globe",
    href: external.corporateCanada,
  },
  {
    title: productName("Platform"),
    description: "تطبيقات منخفضة الترميز وتكاملات مبنية على بياناتكم الخاصة.",
    icon: "layers",
    href: external.platform,
  },
  {
    title: productName("Cloud"),
    description: "خوادم افتراضية وتخزين كائنات بالخدمة الذاتية داخل كندا.",
    icon: "cloud-cog",
    href: external.cloud,
  },
  {
    title: "المتجر",
    description: "ثمانية تطبيقات أعمال جاهزة للنشر باشتراك شهري.",
    icon: "package",
    href: "/marketplace",
  },
  {
    title: "الخدمات المُدارة وDevOps",
    description: "تقنية المعلومات المُدارة والمراقبة ومسارات التسليم كخدمة.",
    icon: "server",
    href: "/services/msp-devops",
  },
] satisfies Localized<typeof en.ecosystemTiles>;

export const testimonialsHeading = "ماذا يقول عملاؤنا" satisfies Localized<
  typeof en.testimonialsHeading
>;
export const testimonialsLabel = "آراء العملاء" satisfies Localized<typeof en.testimonialsLabel>;

export const testimonials = [
  {
    quote: `كنا نخسر نصف يوم عمل كلما تعطّل حاسوب محمول. أعدّت ${brand.shortName} التسجيل التلقائي للأجهزة والنسخ الاحتياطي، وأصبح الجهاز البديل جاهزًا قبل موعد الغداء.`,
    name: "Priya Raman",
    title: "مديرة العمليات، Huronia Freight Co.",
    stars: 5,
  },
  {
    quote:
      "نقل فريق DevOps لديهم إصداراتنا من مشقّة شهرية تستهلك عطلة نهاية الأسبوع إلى عمليات نشر يومية مع تراجع تلقائي عند الخطأ. أصبح مطوّرونا يُطلقون التحديثات عصر الجمعة دون قلق.",
    name: "Marc-André Gagnon",
    title: "المدير التقني، Tollendale Software",
    stars: 5,
  },
  {
    quote:
      "يجيب مساعد الاستقبال الذكي عن معظم أسئلة المرضى حول الحجوزات بنفسه، ويحيل الباقي إلى موظفي الاستقبال مع ملاحظات. استغرقت التهيئة وقتًا أطول قليلًا مما خططنا له، لكنها كانت تستحق ذلك.",
    name: "الدكتورة Ellen Whitaker",
    title: "مالكة العيادة، Allandale Family Dental",
    stars: 4,
  },
] satisfies Localized<typeof en.testimonials>;

export const homeCta = {
  title: "هل أنتم مستعدون لتقنية معلومات تعمل ببساطة؟",
  text: "احجزوا استشارة مجانية مدتها 30 دقيقة. سنراجع إعداداتكم الحالية ونرسل إليكم خطة مكتوبة خلال يومي عمل.",
  primary: { text: "احجز استشارة", href: "/contact" },
  secondary: { text: "تعرّف على الخدمات المُدارة وDevOps", href: "/services/msp-devops" },
} satisfies Localized<typeof en.homeCta>;
