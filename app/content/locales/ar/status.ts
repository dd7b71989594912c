// Relative imports only: react-router.config.ts loads content modules outside Vite.
// Type-only imports: content never pulls feature code into the config loader.
import type { ComponentSeed, ServiceStatus } from "../../../features/status/status";
import type * as en from "../../status";
import { brand, productName } from "../../site";
import type { Localized } from "../localized";

// A mutable list: it satisfies both ComponentSeed and the (mutable) Localized shape.
const healthy = (): Array<{ minutesAgo: number; status: ServiceStatus }> => [
  { minutesAgo: 60, status: "operational" },
  { minutesAgo: 30, status: "operational" },
  { minutesAgo: 15, status: "operational" },
];

const cloudId = `${brand.productPrefix.toLowerCase().replace(/[^a-z0-9]/g, "")}cloud`;

export const statusComponents: ComponentSeed[] = [
  {
    id: "website",
    name: "الموقع الإلكتروني",
    status: "operational",
    checkedSecondsAgo: 12,
    history: healthy(),
  },
  { id: "api", name: "API", status: "operational", checkedSecondsAgo: 18, history: healthy() },
  {
    id: cloudId,
    name: productName("Cloud"),
    status: "operational",
    checkedSecondsAgo: 25,
    history: healthy(),
  },
  {
    id: "auth",
    name: "المصادقة",
    status: "operational",
    checkedSecondsAgo: 9,
    history: healthy(),
  },
  {
    id: "support_portal",
    name: "بوابة الدعم",
    status: "degraded_performance",
    message:
      "تُحمَّل صفحات التذاكر ببطء. ما زلنا نستقبل التذاكر ونرد عليها، ويعمل فريقنا على تحديد سبب المشكلة.",
    checkedSecondsAgo: 31,
    history: [
      { minutesAgo: 60, status: "operational" },
      { minutesAgo: 30, status: "degraded_performance" },
      { minutesAgo: 15, status: "degraded_performance" },
    ],
  },
  {
    id: "payment_processing",
    name: "معالجة المدفوعات",
    status: "operational",
    checkedSecondsAgo: 40,
    history: healthy(),
  },
  {
    id: "email_services",
    name: "خدمات البريد الإلكتروني",
    status: "partial_outage",
    message:
      "تتأخر بعض رسائل الإشعارات والفواتير المرسلة بالبريد الإلكتروني. وهي محفوظة في قائمة الانتظار وستُسلَّم فور تعافي مزود خدمة البريد لدينا.",
    checkedSecondsAgo: 6,
    history: [
      { minutesAgo: 60, status: "operational" },
      { minutesAgo: 30, status: "degraded_performance" },
      { minutesAgo: 15, status: "partial_outage" },
    ],
  },
] satisfies ComponentSeed[] & Localized<typeof en.statusComponents>;

export const statusCopy = {
  title: "حالة الأنظمة",
  intro: `الحالة الراهنة لموقع ${brand.shortName} الإلكتروني وواجهة API ومنصة الحوسبة السحابية وخدمات الدعم. تُحدَّث هذه الصفحة كل دقيقة.`,
  metaDescription: `الحالة المباشرة لموقع ${brand.shortName} الإلكتروني وواجهة API و${productName("Cloud")} والمصادقة وبوابة الدعم والمدفوعات وخدمات البريد الإلكتروني.`,
  componentsTitle: "المكونات",
  helpTitle: "هل تحتاج إلى مساعدة؟",
  helpText:
    "إذا واجهت مشكلة غير مذكورة هنا، فأخبرنا بها. يرد فريق الدعم لدينا على عملاء الخدمات المُدارة على مدار الساعة.",
} satisfies Localized<typeof en.statusCopy>;

