// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type { MarketingPageContent } from "../components/sections/marketing-page";
import { brand, productName } from "./site";

export type SolutionSlug = "tech" | "finance";

export const solutionPages: Record<SolutionSlug, MarketingPageContent> = {
  tech: {
    path: "/solutions/tech",
    meta: {
      title: "Solutions for Tech Innovators",
      description: `How ${brand.shortName} helps software and technology companies ship faster with DevOps, cloud platforms and AI automation.`,
    },
    breadcrumb: [{ name: "Tech Innovators", path: "/solutions/tech" }],
    hero: {
      eyebrow: "Solutions by industry",
      title: "Tech Innovators",
      intro:
        "You are building a product, not an IT department. We take care of the pipelines, cloud platforms and security reviews so your engineers can spend their time on features customers pay for.",
      actions: [{ label: "Talk to an Engineer", href: "/contact", primary: true }],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Platform engineering on demand",
        paragraphs: [
          "Start-ups and scale-ups in Ontario's tech corridor work with us when releases start to slow down: flaky builds, hand-built servers and a security questionnaire from a new enterprise customer that nobody has time to answer.",
          "We join your team as an extension of engineering, set up the platform properly once, and leave behind code and documentation your own developers own.",
        ],
        image: {
          src: "/images/solutions/tech.svg",
          alt: "Illustration of code windows feeding a rocket-shaped deployment pipeline",
          width: 480,
          height: 360,
        },
      },
      {
        kind: "cards",
        id: "how-we-help",
        title: "How we help product teams",
        muted: true,
        items: [
          {
            icon: "git",
            title: "Release automation",
            description:
              "CI/CD with preview environments, automated tests and one-click rollbacks, so shipping daily feels normal.",
            href: "/services/msp-devops",
            linkText: "DevOps services",
          },
          {
            icon: "cloud-cog",
            title: "Scalable cloud platforms",
            description:
              "Kubernetes or serverless foundations that scale with customer growth without scaling your bill at the same rate.",
            href: "/services/cloud-hosting",
            linkText: "Cloud hosting",
          },
          {
            icon: "bot",
            title: "AI features, production-ready",
            description:
              "Retrieval, chat and automation features built with evaluation, monitoring and data privacy from day one.",
            href: "/products/ai-automation",
            linkText: "AI automation",
          },
          {
            icon: "shield-check",
            title: "Security for enterprise deals",
            description: `SOC 2 readiness, penetration test remediation and the ${productName("Security Suite")} to pass vendor reviews.`,
            href: "/products/security-suite",
            linkText: "Security suite",
          },
        ],
        columns: 2,
      },
      {
        kind: "steps",
        id: "engagement",
        title: "A typical engagement",
        steps: [
          {
            title: "Platform review",
            description: "Two weeks reviewing your pipelines, cloud accounts and on-call setup.",
          },
          {
            title: "Roadmap",
            description:
              "A prioritized list of fixes with effort, cost and the risk each one removes.",
          },
          {
            title: "Build together",
            description:
              "Our engineers pair with yours to deliver the roadmap in short iterations.",
          },
          {
            title: "Hand over or stay on",
            description:
              "You own the result; keep us on retainer for support and new work if you like.",
          },
        ],
      },
    ],
    cta: {
      title: "Ship faster without growing headcount",
      text: "Tell us where your delivery slows down. An engineer will reply within one business day with practical next steps.",
      actions: [
        { label: "Talk to an Engineer", href: "/contact", primary: true },
        { label: "Explore Our Expertise", href: "/expertise" },
      ],
    },
  },
  finance: {
    path: "/solutions/finance",
    meta: {
      title: "Solutions for Financial Services",
      description: `Secure, compliant IT, analytics and automation from ${brand.shortName} for credit unions, wealth managers and accounting firms.`,
    },
    breadcrumb: [{ name: "Financial Services", path: "/solutions/finance" }],
    hero: {
      eyebrow: "Solutions by industry",
      title: "Financial Services",
      intro:
        "Credit unions, wealth managers, insurance brokers and accounting firms trust us to keep client data secure, regulators satisfied and advisors productive.",
      actions: [{ label: "Book a Compliance Review", href: "/contact", primary: true }],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Technology that stands up to an audit",
        paragraphs: [
          "Financial firms carry the same security expectations as a bank, often with a fraction of the IT staff. We provide managed IT, security monitoring and reporting designed around OSFI guidelines, PIPEDA and the requirements your auditors raise every year.",
          "Client data stays in Canada, access is logged and reviewed, and every change to your environment is documented so you can answer questions with evidence rather than assurances.",
        ],
        image: {
          src: "/images/solutions/finance.svg",
          alt: "Illustration of a shield in front of a rising bar chart",
          width: 480,
          height: 360,
        },
      },
      {
        kind: "cards",
        id: "capabilities",
        title: "Built for regulated firms",
        muted: true,
        items: [
          {
            icon: "shield",
            title: "Security operations",
            description:
              "24/7 threat detection, phishing protection and incident response with documented playbooks.",
          },
          {
            icon: "file",
            title: "Compliance evidence",
            description:
              "Access reviews, patch reports and backup tests compiled into audit-ready monthly packages.",
          },
          {
            icon: "analytics",
            title: "Client and portfolio analytics",
            description: `${productName("Business Intelligence")} dashboards for assets under management, pipeline and service levels.`,
          },
          {
            icon: "workflow",
            title: "Back-office automation",
            description:
              "Automated onboarding, KYC document collection and reconciliation that remove hours of manual work.",
          },
        ],
        columns: 2,
      },
    ],
    cta: {
      title: "Make your next audit the easy one",
      text: "Book a no-cost compliance review. We will map your current controls against your obligations and show you where the gaps are.",
      actions: [
        { label: "Book a Compliance Review", href: "/contact", primary: true },
        { label: "See the Security Suite", href: "/products/security-suite" },
      ],
    },
  },
};
