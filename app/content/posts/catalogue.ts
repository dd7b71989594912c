/**
 * Everything about a post except its body. The blog list and the related-articles sidebar read
 * this module only, so the article bodies never ship with the list page's JavaScript.
 */

export const blogCategories = [
  "Artificial Intelligence",
  "Cybersecurity",
  "Data Analytics",
  "DevOps",
  "Digital Transformation",
] as const;

export type BlogCategory = (typeof blogCategories)[number];

export type BlogPostSummary = {
  id: number;
  slug: string;
  title: string;
  /** ISO date, e.g. "2025-05-12". */
  date: string;
  author: string;
  authorRole: string;
  category: BlogCategory;
  tags: string[];
  excerpt: string;
  /** File name under /images/blog/ without the extension; covers are 1200x630 SVGs. */
  imageSlug: string;
  imageAlt: string;
};

export const coverSize = { width: 1200, height: 630 } as const;

export function coverSrc(imageSlug: string): string {
  return `/images/blog/${imageSlug}.svg`;
}

/** The cover rendered as PNG, the format every social network accepts for og:image. */
export function socialImageSrc(imageSlug: string): string {
  return `/images/social/blog/${imageSlug}.png`;
}

export const postSummaries: BlogPostSummary[] = [
  {
    id: 1,
    slug: "future-of-ai-in-business",
    title: "The Future of AI in Business: From Pilots to Everyday Operations",
    date: "2025-05-12",
    author: "Maya Thompson",
    authorRole: "AI Automation Lead",
    category: "Artificial Intelligence",
    tags: ["AI", "Automation", "Strategy", "Machine Learning"],
    excerpt:
      "Most AI pilots stall before they reach the front line. Here is how growing businesses are moving AI from experiments into the daily work of support, finance and operations teams.",
    imageSlug: "future-of-ai-in-business",
    imageAlt: "Abstract illustration of connected nodes feeding an automated workflow",
  },
  {
    id: 2,
    slug: "mastering-cloud-security",
    title: "Mastering Cloud Security: A Practical Playbook for Growing Businesses",
    date: "2025-04-08",
    author: "Daniel Okafor",
    authorRole: "Security Practice Lead",
    category: "Cybersecurity",
    tags: ["Cloud Security", "Zero Trust", "Identity", "Compliance"],
    excerpt:
      "Misconfigured storage and over-privileged accounts cause far more cloud breaches than exotic attacks. A practical playbook for locking down identity, data and logging.",
    imageSlug: "mastering-cloud-security",
    imageAlt: "Abstract illustration of a shield over layered cloud infrastructure",
  },
  {
    id: 3,
    slug: "data-driven-decision-making",
    title: "Data-Driven Decision Making Without a Data Science Team",
    date: "2025-03-11",
    author: "Priya Raman",
    authorRole: "Business Intelligence Lead",
    category: "Data Analytics",
    tags: ["Business Intelligence", "Dashboards", "KPIs", "Data Quality"],
    excerpt:
      "You do not need a data science department to make better calls. Start with five trusted metrics, one source of truth and a weekly habit of reviewing them.",
    imageSlug: "data-driven-decision-making",
    imageAlt: "Abstract illustration of bar and line charts rising across a dashboard",
  },
  {
    id: 4,
    slug: "devops-trends-2025",
    title: "DevOps Trends for 2025: What Deserves Your Team's Attention",
    date: "2025-01-21",
    author: "Liam Fraser",
    authorRole: "DevOps Practice Lead",
    category: "DevOps",
    tags: ["Platform Engineering", "CI/CD", "Infrastructure as Code", "Observability"],
    excerpt:
      "Platform engineering, policy as code and cost-aware pipelines lead the list for 2025. Which trends pay off for a team of five to fifty engineers, and which can wait.",
    imageSlug: "devops-trends-2025",
    imageAlt: "Abstract illustration of a continuous delivery loop with pipeline stages",
  },
  {
    id: 5,
    slug: "navigating-digital-transformation",
    title: "Navigating Digital Transformation: A Step-by-Step Guide for Mid-Sized Firms",
    date: "2025-02-18",
    author: "Sophie Tremblay",
    authorRole: "Client Advisory Director",
    category: "Digital Transformation",
    tags: ["Change Management", "Cloud Migration", "Process Automation", "Strategy"],
    excerpt:
      "Transformation fails when it starts with software instead of people and processes. A step-by-step route that mid-sized firms can follow without betting the business.",
    imageSlug: "navigating-digital-transformation",
    imageAlt: "Abstract illustration of a winding path connecting milestones towards a summit",
  },
];

/** Old or shortened addresses that other pages link to, mapped to the post they mean. */
export const postAliases: Record<string, string> = {
  "future-of-ai": "future-of-ai-in-business",
};

export function findPostSummary(slug: string | undefined): BlogPostSummary | undefined {
  return postSummaries.find((post) => post.slug === slug);
}

export function resolvePostAlias(slug: string | undefined): string | undefined {
  return slug !== undefined && Object.hasOwn(postAliases, slug) ? postAliases[slug] : undefined;
}

/** Copy for an address without a post of its own, shown while the visitor is sent on. */
export const postRedirectCopy = {
  loading: "Loading post...",
  description:
    "This address has no article of its own; you are being taken to the right page of the blog.",
  toBlog: "Go to the blog",
  toArticle: "Continue to the article",
} as const;

/** Where an address without a post of its own leads: its alias target, or the blog. */
export function postRedirectTarget(slug: string | undefined): string {
  const alias = resolvePostAlias(slug);
  return alias ? `/blog/${alias}` : "/blog";
}
