/**
 * The reading pages (blog, a post, legal, press, status, documentation) with their headings in each
 * language, and the English interface phrases none of their French or Arabic versions may show.
 * Read by tests/html/reading-pages.test.ts (prerendered HTML) and page-audit.spec.ts (hydrated).
 */
const slug = "future-of-ai-in-business";
export const readingPages = [
  {
    path: "/blog",
    english: "Insights from",
    fr: "Les analyses de",
    ar: "رؤى من",
    titles: { fr: "Blogue |", ar: "المدونة |" },
  },
  {
    path: `/blog/${slug}`,
    english: "The Future of AI in Business",
    fr: "L'avenir de l'IA en entreprise",
    ar: "الذكاء الاصطناعي",
  },
  {
    path: "/privacy-policy",
    english: "Privacy Policy",
    fr: "Politique de confidentialité",
    ar: "سياسة الخصوصية",
  },
  {
    path: "/terms-of-service",
    english: "Terms of Service",
    fr: "Conditions d'utilisation",
    ar: "شروط الخدمة",
  },
  {
    path: "/cookie-policy",
    english: "Cookie Policy",
    fr: "Politique relative aux témoins",
    ar: "سياسة ملفات تعريف الارتباط",
  },
  {
    path: "/acceptable-use",
    english: "Acceptable Use Policy",
    fr: "Politique d'utilisation acceptable",
    ar: "سياسة الاستخدام المقبول",
  },
  { path: "/press", english: "Press Center", fr: "Salle de presse", ar: "المركز الإعلامي" },
  {
    path: "/press/opens-barrie-headquarters",
    english: "Opens Barrie Headquarters",
    fr: "ouvre son siège social",
    ar: "تفتتح مقرها الرئيسي",
  },
  { path: "/status", english: "System Status", fr: "État des systèmes", ar: "حالة الأنظمة" },
  {
    path: "/api-documentation",
    english: "API Documentation",
    fr: "Documentation de l’API",
    ar: "توثيق API",
  },
  {
    path: "/ai-documentation",
    english: "AI Documentation",
    fr: "Documentation IA",
    ar: "توثيق الذكاء الاصطناعي",
  },
] as const;

// The English interface phrases of these pages: none may show on their French or Arabic versions.
export const readingInterface = [
  "Search articles",
  "Sort by",
  "All Categories",
  "Back to Blog",
  "Share this article",
  "Leave a comment",
  "Post Comment",
  "Related articles",
  "Last updated",
  "Contents",
  "Read More",
  "View All Press Releases",
  "Refresh Status",
  "Last checked",
  "Auth Required",
  "Request example",
  "Base URL",
  "Coming Soon",
  "Rate limit:",
];
