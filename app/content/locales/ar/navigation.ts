// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../navigation";
import { brand, contactPoints, external, productName } from "../../site";
import type { Localized } from "../localized";

/* ------------------------------------------------------------ main navigation */

export const mainNav = [
  {
    title: "المنتجات",
    isDropdown: true,
    dropdownSections: [
      {
        title: "المنصات الأساسية",
        links: [
          {
            title: "حلول المؤسسات",
            href: "/products/enterprise-solution",
            description: "برامج ERP وCRM وسير العمل مصمّمة وفق طريقة عمل شركتك.",
            icon: "building",
          },
          {
            title: "الأتمتة بالذكاء الاصطناعي",
            href: "/products/ai-automation",
            description: "أتمت الأعمال المتكررة بوكلاء ذكاء اصطناعي يتكاملون مع أدواتك الحالية.",
            icon: "bot",
          },
        ],
      },
      {
        title: "البيانات والأمان",
        links: [
          {
            title: "ذكاء الأعمال",
            href: "/products/business-intelligence",
            description: "لوحات معلومات وتوقعات مبنية على بيانات يمكنك الوثوق بها.",
            icon: "analytics",
          },
          {
            title: "حزمة الأمان",
            href: "/products/security-suite",
            description: "حماية الأجهزة الطرفية ومراقبة التهديدات وتقارير الامتثال.",
            icon: "shield-check",
          },
        ],
      },
    ],
  },
  {
    title: "الحلول",
    isDropdown: true,
    dropdownSections: [
      {
        title: "حسب القطاع",
        links: [
          {
            title: "شركات التقنية المبتكرة",
            href: "/solutions/tech",
            description: "بنية تحتية قابلة للتوسع ومسارات تسليم لشركات البرمجيات.",
            icon: "rocket",
          },
          {
            title: "الخدمات المالية",
            href: "/solutions/finance",
            description:
              "تقنية معلومات آمنة وجاهزة للتدقيق للاتحادات الائتمانية والمستشارين وشركات التقنية المالية.",
            icon: "trending",
          },
        ],
      },
      {
        title: "حسب الخدمة",
        links: [
          {
            title: "الخدمات المُدارة وDevOps",
            href: "/services/msp-devops",
            description: "تقنية المعلومات المُدارة والمراقبة وCI/CD بإدارة فريق واحد مسؤول.",
            icon: "server",
          },
          {
            title: "توثيق واجهة API",
            href: "/api-documentation",
            description: "نقاط النهاية والمصادقة وأمثلة للتكامل مع خدماتنا.",
            icon: "code",
          },
        ],
      },
    ],
  },
  { title: "الأسعار", href: "/pricing", isDropdown: false },
  {
    title: "الموارد",
    isDropdown: true,
    dropdownSections: [
      {
        title: "تعلّم",
        links: [
          {
            title: "المدونة",
            href: "/blog",
            description: "مقالات عملية عن السحابة والأمان وDevOps والذكاء الاصطناعي.",
            icon: "book",
          },
          {
            title: "توثيق الذكاء الاصطناعي",
            href: "/ai-documentation",
            description: "كيف تعمل ميزات الذكاء الاصطناعي لدينا، وحدودها، وطريقة إعدادها.",
            icon: "brain",
          },
        ],
      },
      {
        title: "تواصل",
        links: [
          {
            title: "المجتمع",
            href: "/community",
            description: "تعرّف على عملاء آخرين، وشارك أفضل الممارسات، وانضم إلى فعالياتنا.",
            icon: "users",
          },
          {
            title: "مركز الدعم",
            href: "/support",
            description: "الأسئلة الشائعة وقاعدة المعرفة ونموذج لفتح تذكرة لدى مكتب المساعدة.",
            icon: "headphones",
          },
        ],
      },
    ],
  },
  {
    title: "الشركة",
    isDropdown: true,
    dropdownSections: [
      {
        title: "من نحن",
        links: [
          {
            title: "قصتنا",
            href: "/about",
            description: `كيف انطلقت ${brand.shortName} في باري عام ${brand.founded} وإلى أين نتجه.`,
            icon: "lightbulb",
          },
          {
            title: "الوظائف",
            href: "/careers",
            description: "وظائف شاغرة في فرق الهندسة والدعم والاستشارات لدينا.",
            icon: "briefcase",
          },
        ],
      },
      {
        title: "الأخبار والخبرات",
        links: [
          {
            title: "المركز الإعلامي",
            href: "/press",
            description: "الإعلانات والموارد الإعلامية وجهات الاتصال الصحفية.",
            icon: "file",
          },
          {
            title: "خبراتنا",
            href: "/expertise",
            description: "هندسة الواجهات الأمامية والخلفية والتطوير المتكامل وDevSecOps.",
            icon: "trophy",
          },
        ],
      },
    ],
  },
] satisfies Localized<typeof en.mainNav>;

