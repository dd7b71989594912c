/**
 * The site's navigation: header menus, utility and account links, languages, the app launcher,
 * the footer's columns and the promotion banner. The shell receives it as prerendered loader data,
 * so no page's JavaScript carries it; the copy the shell's own widgets need is in nav.ts.
 * Relative imports only: react-router.config.ts loads content modules outside Vite.
 */
import type { FooterGroup, Language, LanguageCode, NavItem, NavLink, SimpleLink } from "./nav";
import { brand, contactPoints, external, productName } from "./site";

/* ------------------------------------------------------------ main navigation */

export const mainNav: NavItem[] = [
  {
    title: "Products",
    isDropdown: true,
    dropdownSections: [
      {
        title: "Core Platforms",
        links: [
          {
            title: "Enterprise Solutions",
            href: "/products/enterprise-solution",
            description: "ERP, CRM and workflow software tailored to how your business runs.",
            icon: "building",
          },
          {
            title: "AI Automation",
            href: "/products/ai-automation",
            description: "Automate repetitive work with AI agents that fit your existing tools.",
            icon: "bot",
          },
        ],
      },
      {
        title: "Data & Security",
        links: [
          {
            title: "Business Intelligence",
            href: "/products/business-intelligence",
            description: "Dashboards and forecasts built on data you can trust.",
            icon: "analytics",
          },
          {
            title: "Security Suite",
            href: "/products/security-suite",
            description: "Endpoint protection, threat monitoring and compliance reporting.",
            icon: "shield-check",
          },
        ],
      },
    ],
  },
  {
    title: "Solutions",
    isDropdown: true,
    dropdownSections: [
      {
        title: "By Industry",
        links: [
          {
            title: "Tech Innovators",
            href: "/solutions/tech",
            description: "Scalable infrastructure and delivery pipelines for software companies.",
            icon: "rocket",
          },
          {
            title: "Financial Services",
            href: "/solutions/finance",
            description: "Secure, audit-ready IT for credit unions, advisers and fintechs.",
            icon: "trending",
          },
        ],
      },
      {
        title: "By Service",
        links: [
          {
            title: "MSP & DevOps",
            href: "/services/msp-devops",
            description: "Managed IT, monitoring and CI/CD run by one accountable team.",
            icon: "server",
          },
          {
            title: "API Documentation",
            href: "/api-documentation",
            description: "Endpoints, authentication and examples for integrating with us.",
            icon: "code",
          },
        ],
      },
    ],
  },
  { title: "Pricing", href: "/pricing", isDropdown: false },
  {
    title: "Resources",
    isDropdown: true,
    dropdownSections: [
      {
        title: "Learn",
        links: [
          {
            title: "Blog",
            href: "/blog",
            description: "Practical articles on cloud, security, DevOps and AI.",
            icon: "book",
          },
          {
            title: "AI Documentation",
            href: "/ai-documentation",
            description: "How our AI features work, their limits and how to configure them.",
            icon: "brain",
          },
        ],
      },
      {
        title: "Connect",
        links: [
          {
            title: "Community",
            href: "/community",
            description: "Meet other customers, share playbooks and join our events.",
            icon: "users",
          },
          {
            title: "Support Centre",
            href: "/support",
            description: "FAQs, the knowledge base and a ticket form for our help desk.",
            icon: "headphones",
          },
        ],
      },
    ],
  },
  {
    title: "Company",
    isDropdown: true,
    dropdownSections: [
      {
        title: "About Us",
        links: [
          {
            title: "Our Story",
            href: "/about",
            description: `How ${brand.shortName} started in Barrie in ${brand.founded} and where we are headed.`,
            icon: "lightbulb",
          },
          {
            title: "Careers",
            href: "/careers",
            description: "Open roles on our engineering, support and consulting teams.",
            icon: "briefcase",
          },
        ],
      },
      {
        title: "Newsroom & Expertise",
        links: [
          {
            title: "Press Center",
            href: "/press",
            description: "Announcements, media resources and press contacts.",
            icon: "file",
          },
          {
            title: "Our Expertise",
            href: "/expertise",
            description: "Front-end, back-end, full-stack and DevSecOps engineering.",
            icon: "trophy",
          },
        ],
      },
    ],
  },
];

/** Links shown at the right of the desktop bar, and after the accordion in the mobile menu. */
export const utilityLinks: SimpleLink[] = [
  { title: "Contact Us", href: "/contact" },
  { title: "Support Centre", href: "/support" },
  { title: "Marketplace", href: "/marketplace" },
];

/** Secondary links at the foot of the mobile menu. */
export const mobileMenuLegalLinks: SimpleLink[] = [
  { title: "Privacy Policy", href: "/privacy-policy" },
  { title: "Terms of Service", href: "/terms-of-service" },
  { title: "Sitemap", href: "/sitemap" },
];