export const statusBoardCopy = {
  eyebrow: "الحالة",
  homeLabel: "الرئيسية",
  supportCta: "زيارة مركز الدعم",
  contactCta: "تواصل معنا",
  overallLabels: {
    operational: "جميع الأنظمة تعمل",
    degraded_performance: "أداء متراجع",
    partial_outage: "انقطاع جزئي",
    major_outage: "انقطاع كبير",
    maintenance: "قيد الصيانة",
  },
  componentLabels: {
    operational: "يعمل",
    degraded_performance: "أداء متراجع",
    partial_outage: "انقطاع جزئي",
    major_outage: "انقطاع كبير",
    maintenance: "قيد الصيانة",
  },
  lastUpdated: "آخر تحديث:",
  lastChecked: "آخر فحص:",
  checking: "جارٍ الفحص…",
  refreshingStatus: "جارٍ تحديث الحالة…",
  refreshing: "جارٍ التحديث...",
  refresh: "تحديث الحالة",
  historyOf: "السجل الأخير لـ {name}",
  justNow: "الآن",
  checkingStatus: "جارٍ التحقق من الحالة…",
  exampleNotice:
    "بيانات توضيحية: خدمة الحالة في هذا الموقع غير متصلة، لذا تعرض هذه اللوحة حالات نموذجية وليست الحالة الفعلية.",
  loadFailed:
    "تعذّر الوصول إلى خدمة الحالة. نعرض آخر حالة وردت إلينا، وسنعيد المحاولة بعد دقيقة.",
  loadFailedEmpty:
    "تعذّر الوصول إلى خدمة الحالة، لذا فالحالة الراهنة غير معروفة. سنعيد المحاولة بعد دقيقة.",
  notChecked: "لم يُفحص بعد",
  staffReported: "يحدّدها فريقنا",
  noStaffReport: "لا يوجد بلاغ بعد",
  messageCodes: {
    check_failed: "أخفق فحصنا التلقائي لهذه الخدمة.",
    slow: "تستجيب هذه الخدمة ببطء.",
    mail_not_configured:
      "لم يُهيَّأ إرسال البريد الإلكتروني على هذا الخادم، لذا لا تُرسَل أي رسائل بريد. أما الرسائل التي ترسلونها عبر هذا الموقع فتصلنا كالمعتاد.",
    mail_unreachable:
      "يتعذّر الوصول إلى خادم البريد لدينا. الرسائل محفوظة في قائمة الانتظار وستُرسل فور عودته.",
    password_not_configured: "لم يُهيَّأ تسجيل دخول الموظفين على هذا الخادم.",
    not_checked: "لم تُفحص هذه الخدمة بعد.",
  },
  uptime: "نسبة التوفر {uptime}% خلال آخر 90 يومًا",
  noUptime: "لا توجد فحوص مسجّلة خلال آخر 90 يومًا",
  historyStart: "قبل 90 يومًا",
  historyEnd: "اليوم",
  historySummary: "آخر 90 يومًا: نسبة التوفر {uptime}%.",
  problemDays: "أيام شهدت مشكلات: {days}.",
  noProblemDays: "لم تُسجَّل أي مشكلات.",
  noDataDay: "لا توجد بيانات",
  dayUptime: "نسبة التوفر {uptime}%",
  incidentsTitle: "الحوادث",
  noIncidents: "لا توجد حوادث خلال آخر 14 يومًا.",
  openIncident: "جارية",
  resolvedIncident: "تمت معالجتها",
  impact: "الأثر:",
  affected: "الخدمات المتأثرة:",
  incidentStatuses: {
    investigating: "قيد التحقيق",
    identified: "تم تحديد السبب",
    monitoring: "قيد المراقبة",
    resolved: "تمت المعالجة",
  },
  feed: "موجز الحوادث (Atom)",
} satisfies Localized<typeof en.statusBoardCopy>;

export const statusAdminCopy = {
  title: "حالة الأنظمة",
  intro:
    "حدّدوا حالة الخدمات التي لا يستطيع الموقع فحصها بنفسه، وأبلغوا عن الحوادث. تظهر التغييرات على صفحة الحالة العامة فورًا.",
  loading: "جارٍ تحميل الحالة الراهنة…",
  loadFailed: "تعذّر تحميل الحالة الراهنة. حاولوا مرة أخرى بعد قليل.",
  viewPage: "فتح صفحة الحالة",
  componentsTitle: "خدمات يحدّد الموظفون حالتها",
  componentStatus: "الحالة",
  componentMessage: "رسالة تظهر للزوار (اختيارية)",
  saveComponent: "حفظ: {name}",
  savedTitle: "تم تحديث الحالة",
  savedText: "تظهر {name} الآن بحالة «{status}».",
  incidentsTitle: "الحوادث",
  newIncidentTitle: "الإبلاغ عن حادثة",
  incidentTitle: "العنوان",
  incidentImpact: "الأثر",
  incidentComponents: "المكوّنات المتأثرة",
  incidentStatus: "المرحلة",
  incidentMessage: "التحديث الأول",
  createIncident: "نشر الحادثة",
  createdTitle: "تم نشر الحادثة",
  createdText: "تظهر الآن على صفحة الحالة وفي موجزها.",
  openIncidentsTitle: "الحوادث الجارية",
  noOpenIncidents: "لا توجد حوادث جارية.",
  updateStatus: "المرحلة التالية",
  updateMessage: "التحديث",
  postUpdate: "نشر التحديث",
  postedTitle: "تم نشر التحديث",
  postedText: "أصبحت حالة الحادثة «{status}».",
  failedTitle: "لم يُحفظ التغيير",
  failedText: "تعذّر حفظ التغيير. راجعوا الحقول وحاولوا مرة أخرى.",
  validation: {
    required: "هذا الحقل مطلوب.",
    tooLong: "استخدموا {max} حرفًا على الأكثر.",
    control: "احذفوا محارف التحكم.",
    choice: "اختاروا أحد الخيارات.",
    components: "اختاروا مكوّنًا متأثرًا واحدًا على الأقل.",
  },
} satisfies Localized<typeof en.statusAdminCopy>;

