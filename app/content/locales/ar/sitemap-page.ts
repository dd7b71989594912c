// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../sitemap-page";
import { brand, external, productName } from "../../site";
import type { Localized } from "../localized";

/** The spec's groups, in the spec's order. */
export const sitemapGroups = [
  {
    title: "الصفحات الرئيسية",
    links: [
      { title: "الرئيسية", href: "/" },
      { title: "المتجر", href: "/marketplace" },
      { title: "الأسعار", href: "/pricing" },
      { title: "المدونة", href: "/blog" },
      { title: "اتصل بنا", href: "/contact" },
      { title: "حالة الأنظمة", href: "/status" },
    ],
  },
  {
    title: "الشركة",
    links: [
      { title: "من نحن", href: "/about" },
      { title: "الوظائف", href: "/careers" },
      { title: "المركز الإعلامي", href: "/press" },
      { title: "خبراتنا", href: "/expertise" },
    ],
  },
  {
    title: "المنتجات",
    links: [
      { title: "حزمة حلول المؤسسات", href: "/products/enterprise-solution" },
      { title: "ذكاء الأعمال", href: "/products/business-intelligence" },
      { title: "حزمة الأمان", href: "/products/security-suite" },
      { title: productName("Cloud"), href: external.cloud, external: true },
    ],
  },
  {
    title: "الخدمات",
    links: [{ title: "الخدمات المُدارة وDevOps", href: "/services/msp-devops" }],
  },
  {
    title: "الخبرات",
    links: [
      { title: "نظرة عامة على خبراتنا", href: "/expertise" },
      { title: "تطوير الواجهات الأمامية", href: "/expertise/frontend-development" },
      { title: "تطوير الواجهات الخلفية", href: "/expertise/backend-development" },
      { title: "حلول التطوير المتكامل", href: "/expertise/full-stack-solutions" },
      { title: "التميّز في DevSecOps", href: "/expertise/devsecops-excellence" },
    ],
  },
  {
    title: "المطوّرون والدعم",
    links: [
      { title: "مركز الدعم", href: "/support" },
      { title: "توثيق واجهة API", href: "/api-documentation" },
      { title: "توثيق الذكاء الاصطناعي", href: "/ai-documentation" },
      { title: "المجتمع", href: "/community" },
    ],
  },
  {
    title: "الشؤون القانونية",
    links: [
      { title: "سياسة الخصوصية", href: "/privacy-policy" },
      { title: "شروط الخدمة", href: "/terms-of-service" },
      { title: "سياسة ملفات تعريف الارتباط", href: "/cookie-policy" },
      { title: "سياسة الاستخدام المقبول", href: "/acceptable-use" },
    ],
  },
] satisfies Localized<typeof en.sitemapGroups>;

export const sitemapCopy = {
  title: "خريطة الموقع",
  intro: `جميع صفحات موقع ${brand.name} الإلكتروني، مصنّفة حسب القسم.`,
  metaDescription: `اعثر على أي صفحة في موقع ${brand.name} الإلكتروني: المنتجات والخدمات والخبرات وتوثيق المطوّرين ومعلومات الشركة والسياسات القانونية.`,
  xmlNote: "يمكن لمحركات البحث قراءة الصفحات نفسها من",
  xmlLinkText: "خريطة الموقع بصيغة XML",
} satisfies Localized<typeof en.sitemapCopy>;
