// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { brand, contactPoints, external } from "./site";

export type CommunityCard = {
  title: string;
  description: string;
  icon: string;
  eyebrow?: string;
  href: string;
  linkText: string;
  /** Other sites open in a new tab with rel="noopener noreferrer". */
  external?: boolean;
};

export const communityCopy = {
  /** The page's short name: hero eyebrow, breadcrumb and document title. */
  pageName: "Community",
  title: `${brand.shortName} Community`,
  intro:
    "Where our customers, engineers and partners share what works: questions answered, scripts shared, lessons learned.",
  metaDescription: `Join the ${brand.shortName} community: forums, webinars and meetups, a resource library and open-source contributions for IT and DevOps teams.`,
  whatTitle: "What the community is",
  what: [
    `The ${brand.shortName} Community is an open space for the people who run IT in growing businesses: office managers who became the IT department, sysadmins, developers, DevOps engineers and security analysts. Our own engineers take part every day.`,
    "Ask a question about a backup job that keeps failing, share the PowerShell script that saved you an afternoon, or compare notes on your first Kubernetes cluster. Everything is free, and you do not need to be a customer to join.",
  ],
  spotlightTitle: "Community Spotlight",
  featuresTitle: "Ways to take part",
  pledgeTitle: "Our Code of Conduct",
  pledgeIntro:
    "We want everyone to feel welcome, whatever their experience, background or job title. Every member, including our staff, pledges to:",
  pledge: [
    "be respectful and patient, especially with people who are just starting out;",
    "share knowledge generously and credit the work of others;",
    "keep customer data, credentials and other people's private information out of posts;",
    "disagree about ideas, never attack people;",
    "report harassment or abuse to the moderators instead of responding in kind.",
  ],
  pledgeEnforcement: `Moderators remove posts that break the code and may suspend accounts that repeatedly do. Report a concern to ${contactPoints.mailboxes.abuse}.`,
  joinTitle: "Join the conversation",
  joinText:
    "Create a free forum account, introduce yourself and tell us what you are working on. The next answer someone needs might be yours.",
  joinButton: "Join the Forum",
  contactButton: "Talk to Our Team",
};

export const spotlight: CommunityCard[] = [
  {
    eyebrow: "From the blog",
    title: "The Future of AI in Business",
    description:
      "How small and mid-sized businesses are putting AI to work today, and the questions to ask before you start your first project.",
    icon: "book",
    href: "/blog/future-of-ai",
    linkText: "Read the article",
  },
  {
    eyebrow: "Webinar",
    title: "Hardening Microsoft 365 for Small Teams",
    description:
      "A live, one-hour walkthrough of the ten settings that stop most account takeovers, with time for your questions. Free for everyone.",
    icon: "monitor",
    href: external.events,
    linkText: "Sign up for the webinar",
    external: true,
  },
  {
    eyebrow: "Forum discussion",
    title: "Terraform state: one file per environment or per team?",
    description:
      "Forty-plus replies from engineers who have tried both, with the trade-offs for locking, blast radius and onboarding new people.",
    icon: "messages",
    href: external.forum,
    linkText: "Join the discussion",
    external: true,
  },
];

export const communityFeatures: CommunityCard[] = [
  {
    title: "Discussion Forums",
    description:
      "Ask questions and share answers on managed IT, DevOps, security, cloud and AI automation, with our engineers taking part every day.",
    icon: "messages",
    href: external.forum,
    linkText: "Visit the forums",
    external: true,
  },
  {
    title: "Events and Meetups",
    description: `Monthly webinars and quarterly meetups in ${contactPoints.address.city} and Toronto, with talks from customers and our own teams.`,
    icon: "users",
    href: external.events,
    linkText: "See upcoming events",
    external: true,
  },
  {
    title: "Resource Library",
    description:
      "Guides, checklists and articles from our engineers on security, cloud, DevOps and data.",
    icon: "book",
    href: "/blog",
    linkText: "Browse the library",
  },
  {
    title: "Open-Source Contributions",
    description:
      "Terraform modules, monitoring dashboards and automation scripts we publish, open to issues and pull requests.",
    icon: "git",
    href: external.contributions,
    linkText: "Contribute on GitHub",
    external: true,
  },
];
