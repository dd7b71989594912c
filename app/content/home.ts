// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { site, brand, contactPoints, external, productName } from "./site";

export type HomeBanner = {
  eyebrow: string;
  title: string;
  text: string;
  linkText: string;
  href: string;
};

export type Advantage = { title: string; description: string; icon: string };

export type HeroSlide = {
  title: string;
  description: string;
  ctaText: string;
  ctaLink: string;
  imageSlug: string;
  imageAlt: string;
};

export type Offering = {
  title: string;
  description: string;
  icon: string;
  href: string;
  linkText: string;
};

export type EcosystemTile = { title: string; description: string; icon: string; href: string };

export type Testimonial = { quote: string; name: string; title: string; stars: 1 | 2 | 3 | 4 | 5 };

export const homeMeta = {
  title: brand.name,
  description: `${brand.name}: managed IT, DevOps, AI automation, security and cloud hosting for growing businesses, run from Barrie, Ontario.`,
};

export const homeBanner: HomeBanner = {
  eyebrow: `Managed IT and DevOps from ${contactPoints.address.city}, ${contactPoints.address.region}`,
  title: site.tagline,
  text: "Now onboarding: fully managed DevOps pipelines alongside our 24/7 help desk and monitoring, for teams of 10 to 250.",
  linkText: "Explore MSP & DevOps",
  href: "/services/msp-devops",
};

export const advantagesHeading = `Why teams choose ${brand.shortName}`;

export const advantages: Advantage[] = [
  {
    title: "Senior local engineers",
    description: `Certified engineers in ${contactPoints.address.city} answer your tickets, not a rotating offshore queue.`,
    icon: "users",
  },
  {
    title: "15-minute response",
    description:
      "Critical incidents reach a human within 15 minutes, day or night, backed by our SLA.",
    icon: "zap",
  },
  {
    title: "Security in every plan",
    description:
      "Endpoint protection, enforced MFA and encrypted, restore-tested backups come standard.",
    icon: "shield-check",
  },
  {
    title: "Canadian data residency",
    description:
      "Client data and backups stay in Canadian data centres to support your PIPEDA duties.",
    icon: "database",
  },
  {
    title: "One monthly price",
    description:
      "Per-user pricing covers support, monitoring and licences: no surprise project invoices.",
    icon: "trending",
  },
  {
    title: "Automation first",
    description:
      "We script onboarding, patching and reporting so your staff win back hours every week.",
    icon: "workflow",
  },
];

export const heroLabel = "Featured services";

export const heroSlides: HeroSlide[] = [
  {
    title: "Managed IT and DevOps, run by one accountable team",
    description:
      "24/7 monitoring, patching and help desk from our Ontario operations centre, plus CI/CD pipelines and infrastructure as code so a release stops being an event.",
    ctaText: "Explore MSP & DevOps",
    ctaLink: "/services/msp-devops",
    imageSlug: "hero-managed-it",
    imageAlt: "Illustration of monitored servers linked to a deployment pipeline",
  },
  {
    title: "Security that finds threats before they find you",
    description:
      "Endpoint protection, managed detection and response, and quarterly phishing drills, summed up in a monthly report your insurer and board can actually read.",
    ctaText: "See the Security Suite",
    ctaLink: "/products/security-suite",
    imageSlug: "hero-security",
    imageAlt: "Illustration of a shield guarding a network of laptops and phones",
  },
  {
    title: "Put AI to work on the busywork",
    description:
      "We automate intake, triage and reporting with assistants trained on your own documents, with a person reviewing every decision that matters.",
    ctaText: "Discover AI Automation",
    ctaLink: "/products/ai-automation",
    imageSlug: "hero-ai-automation",
    imageAlt: "Illustration of documents flowing through an AI assistant into tidy reports",
  },
  {
    title: "From first audit to a release pipeline in 30 days",
    description:
      "Onboarding inventories every device, account and deployment step, then hands you a 90-day roadmap and a single monthly price.",
    ctaText: "Plan your onboarding",
    ctaLink: "/services/msp-devops",
    imageSlug: "hero-onboarding",
    imageAlt: "Illustration of a checklist turning into a 90-day roadmap",
  },
];

