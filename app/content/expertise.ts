// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type { MarketingPageContent } from "../components/sections/marketing-page";
import { brand, contactPoints } from "./site";

export type ExpertiseSlug =
  "frontend-development" | "backend-development" | "full-stack-solutions" | "devsecops-excellence";

/** An expertise card, with the fields the specification lists (plus an icon). */
export type ExpertiseCard = {
  slug: ExpertiseSlug;
  title: string;
  description: string;
  link: string;
  icon: string;
};

export const expertiseCards: ExpertiseCard[] = [
  {
    slug: "frontend-development",
    title: "Frontend Development",
    description:
      "Fast, accessible web interfaces and design systems that look sharp on every screen and convert visitors.",
    link: "/expertise/frontend-development",
    icon: "monitor",
  },
  {
    slug: "backend-development",
    title: "Backend Development",
    description:
      "Reliable APIs, integrations and data services engineered for scale, security and easy maintenance.",
    link: "/expertise/backend-development",
    icon: "server",
  },
  {
    slug: "full-stack-solutions",
    title: "Full-Stack Solutions",
    description:
      "End-to-end product delivery, from discovery and design through build, launch and ongoing support.",
    link: "/expertise/full-stack-solutions",
    icon: "layers",
  },
  {
    slug: "devsecops-excellence",
    title: "DevSecOps Excellence",
    description:
      "Security built into every stage of delivery, with automated checks that keep releases fast and safe.",
    link: "/expertise/devsecops-excellence",
    icon: "shield-check",
  },
];

export const expertiseOverview: MarketingPageContent = {
  path: "/expertise",
  meta: {
    title: "Our Expertise",
    description: `Frontend, backend, full-stack and DevSecOps engineering from the ${brand.name} team in ${contactPoints.address.city}, Ontario.`,
  },
  breadcrumb: [{ name: "Our Expertise", path: "/expertise" }],
  hero: {
    eyebrow: "Company",
    title: "Our Expertise",
    intro: `The engineers behind ${brand.shortName}'s services also build software for our clients. Here is what we do best, and how we can help with your next project.`,
  },
  blocks: [
    {
      kind: "cards",
      id: "disciplines",
      title: "Engineering disciplines",
      intro: "Four practices, one team: specialists who work together on every engagement.",
      columns: 4,
      items: expertiseCards.map((card) => ({
        icon: card.icon,
        title: card.title,
        description: card.description,
        href: card.link,
        linkText: "Explore",
      })),
    },
    {
      kind: "steps",
      id: "how-we-work",
      title: "How we work",
      intro: "Short feedback loops, transparent progress and no surprises on the invoice.",
      muted: true,
      steps: [
        {
          title: "Discover",
          description:
            "We agree the problem, the users and what success looks like before any code.",
        },
        {
          title: "Design",
          description: "Prototypes and architecture decisions reviewed with your stakeholders.",
        },
        {
          title: "Deliver",
          description: "Two-week iterations with a working demo at the end of each one.",
        },
        {
          title: "Support",
          description: "Monitoring, fixes and improvements after launch, on a plan that suits you.",
        },
      ],
    },
  ],
  cta: {
    title: "Have a project in mind?",
    text: "Tell us what you are building. A senior engineer will reply within one business day with questions, options and a rough estimate.",
    actions: [
      { label: "Start a Project", href: "/contact?subject=Project+Inquiry", primary: true },
    ],
  },
};

const image = (slug: ExpertiseSlug, alt: string) => ({
  src: `/images/expertise/${slug}.svg`,
  alt,
  width: 480,
  height: 360,
});

const trail = (name: string, slug: ExpertiseSlug) => [
  { name: "Our Expertise", path: "/expertise" },
  { name, path: `/expertise/${slug}` },
];

