// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { brand, contactPoints, productName } from "./site";

/** A pricing plan, with exactly the fields the specification lists. */
export type PricingPlan = {
  name: string;
  /** Display price: "$79", "Custom", "$2K–$30K+". */
  price: string;
  /** Annual plans only: the monthly price the annual price is compared with. */
  originalPrice?: string;
  /** Shown under the price: "/month", "per project or retainer". */
  frequency: string;
  description: string;
  features: string[];
  buttonText: string;
  popular: boolean;
  /** Annual plans only: the saving badge. */
  discount?: string;
  ctaLink: string;
  /** AI plans only: an icon name from the icon map. */
  icon?: string;
};

export type BillingPeriod = "monthly" | "annual";

export const billingTabs: Array<{ value: BillingPeriod; label: string }> = [
  { value: "monthly", label: "Monthly Billing" },
  { value: "annual", label: "Annual Billing (Save up to 20%)" },
];
export const defaultBillingPeriod: BillingPeriod = "annual";

export const aiTabs: Array<{ value: BillingPeriod; label: string }> = [
  { value: "monthly", label: "Project / Retainer" },
  { value: "annual", label: "Annual Partnership" },
];
export const defaultAiPeriod: BillingPeriod = "monthly";

const growthFeatures = [
  "Up to 10 users",
  "50GB secure cloud storage",
  "Managed endpoint protection and patching",
  "Business-hours help desk (email and phone)",
  "Monthly health report",
];

const innovationFeatures = [
  "Up to 50 users",
  "250GB secure cloud storage",
  "24/7 monitoring with 1-hour critical response",
  "CI/CD pipeline and cloud cost reviews",
  "Quarterly strategy session with a senior architect",
  "Business Intelligence dashboards included",
];

const enterpriseFeatures = [
  "Unlimited users",
  "TB+ storage with Canadian data residency",
  "Named account team and on-site visits",
  "Custom SLAs and compliance reporting",
  "Security Operations Centre coverage",
  "Single sign-on and audit logging",
];

export const standardPlans: Record<BillingPeriod, PricingPlan[]> = {
  monthly: [
    {
      name: "Growth Catalyst",
      price: "$99",
      frequency: "/month",
      description: "For small teams replacing ad-hoc IT with a managed, secure foundation.",
      features: growthFeatures,
      buttonText: "Start Growing",
      popular: false,
      ctaLink: "/contact?plan=growth-monthly",
    },
    {
      name: "Innovation Accelerator",
      price: "$249",
      frequency: "/month",
      description: "For scaling businesses that need round-the-clock support and modern delivery.",
      features: innovationFeatures,
      buttonText: "Accelerate Now",
      popular: true,
      ctaLink: "/contact?plan=innovation-monthly",
    },
    {
      name: "Enterprise Vanguard",
      price: "Custom",
      frequency: "tailored to your organization",
      description: "For organizations with complex infrastructure, compliance or multi-site needs.",
      features: enterpriseFeatures,
      buttonText: "Contact Sales",
      popular: false,
      ctaLink: "/contact?plan=enterprise",
    },
  ],
  annual: [
    {
      name: "Growth Catalyst",
      price: "$79",
      originalPrice: "$99",
      frequency: "/month, billed annually",
      description: "For small teams replacing ad-hoc IT with a managed, secure foundation.",
      features: growthFeatures,
      buttonText: "Start Growing",
      popular: false,
      discount: "Save 20%",
      ctaLink: "/contact?plan=growth-annual",
    },
    {
      name: "Innovation Accelerator",
      price: "$199",
      originalPrice: "$249",
      frequency: "/month, billed annually",
      description: "For scaling businesses that need round-the-clock support and modern delivery.",
      features: innovationFeatures,
      buttonText: "Accelerate Now",
      popular: true,
      discount: "Save 20%",
      ctaLink: "/contact?plan=innovation-annual",
    },
    {
      name: "Enterprise Vanguard",
      price: "Custom",
      frequency: "annual agreement, tailored to your organization",
      description: "For organizations with complex infrastructure, compliance or multi-site needs.",
      features: enterpriseFeatures,
      buttonText: "Contact Sales",
      popular: false,
      discount: "Volume pricing",
      ctaLink: "/contact?plan=enterprise-annual",
    },
  ],
};