export const offeringsHeading = "Signature offerings";
export const offeringsIntro =
  "Four services most of our clients start with, each delivered and supported by the same team.";

export const offerings: Offering[] = [
  {
    title: "Enterprise Solution Suite",
    description:
      "ERP, document management and workflow approvals in one platform, integrated with Microsoft 365 and your accounting system.",
    icon: "building",
    href: "/products/enterprise-solution",
    linkText: "Explore the suite",
  },
  {
    title: "Security Suite",
    description:
      "Managed endpoint detection, email filtering, vulnerability scans and staff training with one dashboard for your risk posture.",
    icon: "shield",
    href: "/products/security-suite",
    linkText: "See security features",
  },
  {
    title: "Business Intelligence",
    description:
      "Dashboards that join sales, finance and operations data, refreshed hourly, with alerts when a metric drifts.",
    icon: "analytics",
    href: "/products/business-intelligence",
    linkText: "View BI highlights",
  },
  {
    title: "Cloud Hosting",
    description:
      "Managed hosting in Canadian regions with daily backups, staging environments and 99.9% uptime commitments.",
    icon: "cloud",
    href: "/services/cloud-hosting",
    linkText: "Compare hosting options",
  },
];

export const ecosystemHeading = `The ${brand.shortName} ecosystem`;
export const ecosystemIntro =
  "Sister products and services that share one account, one bill and one support team.";

export const ecosystemTiles: EcosystemTile[] = [
  {
    title: productName("Connect"),
    description: "Unified calling, chat and video meetings for hybrid teams.",
    icon: "messages",
    href: external.communications,
  },
  {
    title: productName("Business"),
    description: "Invoicing, scheduling and CRM tools for small businesses.",
    icon: "briefcase",
    href: external.businessSolutions,
  },
  {
    title: productName("Secure"),
    description: "Security advisories, assessments and incident response.",
    icon: "lock",
    href: external.securitySite,
  },
  {
    title: `${brand.shortName} Canada`,
    description: "Our corporate site for Canadian public-sector buyers.",
    icon: "globe",
    href: external.corporateCanada,
  },
  {
    title: productName("Platform"),
    description: "Low-code apps and integrations built on your own data.",
    icon: "layers",
    href: external.platform,
  },
  {
    title: productName("Cloud"),
    description: "Self-service virtual servers and object storage in Canada.",
    icon: "cloud-cog",
    href: external.cloud,
  },
  {
    title: "Marketplace",
    description: "Eight ready-to-deploy business applications, billed monthly.",
    icon: "package",
    href: "/marketplace",
  },
  {
    title: "MSP & DevOps",
    description: "Managed IT, monitoring and delivery pipelines as a service.",
    icon: "server",
    href: "/services/msp-devops",
  },
];

export const testimonialsHeading = "What our clients say";
export const testimonialsLabel = "Client testimonials";

export const testimonials: Testimonial[] = [
  {
    quote: `We used to lose half a day every time a laptop died. ${brand.shortName} set up automatic device enrolment and backups, and now a replacement is ready before lunch.`,
    name: "Priya Raman",
    title: "Operations Director, Huronia Freight Co.",
    stars: 5,
  },
  {
    quote:
      "Their DevOps team moved our releases from a monthly weekend ordeal to daily deploys with automated rollbacks. Our developers finally ship on Friday afternoons without worrying.",
    name: "Marc-André Gagnon",
    title: "CTO, Tollendale Software",
    stars: 5,
  },
  {
    quote:
      "The AI intake assistant answers most patient booking questions on its own and hands the rest to our front desk with notes. Onboarding took a little longer than planned, but it was worth it.",
    name: "Dr. Ellen Whitaker",
    title: "Clinic Owner, Allandale Family Dental",
    stars: 4,
  },
];

export const homeCta = {
  title: "Ready for IT that simply works?",
  text: "Book a free 30-minute consultation. We will review your current setup and send a written plan within two business days.",
  primary: { text: "Book a consultation", href: "/contact" },
  secondary: { text: "Explore MSP & DevOps", href: "/services/msp-devops" },
};