export const accountLinks = {
  signIn: { title: "Sign In", href: "/login" },
  requestDemo: { title: "Request Demo", href: "/contact?demo=true" },
  contact: { title: "Contact us", href: "/contact" },
} as const;

/* ---------------------------------------------------------------- languages */

export const languages: Language[] = [
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
];

export const defaultLanguage: LanguageCode = "en";

/* ------------------------------------------------------------- app launcher */

export const launcherTitle = `${brand.shortName} Ecosystem`;

export const launcherLinks: NavLink[] = [
  {
    title: productName("Connect"),
    href: external.communications,
    description: "Unified communications: phone, video and team chat.",
    icon: "messages",
    target: "_blank",
  },
  {
    title: productName("Business"),
    href: external.businessSolutions,
    description: "Business solutions platform for finance and operations.",
    icon: "briefcase",
    target: "_blank",
  },
  {
    title: productName("Secure"),
    href: external.securitySite,
    description: "Security suite site: threat reports and advisories.",
    icon: "shield",
    target: "_blank",
  },
  {
    title: `${brand.shortName} Canada`,
    href: external.corporateCanada,
    description: "Our corporate site for Canadian customers.",
    icon: "globe",
    target: "_blank",
  },
  {
    title: productName("Platform"),
    href: external.platform,
    description: "The platform that runs our managed services.",
    icon: "layers",
    target: "_blank",
  },
  {
    title: productName("Cloud"),
    href: external.cloud,
    description: "Cloud console for hosting, backups and storage.",
    icon: "cloud",
    target: "_blank",
  },
  {
    title: productName("Enterprise"),
    href: "/products/enterprise-solution",
    description: "Enterprise resource planning and workflow suite.",
    icon: "building",
  },
  {
    title: productName("AI Automation"),
    href: "/products/ai-automation",
    description: "AI agents and workflow automation.",
    icon: "bot",
  },
  {
    title: productName("Insights"),
    href: "/products/business-intelligence",
    description: "Business intelligence and reporting.",
    icon: "analytics",
  },
  {
    title: "Marketplace",
    href: "/marketplace",
    description: "Software you can buy and deploy today.",
    icon: "cart",
  },
  {
    title: "MSP & DevOps",
    href: "/services/msp-devops",
    description: "Managed IT and DevOps services.",
    icon: "server",
  },
];

/* -------------------------------------------------------------------- footer */

/** Every product the site promotes; the footer shows the first five. */
export const mainProducts: SimpleLink[] = [
  { title: "Enterprise Solutions", href: "/products/enterprise-solution" },
  { title: "AI Automation", href: "/products/ai-automation" },
  { title: "Business Intelligence", href: "/products/business-intelligence" },
  { title: "Security Suite", href: "/products/security-suite" },
  { title: "Cloud Hosting", href: "/services/cloud-hosting" },
  { title: "MSP & DevOps", href: "/services/msp-devops" },
];

export const footerProductCount = 5;

export const footerGroups: FooterGroup[] = [
  { title: "Products", links: mainProducts.slice(0, footerProductCount) },
  {
    title: "Company",
    links: [
      { title: "About Us", href: "/about" },
      { title: "Leadership", href: "/about#leadership" },
      { title: "Careers", href: "/careers" },
      { title: "Our Expertise", href: "/expertise" },
      { title: "Press Center", href: "/press" },
      { title: "Contact", href: "/contact" },
    ],
  },
  {
    title: "Resources",
    links: [
      { title: "Marketplace", href: "/marketplace" },
      { title: "API Documentation", href: "/api-documentation" },
      { title: "Support Centre", href: "/support" },
      { title: "Community", href: "/community" },
      { title: "Blog", href: "/blog" },
      { title: "RSS Feed", href: "/blog/rss.xml", isFile: true },
      { title: "System Status", href: "/status" },
    ],
  },
  {
    title: "Legal",
    links: [
      { title: "Privacy Policy", href: "/privacy-policy" },
      { title: "Terms of Service", href: "/terms-of-service" },
      { title: "Cookie Policy", href: "/cookie-policy" },
      { title: "Acceptable Use", href: "/acceptable-use" },
      { title: "Sitemap", href: "/sitemap" },
    ],
  },
];

export const footerBlurb = `${brand.name} keeps growing businesses running: managed IT, DevOps, AI automation, security and cloud hosting from our team in ${contactPoints.address.city}, ${contactPoints.address.region}.`;


/* ---------------------------------------------------------------- banners */

export const promotion = {
  label: "Promotion",
  highlight: "Flash sale:",
  text: "25% off all annual subscriptions.",
  linkText: "See pricing",
  href: "/pricing",
  dismissLabel: "Dismiss promotion",
} as const;
