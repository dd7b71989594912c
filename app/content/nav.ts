/**
 * Everything the site shell shows: header navigation, app launcher, languages, footer links, the
 * banner, search and chat copy. The search intents and the assistant's rules live in their own
 * modules: only a search or a chat needs them, so they stay out of every first visit.
 * Relative imports only: react-router.config.ts loads content modules outside Vite.
 */
import { productName, site } from "./site";

/* ------------------------------------------------------------------ types */

export type NavLink = {
  title: string;
  href: string;
  description: string;
  /** A name from the icon map in components/ui/icon.tsx. */
  icon: string;
  /** "_blank" for other sites: they open in a new tab with rel="noopener noreferrer". */
  target?: "_self" | "_blank";
};

export type NavSection = { title: string; links: NavLink[] };

export type NavItem = {
  title: string;
  href?: string;
  isDropdown: boolean;
  dropdownSections?: NavSection[];
};

export type LanguageCode =
  "en" | "es" | "fr" | "de" | "ja" | "pt" | "it" | "ru" | "zh" | "ar" | "hi";
export type Language = { code: LanguageCode; name: string; flag: string };

export type SimpleLink = {
  title: string;
  href: string;
  /** Build-time files (the RSS feed) are loaded as documents, not client-side routes. */
  isFile?: boolean;
};

export type FooterGroup = { title: string; links: SimpleLink[] };

export type SearchIntent = {
  keywords: string[];
  path?: string;
  external?: boolean;
  /** Shown instead of navigating when the entry has no path. */
  response?: string;
  /** 1 is the most specific; the lowest number wins. */
  priority: 1 | 2 | 3 | 4;
};

export type AssistantRule = {
  /** Why the group exists, for tests and maintainers; the visitor never sees it. */
  group: string;
  keywords: string[];
  response: string;
  navPath?: string;
  navText?: string;
};

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
            description: `How ${site.shortName} started in Barrie in ${site.founded} and where we are headed.`,
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

export const launcherTitle = `${site.shortName} Ecosystem`;

export const launcherLinks: NavLink[] = [
  {
    title: productName("Connect"),
    href: site.external.communications,
    description: "Unified communications: phone, video and team chat.",
    icon: "messages",
    target: "_blank",
  },
  {
    title: productName("Business"),
    href: site.external.businessSolutions,
    description: "Business solutions platform for finance and operations.",
    icon: "briefcase",
    target: "_blank",
  },
  {
    title: productName("Secure"),
    href: site.external.securitySite,
    description: "Security suite site: threat reports and advisories.",
    icon: "shield",
    target: "_blank",
  },
  {
    title: `${site.shortName} Canada`,
    href: site.external.corporateCanada,
    description: "Our corporate site for Canadian customers.",
    icon: "globe",
    target: "_blank",
  },
  {
    title: productName("Platform"),
    href: site.external.platform,
    description: "The platform that runs our managed services.",
    icon: "layers",
    target: "_blank",
  },
  {
    title: productName("Cloud"),
    href: site.external.cloud,
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

export const footerBlurb = `${site.name} keeps growing businesses running: managed IT, DevOps, AI automation, security and cloud hosting from our team in ${site.address.city}, ${site.address.region}.`;

export const newsletterCopy = {
  heading: "Get our monthly IT briefing",
  text: "One email a month with practical advice on security, cloud costs, DevOps and AI automation. No spam; unsubscribe in one click.",
  label: "Email address",
  placeholder: "you@company.com",
  submit: "Subscribe",
  /** Said while a signup made before the page was interactive waits for it (static build). */
  submitting: "Signing you up…",
  successTitle: "You're subscribed!",
  successDescription:
    "Thanks for signing up. Your first monthly IT briefing arrives at the start of next month.",
  /** RFC 5321 caps a forward path at 256 octets including the angle brackets: 254 for the address. */
  maxLength: 254,
  errors: {
    required: "Please enter your email address.",
    invalid: "Please enter a valid email address, like name@company.com.",
    tooLong: "Email addresses can be at most 254 characters long.",
  },
} as const;

/* ---------------------------------------------------------------- banners */

export const promotion = {
  label: "Promotion",
  highlight: "Flash sale:",
  text: "25% off all annual subscriptions.",
  linkText: "See pricing",
  href: "/pricing",
  dismissLabel: "Dismiss promotion",
} as const;

export const cookieNotice = {
  label: "Cookie consent",
  text: "We use essential cookies to run this site and, with your permission, analytics cookies to improve it.",
  policyText: "Cookie Policy",
  policyHref: "/cookie-policy",
  accept: "Accept",
  decline: "Decline",
} as const;

/* -------------------------------------------------------- AI navigation search */

export const searchCopy = {
  label: "Ask AI to find a page",
  placeholder: "Ask AI…",
  submit: "Search",
  searching: "Searching…",
  mobileLabel: "Search the site",
  mobilePlaceholder: "What are you looking for?",
  unavailable: "Search is unavailable right now. Check your connection and try again.",
} as const;


/* ------------------------------------------------------------------- chats */

export const assistantCopy = {
  buttonLabel: "Open AI Assistant",
  title: "AI Assistant",
  badge: "Simulated AI",
  description:
    "Replies are generated in your browser from a fixed list of topics; nothing you type is sent anywhere.",
  greeting: `Hi! I'm the ${site.shortName} assistant. Ask me about our services, pricing, support or how to reach our team.`,
  inputLabel: "Message the AI Assistant",
  placeholder: "Ask about services, pricing…",
  send: "Send",
  typing: "AI is typing",
  toastTitle: "AI Responded",
  toastDuration: 2000,
  fallback:
    "Sorry, I didn't quite understand that. Could you rephrase it? You can also ask me about our services, pricing or how to contact us.",
} as const;

export const supportChatCopy = {
  buttonLabel: "Open Quick Help",
  title: "Quick Help",
  badge: "Demo",
  description:
    "A demonstration of our support chat: replies are automatic and nothing is sent to our team.",
  greeting:
    "Hello! You've reached Quick Help. Tell us what you need and we'll point you in the right direction.",
  inputLabel: "Message Quick Help",
  placeholder: "Type your question…",
  send: "Send",
  typing: "Support is typing",
  reply: `Thanks for your message! This chat is a demo, so no agent will see it. For real help, submit a ticket in our Support Centre or email ${site.mailboxes.support}; we answer within one business day.`,
  toastTitle: "Support Replied (Demo)",
} as const;