export const expertisePages: Record<ExpertiseSlug, MarketingPageContent> = {
  "frontend-development": {
    path: "/expertise/frontend-development",
    meta: {
      title: "Frontend Development",
      description: `Fast, accessible web interfaces, design systems and progressive web apps built by ${brand.shortName}'s frontend engineers.`,
    },
    breadcrumb: trail("Frontend Development", "frontend-development"),
    hero: {
      eyebrow: "Our Expertise",
      title: "Frontend Development",
      intro: "Interfaces that load quickly, work for everyone and make complex tasks feel simple.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "The part of your product customers actually see",
        paragraphs: [
          "Your frontend is where trust is won or lost. A slow page, a confusing form or a button a screen reader cannot reach costs you customers and can put you out of step with Ontario's accessibility requirements.",
          "Our frontend engineers pair modern frameworks with performance budgets and accessibility testing on every pull request, so quality is built in rather than checked at the end.",
        ],
        image: image(
          "frontend-development",
          "Illustration of a responsive web page shown on a laptop and a phone",
        ),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "Technologies we use",
        muted: true,
        groups: [
          { title: "Frameworks", items: ["React", "Next.js", "React Router", "Vue", "Angular"] },
          { title: "Languages", items: ["TypeScript", "JavaScript", "HTML", "CSS"] },
          {
            title: "Styling",
            items: ["Tailwind CSS", "CSS Modules", "Design tokens", "Storybook"],
          },
          { title: "Quality", items: ["Playwright", "Vitest", "axe-core", "Lighthouse CI"] },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "What we deliver",
        items: [
          {
            icon: "monitor",
            title: "Web applications",
            description:
              "Single-page and server-rendered apps with fast first loads and smooth interactions.",
          },
          {
            icon: "layers",
            title: "Design systems",
            description:
              "Reusable component libraries that keep every product consistent and speed up new features.",
          },
          {
            icon: "care",
            title: "Accessibility remediation",
            description:
              "WCAG 2.2 AA audits and fixes, with AODA compliance reports you can share.",
          },
          {
            icon: "zap",
            title: "Performance tuning",
            description:
              "Core Web Vitals improvements that lift search rankings and conversion rates.",
          },
          {
            icon: "phone",
            title: "Progressive web apps",
            description:
              "Installable, offline-capable experiences without the cost of separate native apps.",
          },
          {
            icon: "wrench",
            title: "Legacy modernization",
            description:
              "Gradual migration from jQuery or AngularJS to modern frameworks without a risky rewrite.",
          },
        ],
      },
    ],
    cta: {
      title: "Let's build an interface your customers love",
      text: "Share your designs, your current site or just an idea. We will suggest an approach and an estimate.",
      actions: [
        {
          label: "Discuss Your Frontend Project",
          href: "/contact?subject=Frontend+Development+Inquiry",
          primary: true,
        },
      ],
    },
  },
  "backend-development": {
    path: "/expertise/backend-development",
    meta: {
      title: "Backend Development",
      description: `Reliable APIs, integrations, data pipelines and services designed and built by ${brand.shortName}'s backend engineers.`,
    },
    breadcrumb: trail("Backend Development", "backend-development"),
    hero: {
      eyebrow: "Our Expertise",
      title: "Backend Development",
      intro:
        "The services, data and integrations that keep your business running, built to be fast, secure and easy to change.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Solid foundations for every product",
        paragraphs: [
          "Behind every good product is a backend that quietly does its job: handling payments, syncing data between systems and serving thousands of requests without breaking a sweat.",
          "We design APIs and services with clear contracts, automated tests and observability from the start, so your systems stay dependable as traffic and features grow.",
        ],
        image: image(
          "backend-development",
          "Illustration of stacked servers connected to a database and API endpoints",
        ),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "Technologies we use",
        muted: true,
        groups: [
          { title: "Languages", items: ["Node.js", "TypeScript", "Python", "Go", "C#"] },
          { title: "Frameworks", items: ["NestJS", "Fastify", "Django", "FastAPI", ".NET"] },
          { title: "Data", items: ["PostgreSQL", "SQL Server", "Redis", "Kafka", "Elasticsearch"] },
          { title: "APIs", items: ["REST", "GraphQL", "gRPC", "OpenAPI", "Webhooks"] },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "What we deliver",
        items: [
          {
            icon: "code",
            title: "API design and development",
            description: "Documented, versioned APIs that partners and your own apps can rely on.",
          },
          {
            icon: "network",
            title: "System integrations",
            description:
              "Connections between ERP, CRM, payment and shipping systems that remove manual re-keying.",
          },
          {
            icon: "database",
            title: "Data modelling and pipelines",
            description:
              "Schemas, migrations and ETL jobs that keep data accurate across your systems.",
          },
          {
            icon: "trending",
            title: "Performance and scaling",
            description:
              "Profiling, caching and queueing that keep response times low during peak demand.",
          },
        ],
        columns: 2,
      },
    ],
    cta: {
      title: "Need a backend you can build on?",
      text: "Tell us about the systems you need to connect or the service you need built, and we will outline the architecture.",
      actions: [
        {
          label: "Discuss Your Backend Project",
          href: "/contact?subject=Backend+Development+Inquiry",
          primary: true,
        },
      ],
    },
  },
  "full-stack-solutions": {
    path: "/expertise/full-stack-solutions",
    meta: {
      title: "Full-Stack Solutions",
      description: `End-to-end product development from ${brand.shortName}: discovery, design, frontend, backend, cloud and support from one team.`,
    },
    breadcrumb: trail("Full-Stack Solutions", "full-stack-solutions"),
    hero: {
      eyebrow: "Our Expertise",
      title: "Full-Stack Solutions",
      intro:
        "One team from first sketch to production and beyond, with no hand-offs between agencies.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Your product, delivered end to end",
        paragraphs: [
          "Splitting a project between a design agency, a development shop and a hosting provider creates gaps where deadlines and budgets disappear.",
          "Our full-stack teams combine product thinking, design, frontend, backend and cloud engineering. One accountable team owns the outcome, from the first workshop to the support plan after launch.",
        ],
        image: image(
          "full-stack-solutions",
          "Illustration of layered interface, service and cloud tiers joined into one stack",
        ),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "Our full-stack toolkit",
        muted: true,
        groups: [
          {
            title: "Product and design",
            items: ["Discovery workshops", "Figma", "User testing", "Prototyping"],
          },
          { title: "Frontend", items: ["React", "Next.js", "TypeScript", "Tailwind CSS"] },
          { title: "Backend", items: ["Node.js", "Python", "PostgreSQL", "GraphQL"] },
          { title: "Cloud and delivery", items: ["AWS", "Azure", "Docker", "GitHub Actions"] },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "What we deliver",
        items: [
          {
            icon: "rocket",
            title: "Minimum viable products",
            description:
              "A focused first release in weeks, built on foundations that will not need rewriting.",
          },
          {
            icon: "users",
            title: "Customer portals",
            description:
              "Secure self-service portals for ordering, invoices, bookings and support requests.",
          },
          {
            icon: "briefcase",
            title: "Internal business tools",
            description:
              "Custom applications that replace spreadsheets and email chains with clear workflows.",
          },
        ],
      },
    ],
    cta: {
      title: "Bring your idea to life",
      text: "Whether it is a new product or a rebuild, we will help you scope it, price it and plan the first release.",
      actions: [
        {
          label: "Discuss Your Full-Stack Project",
          href: "/contact?subject=Full-Stack+Solution+Inquiry",
          primary: true,
        },
      ],
    },
  },
  "devsecops-excellence": {
    path: "/expertise/devsecops-excellence",
    meta: {
      title: "DevSecOps Excellence",
      description: `Security built into every stage of delivery with ${brand.shortName}'s DevSecOps practice: scanning, policy as code and secure pipelines.`,
    },
    breadcrumb: trail("DevSecOps Excellence", "devsecops-excellence"),
    hero: {
      eyebrow: "Our Expertise",
      title: "DevSecOps Excellence",
      intro:
        "Ship quickly and safely, with security checks automated into every commit, build and deployment.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Security that keeps pace with delivery",
        paragraphs: [
          "Security reviews that happen once a year, just before a release, slow teams down and still miss problems. Vulnerabilities are cheapest to fix the moment they are written.",
          "We embed automated scanning, secrets management and policy checks into your pipelines, and coach your developers so secure choices become the default rather than an afterthought.",
        ],
        image: image(
          "devsecops-excellence",
          "Illustration of a continuous delivery loop with a padlock at its centre",
        ),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "Tools and practices",
        muted: true,
        groups: [
          { title: "Code scanning", items: ["SAST", "Semgrep", "CodeQL", "Secret scanning"] },
          {
            title: "Dependencies",
            items: ["Dependabot", "Trivy", "SBOM generation", "Licence checks"],
          },
          {
            title: "Infrastructure",
            items: ["Terraform", "Open Policy Agent", "Checkov", "Vault"],
          },
          { title: "Runtime", items: ["Container hardening", "Falco", "WAF", "SIEM alerting"] },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "What we deliver",
        items: [
          {
            icon: "git",
            title: "Secure pipelines",
            description:
              "CI/CD with signed builds, least-privilege deploy credentials and automatic security gates.",
          },
          {
            icon: "file",
            title: "Policy as code",
            description:
              "Guardrails for cloud and Kubernetes that block risky configuration before it ships.",
          },
          {
            icon: "lock",
            title: "Secrets management",
            description:
              "Passwords and keys removed from code and rotated automatically from a central vault.",
          },
          {
            icon: "education",
            title: "Developer enablement",
            description:
              "Threat-modelling sessions and secure-coding workshops tailored to your stack.",
          },
        ],
        columns: 2,
      },
    ],
    cta: {
      title: "Make security part of every release",
      text: "Start with a pipeline security review: we will map your current controls and recommend the highest-impact improvements.",
      actions: [
        {
          label: "Discuss DevSecOps for Your Team",
          href: "/contact?subject=DevSecOps+Inquiry",
          primary: true,
        },
      ],
    },
  },
};
