// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type { MarketingPageContent } from "../components/sections/marketing-page";
import { brand, productName } from "./site";

export type ProductPageSlug =
  "enterprise-solution" | "business-intelligence" | "security-suite" | "ai-automation";

/** The block holding each page's counted list (features, highlights, capabilities, offerings). */
export const productListBlockId: Record<ProductPageSlug, string> = {
  "enterprise-solution": "key-features",
  "business-intelligence": "highlights",
  "security-suite": "capabilities",
  "ai-automation": "offerings",
};

const image = (slug: ProductPageSlug, alt: string) => ({
  src: `/images/offerings/${slug}.svg`,
  alt,
  width: 480,
  height: 360,
});

export const productPages: Record<ProductPageSlug, MarketingPageContent> = {
  "enterprise-solution": {
    path: "/products/enterprise-solution",
    meta: {
      title: "Enterprise Solution Suite",
      description: `The ${productName("Enterprise Solution Suite")} unifies operations, finance, people and reporting for growing organizations.`,
    },
    breadcrumb: [{ name: "Enterprise Solution Suite", path: "/products/enterprise-solution" }],
    hero: {
      eyebrow: "Products",
      title: productName("Enterprise Solution Suite"),
      intro:
        "One connected platform for operations, finance, people and customers, so every team works from the same numbers instead of a dozen spreadsheets.",
      actions: [
        {
          label: "Request a Demo",
          href: "/contact?demo=true&product=enterprise-solution",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Replace disconnected tools with one source of truth",
        paragraphs: [
          "Growing companies often run accounting in one system, inventory in another and HR in a shared drive. Reports take days to assemble and nobody fully trusts them.",
          `The ${productName("Enterprise Solution Suite")} brings those processes into one secure platform, configured by our team around the way you already work and hosted in Canada.`,
        ],
        points: [
          "Implementation in 8 to 12 weeks for most mid-sized firms",
          "Data migration from QuickBooks, Sage and spreadsheets",
          "Training for every team before go-live",
        ],
        image: image(
          "enterprise-solution",
          "Illustration of connected modules for finance, people and operations around a central hub",
        ),
      },
      {
        kind: "cards",
        id: "key-features",
        title: "Key features",
        intro:
          "Six modules that work together from day one, each available on its own as you grow.",
        muted: true,
        items: [
          {
            icon: "layers",
            title: "Unified operations",
            description:
              "Orders, inventory, purchasing and projects in one place, with real-time stock and job costing.",
          },
          {
            icon: "analytics",
            title: "Finance and accounting",
            description:
              "General ledger, receivables, payables and multi-currency reporting with Canadian tax built in.",
          },
          {
            icon: "users",
            title: "People and HR",
            description:
              "Employee records, time off, onboarding checklists and approvals that follow your org chart.",
          },
          {
            icon: "handshake",
            title: "Customer relationships",
            description:
              "Contacts, opportunities and service history shared between sales, support and finance.",
          },
          {
            icon: "workflow",
            title: "Workflow automation",
            description:
              "Approvals, reminders and document routing without code, with a full audit trail.",
          },
          {
            icon: "lock",
            title: "Security and compliance",
            description:
              "Single sign-on, role-based access and encrypted Canadian hosting that satisfies auditors.",
          },
        ],
      },
      {
        kind: "steps",
        id: "rollout",
        title: "From kickoff to go-live",
        steps: [
          {
            title: "Discover",
            description: "Workshops with each department to map processes, data and reports.",
          },
          {
            title: "Configure",
            description:
              "We set up modules, roles and workflows, then migrate your historical data.",
          },
          {
            title: "Train",
            description: "Role-based training sessions and quick-reference guides for every team.",
          },
          {
            title: "Support",
            description: "Hypercare after launch, then ongoing support from the same consultants.",
          },
        ],
      },
    ],
    cta: {
      title: "See the suite with your own processes",
      text: "Book a 45-minute demo tailored to your industry, or talk to sales about licensing and implementation.",
      actions: [
        {
          label: "Request a Demo",
          href: "/contact?demo=true&product=enterprise-solution",
          primary: true,
        },
        { label: "Contact Sales", href: "/contact" },
      ],
    },
  },
  "business-intelligence": {
    path: "/products/business-intelligence",
    meta: {
      title: "Business Intelligence",
      description: `${productName("Business Intelligence")} turns your operational data into trusted dashboards, forecasts and everyday decisions.`,
    },
    breadcrumb: [{ name: "Business Intelligence", path: "/products/business-intelligence" }],
    hero: {
      eyebrow: "Products",
      title: productName("Business Intelligence"),
      intro:
        "Connect your systems, model your data once and give every manager dashboards they trust. Stop arguing about whose spreadsheet is right.",
      actions: [
        {
          label: "Request a Demo",
          href: "/contact?demo=true&product=business-intelligence",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "From raw data to decisions in weeks, not quarters",
        paragraphs: [
          "Most organizations already collect the data they need. It is simply scattered across accounting, CRM, e-commerce and operations systems that do not talk to each other.",
          `${productName("Business Intelligence")} connects those sources, cleans and models the data in a governed warehouse, and delivers dashboards that refresh on their own.`,
        ],
        points: [
          "60+ ready-made connectors",
          "Metrics defined once and reused everywhere",
          "Data warehouse hosted in Canada",
        ],
        image: image(
          "business-intelligence",
          "Illustration of a dashboard with a line chart, bar chart and key figures",
        ),
      },
      {
        kind: "cards",
        id: "highlights",
        title: "Highlights",
        intro: "Everything a growing business needs to move from monthly reports to live insight.",
        muted: true,
        items: [
          {
            icon: "network",
            title: "Connect every source",
            description:
              "Pull data from QuickBooks, Salesforce, Shopify, SQL databases and spreadsheets on a schedule.",
          },
          {
            icon: "dashboard",
            title: "Self-service dashboards",
            description:
              "Drag-and-drop reports that managers build themselves, on a model our analysts keep accurate.",
          },
          {
            icon: "trending",
            title: "Forecasting",
            description: "Sales, cash-flow and demand forecasts that update as new data arrives.",
          },
          {
            icon: "zap",
            title: "Alerts that matter",
            description:
              "Notifications by email or Teams when a metric crosses a threshold you set.",
          },
          {
            icon: "shield-check",
            title: "Governed access",
            description:
              "Row-level security so each person sees exactly the data they are entitled to see.",
          },
          {
            icon: "monitor",
            title: "Anywhere access",
            description:
              "Dashboards that work on phones and tablets, and scheduled PDF packs for the board.",
          },
        ],
      },
    ],
    cta: {
      title: "Put your data to work",
      text: "See your own metrics in a live demo, or compare plans that include Business Intelligence dashboards.",
      actions: [
        {
          label: "Request a Demo",
          href: "/contact?demo=true&product=business-intelligence",
          primary: true,
        },
        { label: "View Pricing Plans", href: "/pricing" },
      ],
    },
  },
  "security-suite": {
    path: "/products/security-suite",
    meta: {
      title: "Security Suite",
      description: `The ${productName("Security Suite")} protects endpoints, identities, email and cloud workloads with 24/7 monitoring and response.`,
    },
    breadcrumb: [{ name: "Security Suite", path: "/products/security-suite" }],
    hero: {
      eyebrow: "Products",
      title: productName("Security Suite"),
      intro:
        "Layered protection for laptops, accounts, email and cloud, watched around the clock by analysts who act on alerts rather than forwarding them.",
      actions: [
        {
          label: "Request Security Assessment",
          href: "/contact?assessment=true&product=security-suite",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Enterprise-grade security, sized for your business",
        paragraphs: [
          "Attackers target small and mid-sized organizations precisely because they rarely have a security team. Ransomware, invoice fraud and stolen passwords cost Canadian businesses millions every year.",
          `The ${productName("Security Suite")} combines proven tools with a security operations centre staffed by our own analysts, configured for your risk and budget.`,
        ],
        points: [
          "Deployed in days, without new hardware",
          "Monthly security score and executive summary",
          "Incident response included, not billed by the hour",
        ],
        image: image(
          "security-suite",
          "Illustration of a shield protecting a laptop, a user account and an envelope",
        ),
      },
      {
        kind: "cards",
        id: "capabilities",
        title: "Capabilities",
        intro: "Six layers that close the gaps attackers use most often.",
        muted: true,
        items: [
          {
            icon: "monitor",
            title: "Endpoint detection and response",
            description:
              "Next-generation antivirus with behavioural detection that isolates infected devices in seconds.",
          },
          {
            icon: "users",
            title: "Identity protection",
            description:
              "Multi-factor authentication, conditional access and alerts on risky sign-ins.",
          },
          {
            icon: "mail",
            title: "Email security",
            description:
              "Filtering for phishing, impersonation and malicious attachments before they reach an inbox.",
          },
          {
            icon: "cloud",
            title: "Cloud security posture",
            description:
              "Continuous checks of Microsoft 365, AWS and Azure settings against best-practice baselines.",
          },
          {
            icon: "education",
            title: "Security awareness training",
            description:
              "Short monthly lessons and simulated phishing campaigns that measurably change behaviour.",
          },
          {
            icon: "shield",
            title: "24/7 SOC and incident response",
            description:
              "Analysts who investigate, contain and report on incidents at any hour, with a documented playbook.",
          },
        ],
      },
    ],
    cta: {
      title: "Know where you stand",
      text: "Our free assessment reviews your accounts, devices and email setup and returns a prioritized list of risks within a week.",
      actions: [
        {
          label: "Request Security Assessment",
          href: "/contact?assessment=true&product=security-suite",
          primary: true,
        },
        { label: "Speak to an Expert", href: "/contact" },
      ],
    },
  },
  "ai-automation": {
    path: "/products/ai-automation",
    meta: {
      title: "AI Automation Services",
      description: `AI chat, support automation, custom AI solutions and data automation from ${brand.name}, built around your data and privacy.`,
    },
    breadcrumb: [{ name: "AI Automation Services", path: "/products/ai-automation" }],
    hero: {
      eyebrow: "Products",
      title: productName("AI Automation"),
      intro:
        "Practical AI that answers customers, routes requests and turns documents into data, built on your content and governed by your policies.",
      actions: [
        {
          label: "Get Your AI Strategy Call",
          href: "/contact?service=ai-automation",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "AI that earns its keep",
        paragraphs: [
          "We start with the repetitive work that costs your team the most hours: answering the same questions, re-keying information between systems and compiling weekly reports.",
          "Then we design, build and monitor automation that handles that work reliably, with people kept in the loop wherever judgement matters and data kept in Canada.",
        ],
        points: [
          "A measurable business case before any build",
          "Works with Microsoft 365, Google Workspace and your line-of-business tools",
          "Privacy impact review for every solution",
        ],
        image: image(
          "ai-automation",
          "Illustration of a chat bubble connected to automated workflow steps",
        ),
      },
      {
        kind: "cards",
        id: "offerings",
        title: "Our AI offerings",
        intro: "Four ways we put AI to work, from a single assistant to a full automation program.",
        columns: 2,
        muted: true,
        items: [
          {
            icon: "messages",
            title: "AI Chat Services",
            description:
              "Website and intranet assistants that answer from your own documents and hand off to a person when needed.",
            points: [
              "Trained on your knowledge base",
              "Bilingual English and French",
              "Conversation analytics",
            ],
          },
          {
            icon: "headphones",
            title: "AI Support Automation",
            description:
              "Ticket triage, suggested replies and automatic routing that cut first-response times for your support team.",
            points: [
              "Integrates with your help desk",
              "Sentiment and urgency detection",
              "Agent-approved replies",
            ],
          },
          {
            icon: "brain",
            title: "Custom AI Solutions",
            description:
              "Purpose-built models and agents for quoting, document review, scheduling or forecasting problems unique to you.",
            points: [
              "Evaluation before launch",
              "Private deployment options",
              "Ongoing model monitoring",
            ],
          },
          {
            icon: "analytics",
            title: "Data Insights and Automation",
            description:
              "Pipelines that extract data from invoices, forms and emails, then feed dashboards and downstream systems.",
            points: [
              "Document and form extraction",
              "Automated reporting",
              "Exception handling by your team",
            ],
          },
        ],
      },
      {
        kind: "steps",
        id: "approach",
        title: "How we deliver",
        steps: [
          {
            title: "Strategy call",
            description:
              "A free conversation to find the workflows where AI can save the most time.",
          },
          {
            title: "Proof of value",
            description:
              "A small, fixed-price pilot on your real data with agreed success measures.",
          },
          {
            title: "Build and integrate",
            description: "Production deployment connected to the systems your team already uses.",
          },
          {
            title: "Measure and improve",
            description:
              "Monthly reporting on accuracy, usage and hours saved, with regular tuning.",
          },
        ],
      },
    ],
    cta: {
      title: "Find your first AI win",
      text: "Book a strategy call and leave with two or three automation opportunities ranked by value, or compare our AI pricing options.",
      actions: [
        {
          label: "Get Your AI Strategy Call",
          href: "/contact?service=ai-automation",
          primary: true,
        },
        { label: "View AI Pricing Options", href: "/pricing#ai-automation" },
      ],
    },
  },
};
