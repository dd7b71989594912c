// Relative and type-only imports: react-router.config.ts loads this module outside Vite.
import type { IconName } from "../components/ui/icon-names";
import { brand as siteBrand } from "./site";

/** The spec's eight categories, in the order the category filter lists them. */
export const productCategories = [
  "Automation",
  "Security",
  "Analytics",
  "Collaboration",
  "Development",
  "Cloud Services",
  "Education",
  "CRM",
] as const;

export type ProductCategory = (typeof productCategories)[number];

/** What the category filter and badges show for each category; the category itself is an identifier. */
export const categoryLabels: Record<ProductCategory, string> = {
  Automation: "Automation",
  Security: "Security",
  Analytics: "Analytics",
  Collaboration: "Collaboration",
  Development: "Development",
  "Cloud Services": "Cloud Services",
  Education: "Education",
  CRM: "CRM",
};

export type Product = {
  /** URL slug: /marketplace/{id}; also the cart line id. */
  id: string;
  name: string;
  category: ProductCategory;
  /** Whole US dollars per month. */
  price: number;
  /** 4.0 to 4.9, shown to one decimal. */
  rating: number;
  /** File name (without .svg) under /images/products/. */
  imageSlug: string;
  /** Describes the illustration for the image's alt text. */
  imageAlt: string;
  shortDescription: string;
  longDescription: string;
  tags: string[];
  /** Words a buyer types for this kind of product that its name and copy may not contain. */
  keywords: string[];
  icon: IconName;
  features: string[];
};

// In their own module so pages that show product images do not download the catalogue's text.
export { productImageSize, productImageSrc } from "./product-images";

const brand = siteBrand.productPrefix;