/** Links shown at the right of the desktop bar, and after the accordion in the mobile menu. */
export const utilityLinks = [
  { title: "اتصل بنا", href: "/contact" },
  { title: "مركز الدعم", href: "/support" },
  { title: "المتجر", href: "/marketplace" },
] satisfies Localized<typeof en.utilityLinks>;

/** Secondary links at the foot of the mobile menu. */
export const mobileMenuLegalLinks = [
  { title: "سياسة الخصوصية", href: "/privacy-policy" },
  { title: "شروط الخدمة", href: "/terms-of-service" },
  { title: "خريطة الموقع", href: "/sitemap" },
] satisfies Localized<typeof en.mobileMenuLegalLinks>;

export const accountLinks = {
  signIn: { title: "تسجيل الدخول", href: "/login" },
  requestDemo: { title: "اطلب عرضًا توضيحيًا", href: "/contact?demo=true" },
  contact: { title: "اتصل بنا", href: "/contact" },
} satisfies Localized<typeof en.accountLinks>;

/* ---------------------------------------------------------------- languages */

/** Each language keeps its own name (an endonym), whatever the page's language. */
export const languages = [
  { code: "en", name: "English", flag: "🇬🇧" },
  { code: "es", name: "Español", flag: "🇪🇸" },
  { code: "fr", name: "Français", flag: "🇫🇷" },
  { code: "de", name: "Deutsch", flag: "🇩🇪" },
  { code: "ja", name: "日本語", flag: "🇯🇵" },
  { code: "pt", name: "Português", flag: "🇵🇹" },
  { code: "it", name: "Italiano", flag: "🇮🇹" },
  { code: "ru", name: "Русский", flag: "🇷🇺" },
  { code: "zh", name: "中文", flag: "🇨🇳" },
  { code: "ar", name: "العربية", flag: "🇸🇦" },
  { code: "hi", name: "हिन्दी", flag: "🇮🇳" },
] satisfies Localized<typeof en.languages>;

export const defaultLanguage = "en" satisfies Localized<typeof en.defaultLanguage>;

/* ------------------------------------------------------------- app launcher */

export const launcherTitle = `منظومة ${brand.shortName}` satisfies Localized<
  typeof en.launcherTitle
>;

export const launcherLinks = [
  {
    title: productName("Connect"),
    href: external.communications,
    description: "اتصالات موحّدة: هاتف وفيديو ومحادثات الفريق.",
    icon: "messages",
    target: "_blank",
  },
  {
    title: productName("Business"),
    href: external.businessSolutions,
    description: "منصة حلول الأعمال للشؤون المالية والعمليات.",
    icon: "briefcase",
    target: "_blank",
  },
  {
    title: productName("Secure"),
    href: external.securitySite,
    description: "موقع حزمة الأمان: تقارير التهديدات والنشرات الأمنية.",
    icon: "shield",
    target: "_blank",
  },
  {
    title: `${brand.shortName} Canada`,
    href: external.corporateCanada,
    description: "موقعنا المؤسسي لعملائنا في كندا.",
    icon: "globe",
    target: "_blank",
  },
  {
    title: productName("Platform"),
    href: external.platform,
    description: "المنصة التي تشغّل خدماتنا المُدارة.",
    icon: "layers",
    target: "_blank",
  },
  {
    title: productName("Cloud"),
    href: external.cloud,
    description: "لوحة التحكم السحابية للاستضافة والنسخ الاحتياطي والتخزين.",
    icon: "cloud",
    target: "_blank",
  },
  {
    title: productName("Enterprise"),
    href: "/products/enterprise-solution",
    description: "حزمة تخطيط موارد المؤسسات وسير العمل.",
    icon: "building",
  },
  {
    title: productName("AI Automation"),
    href: "/products/ai-automation",
    description: "وكلاء الذكاء الاصطناعي وأتمتة سير العمل.",
    icon: "bot",
  },
  {
    title: productName("Insights"),
    href: "/products/business-intelligence",
    description: "ذكاء الأعمال والتقارير.",
    icon: "analytics",
  },
  {
    title: "المتجر",
    href: "/marketplace",
    description: "برمجيات يمكنك شراؤها ونشرها اليوم.",
    icon: "cart",
  },
  {
    title: "الخدمات المُدارة وDevOps",
    href: "/services/msp-devops",
    description: "خدمات تقنية المعلومات المُدارة وDevOps.",
    icon: "server",
  },
] satisfies Localized<typeof en.launcherLinks>;