const aiSuiteFeatures = [
  "Discovery workshop and automation roadmap",
  "AI chat and support assistants trained on your content",
  "Workflow automation across your existing tools",
  "Data pipelines and reporting you can trust",
  "Privacy review for Canadian data handling",
];

export const aiPlans: Record<BillingPeriod, PricingPlan[]> = {
  monthly: [
    {
      name: "AI Automation Suite",
      price: "$2K–$30K+",
      frequency: "per project or monthly retainer",
      description:
        "Scoped projects or an ongoing retainer: start with one high-value workflow and expand as it pays off.",
      features: [...aiSuiteFeatures, "Fixed-scope quotes before any work starts"],
      buttonText: "Book an AI Strategy Call",
      popular: false,
      ctaLink: "/contact?service=ai-automation&plan=suite-monthly",
      icon: "bot",
    },
  ],
  annual: [
    {
      name: "AI Automation Suite",
      price: "Custom Annual Retainer",
      frequency: "Est. $24K–$360K+ Value",
      description:
        "A year-long partnership with a dedicated AI team, a shared roadmap and priority delivery.",
      features: [
        ...aiSuiteFeatures,
        "Dedicated AI engineer and quarterly roadmap reviews",
        "Priority scheduling and model monitoring",
      ],
      buttonText: "Discuss an Annual Partnership",
      popular: true,
      discount: "Best long-term value",
      ctaLink: "/contact?service=ai-automation&plan=suite-annual",
      icon: "brain",
    },
  ],
};

export const pricingPage = {
  meta: {
    title: "Pricing",
    description: `Compare ${brand.shortName} plans with monthly or annual billing, and AI automation pricing by project, retainer or annual partnership.`,
  },
  hero: {
    eyebrow: "Pricing",
    title: "Simple, transparent pricing",
    intro:
      "Managed IT, cloud and support plans that grow with your team. Pay monthly, or bill annually and save up to 20%. All prices in US dollars.",
  },
  /** How the site-wide 25% banner and the standard 20% annual saving fit together. */
  promotion: {
    title: "Flash sale: 25% off your first year",
    text: "For a limited time, new annual subscriptions save 25% on their first year instead of the standard annual saving. The prices below are our regular annual rates; your specialist applies the sale price to your quote.",
  },
  standard: {
    id: "plans",
    title: "Managed IT plans",
    intro: `Every plan includes onboarding by our ${contactPoints.address.city} team, Canadian data residency and no long setup fees.`,
    tabsLabel: "Billing period",
  },
  ai: {
    id: "ai-automation",
    title: "AI automation pricing",
    intro: `${productName("AI Automation")} engagements are priced by scope. Typical projects save clients $2K to $30K a year in manual work, and most pay for themselves within the first year.`,
    tabsLabel: "AI engagement model",
  },
  faqTitle: "Pricing questions",
  faqs: [
    {
      question: "How does the 25% flash sale relate to the 20% annual saving?",
      answer:
        "Annual billing always saves up to 20% compared with paying monthly. During the flash sale, new annual subscriptions get 25% off the first year instead; the two discounts do not stack. From the second year the regular annual rate applies.",
    },
    {
      question: "Can I switch between monthly and annual billing?",
      answer:
        "Yes. You can move from monthly to annual billing at any renewal date, and we credit the unused part of your current month.",
    },
    {
      question: "What counts as a user?",
      answer:
        "A user is a named person with a managed device or account. Shared mailboxes, service accounts and printers are not counted.",
    },
    {
      question: "Are there setup fees or long contracts?",
      answer:
        "Monthly plans can be cancelled with 30 days' notice. Onboarding is included in Growth Catalyst and Innovation Accelerator; Enterprise Vanguard onboarding is scoped in your proposal.",
    },
  ],
  cta: {
    title: "Not sure which plan fits?",
    text: "Tell us about your team, your systems and what keeps you up at night. A specialist will recommend a plan and send a clear quote within one business day.",
    label: "Speak to a Specialist",
    href: "/contact",
  },
};

/** The plan cards' interface text; "{name}" is the plan's name. */
export const planCardCopy = {
  mostPopular: "Most Popular",
  regularPrice: "Regular price ",
  includes: "{name} includes",
};
