// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../jobs";
import type { CompanyValue, EmploymentType, JobOpening } from "../../jobs";
import { site } from "../../site";
import type { Localized } from "../localized";

export const careersIntro =
  `${site.name} شركة خدمات تقنية معلومات فتية وسريعة النمو في ${site.address.city}، ${site.address.region}. نشغّل البنية التحتية وخطوط النشر وأتمتة الذكاء الاصطناعي لشركات لا تحتمل أي توقف، ونوظّف أشخاصًا يحبون تحمّل مسؤولية النتائج.` satisfies Localized<
    typeof en.careersIntro
  >;

export const companyValues: CompanyValue[] = [
  {
    title: "الابتكار",
    description:
      "نجرّب الأدوات الجديدة على بنيتنا التحتية أولًا، فنحتفظ بما يثبت جدواه ونستغني عما سواه. ويحصل كل مهندس في كل دورة عمل على وقت مخصص لتحسين طريقة عملنا.",
    icon: "lightbulb",
  },
  {
    title: "التعاون",
    description:
      "يتشارك المهندسون والمحللون ومسؤولو الحسابات قائمة مهام واحدة مع العميل. والمراجعات لطيفة ومحددة، ولا يُترك أحد وحده في مواجهة حادث في الثالثة فجرًا.",
    icon: "handshake",
  },
  {
    title: "النمو",
    description:
      "ميزانية سنوية للتعلم، ورسوم امتحانات الشهادات مدفوعة، ومرشد منذ اليوم الأول. نرقّي من داخل الفريق، ونوثّق ما يُتوقع في كل مستوى وظيفي.",
    icon: "trending",
  },
  {
    title: "الأثر",
    description:
      "عملاؤنا عيادات ومصنّعون وتجار تجزئة ومكاتب محاسبة في جميع أنحاء أونتاريو. والأنظمة التي تبنيها تُبقي أبوابهم مفتوحة وبياناتهم آمنة.",
    icon: "target",
  },
] satisfies Localized<typeof en.companyValues>;

export const jobOpenings: JobOpening[] = [
  {
    id: "sse-backend",
    title: "مهندس برمجيات أول – الواجهة الخلفية",
    location: "Barrie، أونتاريو، مع إمكانية العمل عن بُعد",
    department: "الهندسة",
    type: "Full-time",
    description:
      "تصميم وبناء خدمات TypeScript وGo التي تقوم عليها منصة خدماتنا المُدارة: أتمتة التذاكر وتكاملات الفوترة وواجهة API للعملاء. ستقود مراجعات التصميم وتوجّه مطوّرَين اثنين من المستوى المتوسط.",
    datePosted: "2025-04-28",
    city: "Barrie",
    remote: true,
  },
  {
    id: "cloud-architect",
    title: "مهندس حلول سحابية",
    location: "تورونتو",
    department: "الخدمات السحابية",
    type: "Full-time",
    description:
      "تخطيط عمليات الترحيل ومناطق الهبوط (Landing Zones) على AWS وAzure وسحابتنا المستضافة في كندا لعملاء من الشركات المتوسطة. ستتولى مسؤولية البنية من ورشة الاستكشاف حتى دليل التشغيل عند التسليم.",
    datePosted: "2025-04-14",
    city: "Toronto",
    remote: false,
  },
  {
    id: "cyber-analyst",
    title: "محلل أمن سيبراني",
    location: "عن بُعد (كندا)",
    department: "الأمن",
    type: "Full-time",
    description:
      "مراقبة بيئات العملاء في مركز العمليات الأمنية لدينا، وفرز التنبيهات، وإجراء محاكاة التصيد الاحتيالي، ومساعدة الشركات الصغيرة على استيفاء متطلبات شركات التأمين وقانون PIPEDA.",
    datePosted: "2025-05-02",
    city: null,
    remote: true,
  },
  {
    id: "pm-ai",
    title: "مدير منتج – منصات الذكاء الاصطناعي",
    location: "Barrie",
    department: "المنتجات",
    type: "Full-time",
    description:
      "صياغة منتجاتنا لأتمتة الذكاء الاصطناعي، من محادثات الدعم إلى استخراج البيانات من المستندات. ستجري مقابلات مع العملاء، وتكتب توصيفات واضحة للمشكلات، وتقرر ما يُطلق، مع مراجعات مدمجة للذكاء الاصطناعي المسؤول.",
    datePosted: "2025-03-31",
    city: "Barrie",
    remote: false,
  },
  {
    id: "devops-engineer",
    title: "مهندس DevOps",
    location: "عن بُعد (كندا)",
    department: "الهندسة",
    type: "Contract",
    description:
      "عقد مدته ستة أشهر لبناء خطوط CI/CD ووحدات Terraform وقابلية المراقبة في Kubernetes ضمن عمليتي ترحيل لعميلين، مع إمكانية التمديد.",
    datePosted: "2025-05-06",
    city: null,
    remote: true,
  },
] satisfies JobOpening[] & Localized<typeof en.jobOpenings>;

export const generalInquiryHref = "/contact?subject=General%20Career%20Inquiry" satisfies Localized<
  typeof en.generalInquiryHref
>;

export const employmentTypeLabels = {
  "Full-time": "دوام كامل",
  Contract: "عقد",
} satisfies Localized<typeof en.employmentTypeLabels>;

export const employmentTypeSchema: Record<EmploymentType, "FULL_TIME" | "CONTRACTOR"> = {
  "Full-time": "FULL_TIME",
  Contract: "CONTRACTOR",
} satisfies Record<EmploymentType, "FULL_TIME" | "CONTRACTOR"> &
  Localized<typeof en.employmentTypeSchema>;

export const resumeCall = {
  title: "لم تجد الوظيفة المناسبة؟",
  text: `يسعدنا دائمًا التواصل مع المهندسين والمحللين وقادة المشاريع الراغبين في بناء مسيرتهم المهنية في ${site.address.city}. أرسل إلينا سيرتك الذاتية وأخبرنا بما تود العمل عليه.`,
} satisfies Localized<typeof en.resumeCall>;

export const careersPageCopy = {
  metaTitle: "الوظائف",
  metaDescription: `انضم إلى ${site.name}: وظائف شاغرة في الهندسة والحوسبة السحابية والأمن السيبراني وإدارة المنتجات في ${site.address.city} وتورونتو، ومع إمكانية العمل عن بُعد من أي مكان في كندا.`,
  eyebrow: "الوظائف",
  title: `الوظائف في ${site.shortName}`,
  openingsButton: "عرض الوظائف الشاغرة",
  valuesTitle: "قيمنا",
  valuesIntro: "ما نتوقعه من بعضنا، وما يمكنك أن تتوقعه منا.",
  openingsTitle: "الوظائف الشاغرة حاليًا",
  resumeButton: "أرسل سيرتك الذاتية",
} satisfies Localized<typeof en.careersPageCopy>;

export const jobOpeningsCopy = {
  location: "الموقع: ",
  department: "القسم: ",
  employmentType: "نوع التوظيف: ",
  apply: "قدّم الآن",
  applyLabel: "قدّم الآن: {title}",
  emptyBefore: "لا توجد وظائف شاغرة حاليًا، لكننا نرحب دائمًا بالتعرف على أصحاب المواهب.",
  emptyLink: "تواصل معنا عبر صفحة الاتصال",
  emptyAfter: "وأخبرنا بما تودّ العمل عليه.",
} satisfies Localized<typeof en.jobOpeningsCopy>;
