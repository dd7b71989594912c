/**
 * The AI navigation search table in Arabic: keywords to pages, in the English table's order and
 * priorities. Keywords match as substrings, so spellings with and without hamza are listed, with
 * the English technical terms Arabic-speaking visitors really type.
 * Relative imports only: react-router.config.ts loads content.
 */
import type * as en from "../../search-intents";
import { external } from "../../site";
import type { Localized } from "../localized";

export const searchIntents = [
  // 1: specific pages and products.
  {
    keywords: [
      "توثيق api",
      "وثائق api",
      "مرجع api",
      "واجهة برمجة التطبيقات",
      "rest api",
      "api docs",
      "نقطة نهاية",
      "endpoint",
    ],
    path: "/api-documentation",
    priority: 1,
  },
  {
    keywords: ["توثيق الذكاء الاصطناعي", "وثائق الذكاء الاصطناعي", "ai docs"],
    path: "/ai-documentation",
    priority: 1,
  },
  {
    keywords: ["حل المؤسسات", "حلول المؤسسات", "تخطيط موارد المؤسسات", "erp"],
    path: "/products/enterprise-solution",
    priority: 1,
  },
  {
    keywords: ["أتمتة", "اتمتة", "سير العمل", "روبوت محادثة", "chatbot"],
    path: "/products/ai-automation",
    priority: 1,
  },
  {
    keywords: [
      "ذكاء الأعمال",
      "ذكاء الاعمال",
      "لوحة معلومات",
      "لوحة المعلومات",
      "تحليلات",
      "تقارير",
    ],
    path: "/products/business-intelligence",
    priority: 1,
  },
  {
    keywords: [
      "حزمة الأمان",
      "الأمن السيبراني",
      "الامن السيبراني",
      "حماية الأجهزة",
      "مكافحة الفيروسات",
      "جدار حماية",
      "جدار الحماية",
      "antivirus",
      "firewall",
    ],
    path: "/products/security-suite",
    priority: 1,
  },
  {
    keywords: ["استضافة", "خادم ويب", "سيرفر"],
    path: "/services/cloud-hosting",
    priority: 1,
  },
  {
    keywords: [
      "msp",
      "خدمات مدارة",
      "الخدمات المدارة",
      "تقنية المعلومات المدارة",
      "devops",
      "ci/cd",
    ],
    path: "/services/msp-devops",
    priority: 1,
  },
  { keywords: ["devsecops"], path: "/expertise/devsecops-excellence", priority: 1 },
  {
    keywords: ["frontend", "front-end", "الواجهة الأمامية", "الواجهات الأمامية"],
    path: "/expertise/frontend-development",
    priority: 1,
  },
  {
    keywords: ["backend", "back-end", "الواجهة الخلفية", "الأنظمة الخلفية"],
    path: "/expertise/backend-development",
    priority: 1,
  },
  {
    keywords: ["full stack", "full-stack", "تطوير متكامل", "الحلول المتكاملة"],
    path: "/expertise/full-stack-solutions",
    priority: 1,
  },
  {
    keywords: ["طلب عرض توضيحي", "حجز عرض توضيحي", "عرض توضيحي", "demo"],
    path: "/contact?demo=true",
    priority: 1,
  },
  {
    keywords: ["سياسة الخصوصية", "خصوصية", "pipeda", "gdpr"],
    path: "/privacy-policy",
    priority: 1,
  },
  {
    keywords: ["شروط الخدمة", "الشروط والأحكام", "شروط الاستخدام", "شروط"],
    path: "/terms-of-service",
    priority: 1,
  },
  {
    keywords: ["سياسة ملفات تعريف الارتباط", "ملفات تعريف الارتباط", "كوكيز", "cookies"],
    path: "/cookie-policy",
    priority: 1,
  },
  {
    keywords: ["الاستخدام المقبول", "سياسة الاستخدام"],
    path: "/acceptable-use",
    priority: 1,
  },
  {
    keywords: ["القيادة", "الإدارة العليا", "فريق الإدارة", "الرئيس التنفيذي", "ceo"],
    path: "/about#leadership",
    priority: 1,
  },
  // 2: sections of the site and sister sites.
  {
    keywords: ["الأسعار", "الاسعار", "أسعار", "سعر", "الخطط", "تكلفة", "اشتراك", "خصم"],
    path: "/pricing",
    priority: 2,
  },
  {
    keywords: ["المتجر", "متجر", "شراء", "تسوق", "marketplace"],
    path: "/marketplace",
    priority: 2,
  },
  {
    keywords: ["سلة", "عربة التسوق", "إتمام الشراء", "الدفع"],
    path: "/cart",
    priority: 2,
  },
  {
    keywords: ["وظائف", "وظيفة", "توظيف", "فرص عمل", "فرص العمل"],
    path: "/careers",
    priority: 2,
  },
  {
    keywords: ["الصحافة", "صحفي", "المركز الإعلامي", "مجموعة إعلامية", "إعلان"],
    path: "/press",
    priority: 2,
  },
  {
    keywords: ["حالة الخدمة", "حالة الخدمات", "حالة الأنظمة", "انقطاع", "عطل", "حادث", "uptime"],
    path: "/status",
    priority: 2,
  },
  {
    keywords: ["تسجيل الدخول", "دخول", "حسابي", "login"],
    path: "/login",
    priority: 2,
  },
  {
    keywords: ["المجتمع", "مجتمع", "منتدى", "فعاليات", "لقاءات"],
    path: "/community",
    priority: 2,
  },
  {
    keywords: ["خريطة الموقع", "جميع الصفحات", "كل الصفحات", "sitemap"],
    path: "/sitemap",
    priority: 2,
  },
  {
    keywords: ["القطاع المالي", "الخدمات المالية", "مالية", "بنك", "بنوك", "مصرف", "fintech"],
    path: "/solutions/finance",
    priority: 2,
  },
  {
    keywords: ["الشركات التقنية", "شركة تقنية", "ناشئة", "saas", "شركة برمجيات"],
    path: "/solutions/tech",
    priority: 2,
  },
  {
    keywords: ["الاتصالات", "اتصالات", "voip", "نظام هاتفي", "مكالمة فيديو", "مكالمات الفيديو"],
    path: external.communications,
    external: true,
    priority: 2,
  },
  {
    keywords: ["حلول الأعمال", "حلول الاعمال", "منصة الأعمال", "منصة الاعمال"],
    path: external.businessSolutions,
    external: true,
    priority: 2,
  },
  {
    keywords: ["لوحة التحكم السحابية", "المنصة السحابية", "منصة سحابية", "cloud console"],
    path: external.cloud,
    external: true,
    priority: 2,
  },
  {
    keywords: ["بوابة المطور", "حزمة تطوير", "sdk"],
    path: external.developerPortal,
    external: true,
    priority: 2,
  },
  // 3: broad topics.
  {
    keywords: ["الدعم", "دعم", "مساعدة", "تذكرة", "الأسئلة الشائعة", "مشكلة"],
    path: "/support",
    priority: 3,
  },
  {
    keywords: ["اتصل", "اتصال", "تواصل", "بريد", "هاتف", "مبيعات"],
    path: "/contact",
    priority: 3,
  },
  {
    keywords: ["من نحن", "عن الشركة", "الشركة", "قصتنا", "مهمتنا"],
    path: "/about",
    priority: 3,
  },
  {
    keywords: ["مدونة", "مقال", "أخبار", "اخبار", "دليل"],
    path: "/blog",
    priority: 3,
  },
  {
    keywords: ["الخبرات", "خبرة", "مهارات", "هندسة", "تطوير"],
    path: "/expertise",
    priority: 3,
  },
  {
    keywords: ["الأمن", "أمن", "أمان", "حماية", "آمن"],
    path: "/products/security-suite",
    priority: 3,
  },
  {
    keywords: ["سحاب", "نسخ احتياطي", "تخزين"],
    path: "/services/cloud-hosting",
    priority: 3,
  },
  {
    keywords: ["منتج", "حلول", "برمجيات", "برنامج", "أدوات"],
    path: "/marketplace",
    priority: 3,
  },
  // 4: generic requests and the home page.
  {
    keywords: ["بحث", "العثور على", "أين أجد"],
    response: "عمّ تبحث اليوم؟",
    priority: 4,
  },
  {
    keywords: ["الصفحة الرئيسية", "الرئيسية", "البداية"],
    path: "/",
    priority: 4,
  },
] satisfies Localized<typeof en.searchIntents>;
