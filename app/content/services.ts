// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type { MarketingPageContent } from "../components/sections/marketing-page";
import { brand, contactPoints, productName } from "./site";

export type ServiceSlug = "msp-devops" | "cloud-hosting";

const city = contactPoints.address.city;

export const servicePages: Record<ServiceSlug, MarketingPageContent> = {
  "msp-devops": {
    path: "/services/msp-devops",
    meta: {
      title: "Managed Services & DevOps",
      description: `Proactive managed IT and DevOps engineering from ${brand.name}: monitoring, help desk, CI/CD, infrastructure as code and more.`,
    },
    breadcrumb: [{ name: "Managed Services & DevOps", path: "/services/msp-devops" }],
    hero: {
      eyebrow: "Services",
      title: "Managed Services & DevOps",
      intro:
        "One partner for the systems you run and the software you ship. We keep your IT secure and available around the clock, and build the pipelines that let your team release with confidence.",
      actions: [{ label: "Schedule a Consultation", href: "/contact", primary: true }],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "IT that runs quietly, delivery that never stalls",
        paragraphs: [
          `Most growing businesses reach a point where the person who "looks after the computers" can no longer keep up. Patches slip, backups go untested and every release becomes a late night. ${brand.shortName} takes that weight off your team.`,
          `Our ${city} engineers monitor, patch and support your environment as a managed service provider, and bring the DevOps practices that software companies rely on to your own applications and infrastructure.`,
        ],
        points: [
          "Fixed monthly fee per user, no surprise invoices",
          "Response times written into your agreement",
          "Plain-language reports every month",
        ],
        image: {
          src: "/images/services/msp-devops.svg",
          alt: "Illustration of a monitoring dashboard linked to a build pipeline and a row of servers",
          width: 480,
          height: 360,
        },
      },
      {
        kind: "cards",
        id: "managed-services",
        title: "Managed IT services",
        intro:
          "Everything you need to keep people productive and systems healthy, handled by one accountable team.",
        columns: 4,
        muted: true,
        items: [
          {
            icon: "activity",
            title: "24/7 Monitoring & Management",
            description:
              "Servers, networks and cloud services watched around the clock, with most alerts resolved before anyone notices.",
          },
          {
            icon: "headphones",
            title: "Help Desk & End-User Support",
            description:
              "A real person on the phone, by email or on Teams, with onboarding, offboarding and device setup handled for you.",
          },
          {
            icon: "shield-check",
            title: "Security & Compliance",
            description:
              "Endpoint protection, patching, multi-factor authentication and the evidence auditors ask for under PIPEDA and SOC 2.",
          },
          {
            icon: "database",
            title: "Backup & Disaster Recovery",
            description:
              "Encrypted, Canadian-hosted backups with restore tests every quarter, so recovery is a plan rather than a hope.",
          },
        ],
      },
      {
        kind: "cards",
        id: "devops",
        title: "DevOps engineering",
        intro:
          "Faster, safer releases through automation your own developers can understand and extend.",
        columns: 4,
        items: [
          {
            icon: "git",
            title: "CI/CD Pipelines",
            description:
              "Automated builds, tests and deployments with GitHub Actions, GitLab CI or Azure DevOps, from first commit to production.",
          },
          {
            icon: "layers",
            title: "Infrastructure as Code",
            description:
              "Terraform and Ansible definitions for every environment, reviewed like application code and rebuilt in minutes.",
          },
          {
            icon: "cloud-cog",
            title: "Cloud Migration & Optimization",
            description:
              "Lift, refactor or rebuild workloads on AWS, Azure or our Canadian cloud, then right-size them to cut monthly spend.",
          },
          {
            icon: "server",
            title: "Containers & Kubernetes",
            description:
              "Docker images and managed Kubernetes clusters with autoscaling, zero-downtime deploys and sensible guardrails.",
          },
        ],
      },
      {
        kind: "cards",
        id: "why-partner",
        title: `Why partner with ${brand.shortName}`,
        intro:
          "Six reasons teams across Ontario hand us their infrastructure and their release process.",
        muted: true,
        items: [
          {
            icon: "zap",
            title: "Proactive, not reactive",
            description:
              "Monitoring and automation catch disk, certificate and patch problems before they become outages.",
          },
          {
            icon: "users",
            title: "A local team you can meet",
            description: `Engineers based in ${city}, available for on-site visits across Simcoe County and the GTA.`,
          },
          {
            icon: "lock",
            title: "Canadian data residency",
            description:
              "Backups, logs and hosted workloads stay in Canadian data centres unless you choose otherwise.",
          },
          {
            icon: "target",
            title: "Predictable pricing",
            description:
              "A per-user monthly fee that covers support and maintenance, with projects quoted up front.",
          },
          {
            icon: "trophy",
            title: "Certified engineers",
            description:
              "Microsoft, AWS, Kubernetes and security certifications across the team, renewed every year.",
          },
          {
            icon: "handshake",
            title: "One accountable partner",
            description:
              "Operations and delivery under one roof, so there is never a gap between who builds and who runs.",
          },
        ],
      },
    ],
    cta: {
      title: "Ready for IT that just works?",
      text: "Book a free 30-minute consultation. We will review your current setup, point out the quick wins and outline what a managed partnership would look like.",
      actions: [
        { label: "Schedule a Consultation", href: "/contact", primary: true },
        { label: "View Pricing", href: "/pricing" },
      ],
    },
  },
  "cloud-hosting": {
    path: "/services/cloud-hosting",
    meta: {
      title: "Cloud Hosting",
      description: `Managed cloud hosting from ${brand.name} with Canadian data residency, 24/7 monitoring, tested backups and a real support team.`,
    },
    breadcrumb: [{ name: "Cloud Hosting", path: "/services/cloud-hosting" }],
    hero: {
      eyebrow: "Services",
      title: "Managed Canadian cloud hosting",
      intro: `${productName("Cloud")} runs your websites, applications and databases in Canadian data centres, managed end to end by engineers who answer the phone.`,
      actions: [{ label: "Plan Your Migration", href: "/contact", primary: true }],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Hosting without the hyperscaler headaches",
        paragraphs: [
          "Public cloud platforms are powerful, but their bills and consoles are built for companies with dedicated platform teams. We give you the same building blocks with a person responsible for keeping them fast, secure and affordable.",
          "Every environment is defined as code, monitored around the clock and backed up to a second Canadian region, so you always know where your data lives and how to get it back.",
        ],
        points: [
          "Data stored in Toronto and Montréal regions",
          "99.9% uptime target with service credits",
          "Monthly cost report with savings recommendations",
        ],
        image: {
          src: "/images/services/cloud-hosting.svg",
          alt: "Illustration of a cloud above two linked Canadian data centre racks",
          width: 480,
          height: 360,
        },
      },
      {
        kind: "cards",
        id: "hosting-features",
        title: "What is included",
        muted: true,
        items: [
          {
            icon: "server",
            title: "Managed servers and Kubernetes",
            description:
              "Virtual machines or container clusters sized for your workload, patched and scaled by our team.",
          },
          {
            icon: "database",
            title: "Managed databases",
            description:
              "PostgreSQL, MySQL and SQL Server with point-in-time recovery and read replicas when you need them.",
          },
          {
            icon: "shield",
            title: "Web application firewall",
            description:
              "DDoS protection, TLS certificates and firewall rules tuned for your applications.",
          },
          {
            icon: "activity",
            title: "24/7 monitoring",
            description:
              "Uptime, performance and security alerts handled by engineers, not an auto-reply.",
          },
          {
            icon: "cloud",
            title: "Off-site backups",
            description:
              "Nightly encrypted backups copied to a second Canadian region and restore-tested every quarter.",
          },
          {
            icon: "trending",
            title: "Cost optimization",
            description:
              "Right-sizing, reserved capacity and clean-up of idle resources, reviewed with you every month.",
          },
        ],
      },
      {
        kind: "steps",
        id: "migration",
        title: "How a migration works",
        intro:
          "Most small and mid-sized environments move in four to eight weeks, with no surprise downtime.",
        steps: [
          {
            title: "Assess",
            description:
              "We inventory your servers, applications and dependencies and agree what moves first.",
          },
          {
            title: "Plan",
            description:
              "A written migration plan with cut-over windows, rollback steps and a fixed quote.",
          },
          {
            title: "Migrate",
            description:
              "Workloads move one at a time, tested in the new environment before traffic switches.",
          },
          {
            title: "Optimize",
            description:
              "After go-live we tune sizes and costs, then hand over runbooks and monthly reports.",
          },
        ],
      },
    ],
    cta: {
      title: "Move to a cloud you can understand",
      text: "Tell us what you run today and we will come back with a migration plan and a monthly price, usually within three business days.",
      actions: [
        { label: "Plan Your Migration", href: "/contact", primary: true },
        { label: "Managed Services & DevOps", href: "/services/msp-devops" },
      ],
    },
  },
};
