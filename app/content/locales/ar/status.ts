// Relative imports only: react-router.config.ts loads content modules outside Vite.
// Type-only imports: content never pulls feature code into the config loader.
import type { ComponentSeed, ServiceStatus } from "../../../features/status/status";
import type * as en from "../../status";
import { productName, site } from "../../site";
import type { Localized } from "../localized";

// A mutable list: it satisfies both ComponentSeed and the (mutable) Localized shape.
const healthy = (): Array<{ minutesAgo: number; status: ServiceStatus }> => [
  { minutesAgo: 60, status: "operational" },
  { minutesAgo: 30, status: "operational" },
  { minutesAgo: 15, status: "operational" },
];

const cloudId = `${site.productPrefix.toLowerCase().replace(/[^a-z0-9]/g, "")}cloud`;

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
  intro: `الحالة الراهنة لموقع ${site.shortName} الإلكتروني وواجهة API ومنصة الحوسبة السحابية وخدمات الدعم. تُحدَّث هذه الصفحة كل دقيقة.`,
  metaDescription: `الحالة المباشرة لموقع ${site.shortName} الإلكتروني وواجهة API و${productName("Cloud")} والمصادقة وبوابة الدعم والمدفوعات وخدمات البريد الإلكتروني.`,
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
  relative: {
    justNow: "الآن",
    minutes: {
      one: "قبل دقيقة واحدة",
      two: "قبل دقيقتين",
      few: "قبل # دقائق",
      many: "قبل # دقيقة",
      other: "قبل # دقيقة",
    },
    hours: {
      one: "قبل ساعة واحدة",
      two: "قبل ساعتين",
      few: "قبل # ساعات",
      many: "قبل # ساعة",
      other: "قبل # ساعة",
    },
    days: {
      one: "قبل يوم واحد",
      two: "قبل يومين",
      few: "قبل # أيام",
      many: "قبل # يومًا",
      other: "قبل # يوم",
    },
  },
} satisfies Localized<typeof en.statusBoardCopy>;