export const products: Product[] = [
  {
    id: "automation-suite",
    name: `${brand} Flow`,
    category: "Automation",
    price: 499,
    rating: 4.8,
    imageSlug: "automation-suite",
    imageAlt: "Connected workflow steps flowing from a trigger through an AI step to finished tasks",
    shortDescription:
      "AI-assisted workflow automation that connects your business apps and takes repetitive back-office work off your team's plate.",
    longDescription:
      "Flow links the systems you already run (accounting, email, ticketing, spreadsheets and line-of-business apps) into automated workflows you design on a visual canvas. AI steps read incoming invoices, classify support requests and draft replies, while approval gates keep a person in charge of anything that moves money or reaches a customer. Every run is logged with its inputs and outputs, so you can see exactly what happened and replay a failed step after fixing it. Our automation team helps you map your first three processes during onboarding, and most customers retire their first manual spreadsheet routine within two weeks.",
    tags: ["AI", "Workflows", "Integrations", "No-code"],
    keywords: ["workflow automation", "RPA", "process automation", "integration", "invoice processing", "Zapier alternative"],
    icon: "workflow",
    features: [
      "Visual workflow builder with branching, loops and scheduled triggers",
      "AI document extraction for invoices, purchase orders and forms",
      "More than 120 prebuilt connectors plus REST and webhook steps",
      "Human approval gates with email and chat notifications",
      "Full run history with step-level replay after a failure",
      "Role-based access and an audit log for every workflow change",
    ],
  },
  {
    id: "endpoint-protection",
    name: `${brand} Sentinel`,
    category: "Security",
    price: 79,
    rating: 4.7,
    imageSlug: "endpoint-protection",
    imageAlt: "A shield with a check mark guarding a laptop",
    shortDescription:
      "Managed endpoint protection for laptops, desktops and servers, with threat detection and response watched around the clock.",
    longDescription:
      "Sentinel puts a lightweight agent on every Windows, macOS and Linux device and reports to a console our security analysts monitor day and night. Behavioural detection catches ransomware and credential theft that signature scanners miss, and an infected device can be isolated from the network in one click, by you or by us, while it stays reachable for clean-up. Patch status, disk encryption and firewall settings are checked continuously, so an audit becomes a report you download rather than a week of screenshots. Pricing covers up to 25 devices, with the agent rolled out remotely by our team.",
    tags: ["Endpoint", "Ransomware", "EDR", "Compliance"],
    keywords: ["antivirus", "anti-malware", "endpoint security", "EDR", "XDR", "threat detection", "cybersecurity"],
    icon: "shield-check",
    features: [
      "Behavioural threat detection for Windows, macOS and Linux",
      "One-click device isolation that keeps remote clean-up possible",
      "Around-the-clock monitoring by our security operations team",
      "Patch, encryption and firewall posture checks on every device",
      "Ransomware rollback for protected folders on Windows",
      "Audit-ready compliance reports for insurers and regulators",
    ],
  },
  {
    id: "bi-platform",
    name: `${brand} Insight`,
    category: "Analytics",
    price: 1299,
    rating: 4.6,
    imageSlug: "bi-platform",
    imageAlt: "A dashboard with rising bar charts and a trend line",
    shortDescription:
      "A business intelligence platform that turns data from your finance, sales and operations systems into live dashboards.",
    longDescription:
      "Insight pulls data from your ERP, CRM, accounting package and databases into a managed warehouse, models it into trusted metrics and puts it in front of the people who need it. Dashboards refresh on a schedule you choose, alerts tell managers when a number leaves its expected range, and plain-language questions return a chart without anyone writing SQL. Row-level security means each department sees only its own figures from the same dashboard. The plan includes the warehouse, twenty-five viewer seats and a quarterly review with one of our data engineers to keep the model in step with the business.",
    tags: ["Dashboards", "Data Warehouse", "Reporting", "AI"],
    keywords: ["business intelligence", "BI", "analytics", "reports", "KPI", "data visualisation", "data visualization"],
    icon: "analytics",
    features: [
      "Managed cloud data warehouse with nightly or hourly refresh",
      "Connectors for common ERP, CRM, accounting and SQL sources",
      "Shared metric definitions so every report agrees",
      "Natural-language questions that answer with a chart",
      "Threshold alerts by email and chat",
      "Row-level security and single sign-on",
    ],
  },
  {
    id: "collaboration-hub",
    name: `${brand} Huddle`,
    category: "Collaboration",
    price: 49,
    rating: 4.4,
    imageSlug: "collaboration-hub",
    imageAlt: "Chat bubbles linking three team members around a shared document",
    shortDescription:
      "Team chat, shared documents and video meetings in one workspace, set up and secured by our managed IT team.",
    longDescription:
      "Huddle gives a small or mid-sized team one place to talk, meet and work on documents, instead of a tangle of personal accounts and forwarded attachments. Channels keep projects apart, guest access lets clients join a single channel without seeing the rest, and meetings record to the same workspace with automatic transcripts. We configure single sign-on, retention rules and device policies for you, and move existing files across from shared drives during onboarding. The monthly price covers up to 20 users with 1 TB of shared storage.",
    tags: ["Chat", "Video", "Documents", "Remote Work"],
    keywords: ["team chat", "video calls", "meetings", "intranet", "file sharing", "messaging", "Slack alternative", "Teams alternative"],
    icon: "messages",
    features: [
      "Channels, threads and direct messages with full-text search",
      "Video meetings with screen sharing, recording and transcripts",
      "Real-time co-editing of documents, sheets and whiteboards",
      "Guest access limited to the channels you choose",
      "Retention and legal-hold policies set by our team",
      "Desktop and mobile apps with single sign-on",
    ],
  },
  {
    id: "developer-ide",
    name: `${brand} Forge`,
    category: "Development",
    price: 199,
    rating: 4.5,
    imageSlug: "developer-ide",
    imageAlt: "A code editor window with highlighted lines and a passing build",
    shortDescription:
      "A cloud development environment with ready-to-code workspaces, AI pair programming and built-in CI pipelines.",
    longDescription:
      "Forge starts a fully configured development workspace in the browser or your local editor in under a minute, with the right runtimes, databases and secrets already in place. New developers open a pull request on their first day instead of spending it installing tools. The AI assistant explains unfamiliar code, suggests tests and drafts refactors, and never trains on your repositories. Every branch can get its own preview environment, and pipelines for build, test and deploy are defined alongside the code. The plan covers five developers with shared workspace templates your DevOps team controls.",
    tags: ["DevOps", "CI/CD", "AI", "Cloud IDE"],
    keywords: ["IDE", "code editor", "CI/CD", "pipelines", "git", "software development", "programming"],
    icon: "code",
    features: [
      "Prebuilt workspaces from templates, ready in under a minute",
      "AI pair programming that never trains on your code",
      "Preview environments for every branch",
      "Pipelines as code for build, test and deploy",
      "Secrets injected at runtime, never stored in the repository",
      "Works in the browser or from your local editor over SSH",
    ],
  },
  {
    id: "cloud-storage",
    name: `${brand} Vault`,
    category: "Cloud Services",
    price: 29,
    rating: 4.3,
    imageSlug: "cloud-storage",
    imageAlt: "A cloud above stacked storage drives with a padlock",
    shortDescription:
      "Encrypted cloud storage and backup hosted in Canadian data centres, with versioning and simple sharing.",
    longDescription:
      "Vault keeps your company files and server backups in Canadian data centres, encrypted in transit and at rest with keys you can manage yourself. Every change is versioned for 90 days, so a deleted folder or a ransomware-encrypted share can be rolled back to the hour before it happened. Sharing links can expire, require a password or allow upload only, which makes collecting documents from clients straightforward. Desktop sync works on Windows and macOS, and our team can schedule image backups of your servers to the same account. The plan includes 1 TB with room to grow.",
    tags: ["Backup", "Storage", "Encryption", "Canada"],
    keywords: ["backup", "file storage", "cloud drive", "disaster recovery", "file sync", "data residency"],
    icon: "cloud",
    features: [
      "Data stored and backed up only in Canadian data centres",
      "Encryption in transit and at rest, with optional customer-held keys",
      "90-day version history and point-in-time restore",
      "Expiring, password-protected and upload-only share links",
      "Desktop sync for Windows and macOS",
      "Scheduled server image backups managed by our team",
    ],
  },
  {
    id: "e-learning-platform",
    name: `${brand} Academy`,
    category: "Education",
    price: 99,
    rating: 4.1,
    imageSlug: "e-learning-platform",
    imageAlt: "A graduation cap above a video lesson and a progress bar",
    shortDescription:
      "An e-learning platform for onboarding, compliance and skills training, with course building and progress tracking.",
    longDescription:
      "Academy lets you build courses from video, documents and short quizzes, assign them to roles or teams, and see who has finished what. Compliance training such as privacy, workplace safety and security awareness repeats on the schedule you set, with reminders before a certificate lapses. New hires get a learning path on their first day, and managers see their team's progress without asking HR for a spreadsheet. Our security-awareness library, including simulated phishing exercises, is included. The plan covers up to 50 active learners.",
    tags: ["Training", "Onboarding", "Compliance", "LMS"],
    keywords: ["LMS", "e-learning", "elearning", "online courses", "training", "learning management system"],
    icon: "education",
    features: [
      "Course builder for video, documents, quizzes and assignments",
      "Learning paths assigned automatically by role or team",
      "Recurring compliance training with expiry reminders",
      "Security-awareness library with simulated phishing",
      "Certificates and completion reports for auditors",
      "Mobile-friendly lessons that resume where the learner stopped",
    ],
  },
  {
    id: "crm",
    name: `${brand} Relate`,
    category: "CRM",
    price: 149,
    rating: 4.2,
    imageSlug: "crm",
    imageAlt: "Customer contact cards feeding a sales pipeline funnel",
    shortDescription:
      "A customer relationship manager for sales pipelines, contact history and follow-ups, with email and calendar sync.",
    longDescription:
      "Relate keeps every customer conversation, deal and quote in one timeline, so anyone on the team can pick up where a colleague left off. Pipelines match the way you actually sell, with stages, probabilities and next steps that trigger reminders before a lead goes cold. Email and calendar sync log activity automatically, and the AI assistant summarises long threads and drafts follow-ups in your tone. Forecasts roll up from real deals rather than guesses, and quotes go out from templates with your pricing rules built in. The plan covers ten users with unlimited contacts.",
    tags: ["Sales", "Pipeline", "Contacts", "AI"],
    keywords: ["CRM", "customer relationship management", "sales pipeline", "leads", "deals", "contact management", "Salesforce alternative"],
    icon: "handshake",
    features: [
      "Custom pipelines with stages, probabilities and next steps",
      "Two-way email and calendar sync with automatic activity logging",
      "AI summaries of long threads and suggested follow-ups",
      "Quote templates with your pricing and discount rules",
      "Forecasts that roll up from open deals",
      "Import from spreadsheets and other CRMs with duplicate detection",
    ],
  },
];

export function findProduct(id: string | undefined): Product | undefined {
  return products.find((product) => product.id === id);
}