/* -------------------------------------------------------------------- footer */

/** Every product the site promotes; the footer shows the first five. */
export const mainProducts = [
  { title: "حلول المؤسسات", href: "/products/enterprise-solution" },
  { title: "الأتمتة بالذكاء الاصطناعي", href: "/products/ai-automation" },
  { title: "ذكاء الأعمال", href: "/products/business-intelligence" },
  { title: "حزمة الأمان", href: "/products/security-suite" },
  { title: "الاستضافة السحابية", href: "/services/cloud-hosting" },
  { title: "الخدمات المُدارة وDevOps", href: "/services/msp-devops" },
] satisfies Localized<typeof en.mainProducts>;

export const footerProductCount = 5 satisfies Localized<typeof en.footerProductCount>;

export const footerGroups = [
  { title: "المنتجات", links: mainProducts.slice(0, footerProductCount) },
  {
    title: "الشركة",
    links: [
      { title: "من نحن", href: "/about" },
      { title: "القيادة", href: "/about#leadership" },
      { title: "الوظائف", href: "/careers" },
      { title: "خبراتنا", href: "/expertise" },
      { title: "المركز الإعلامي", href: "/press" },
      { title: "اتصل بنا", href: "/contact" },
    ],
  },
  {
    title: "الموارد",
    links: [
      { title: "المتجر", href: "/marketplace" },
      { title: "توثيق واجهة API", href: "/api-documentation" },
      { title: "مركز الدعم", href: "/support" },
      { title: "المجتمع", href: "/community" },
      { title: "المدونة", href: "/blog" },
      { title: "موجز RSS", href: "/blog/rss.xml", isFile: true },
      { title: "حالة الأنظمة", href: "/status" },
    ],
  },
  {
    title: "الشؤون القانونية",
    links: [
      { title: "سياسة الخصوصية", href: "/privacy-policy" },
      { title: "شروط الخدمة", href: "/terms-of-service" },
      { title: "سياسة ملفات تعريف الارتباط", href: "/cookie-policy" },
      { title: "الاستخدام المقبول", href: "/acceptable-use" },
      { title: "خريطة الموقع", href: "/sitemap" },
    ],
  },
] satisfies Localized<typeof en.footerGroups>;

export const footerBlurb =
  `تحافظ ${brand.name} على سير أعمال الشركات النامية بسلاسة: تقنية المعلومات المُدارة وDevOps والأتمتة بالذكاء الاصطناعي والأمان والاستضافة السحابية، بأيدي فريقنا في ${contactPoints.address.city}، ${contactPoints.address.region}.` satisfies Localized<
    typeof en.footerBlurb
  >;

/* ---------------------------------------------------------------- banners */

export const promotion = {
  label: "عرض ترويجي",
  highlight: "تخفيضات سريعة:",
  text: "خصم 25% على جميع الاشتراكات السنوية.",
  linkText: "اطّلع على الأسعار",
  href: "/pricing",
  dismissLabel: "إغلاق العرض الترويجي",
} satisfies Localized<typeof en.promotion>;
