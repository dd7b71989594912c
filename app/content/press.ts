// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { siteUrl, brand, contactPoints, formatAddress, productName } from "./site";

/** A release body is plain structured text: rendered as text, never as HTML. */
export type ReleaseBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "quote"; text: string; by: string }
  | { type: "ul"; items: string[] };

export type PressRelease = {
  slug: string;
  /** ISO date, shown in long US form. */
  date: string;
  title: string;
  excerpt: string;
  body: ReleaseBlock[];
};

/** The leadership team as the About page introduces them, plus the press office. */
export const people = {
  ceo: { name: "Danielle Okafor", role: `Co-founder and Chief Executive Officer, ${brand.name}` },
  cto: { name: "Ryan Tremblay", role: `Co-founder and Chief Technology Officer, ${brand.name}` },
  security: { name: "Amrit Sandhu", role: `Head of Security, ${brand.name}` },
  ai: { name: "Sophie Lavoie", role: `Director of AI Automation, ${brand.name}` },
  communications: { name: "Claire Ashdown", role: "Head of Communications" },
};

const dateline = `${contactPoints.address.city.toUpperCase()}, ${contactPoints.address.region}`;

/** The closing paragraphs every release carries. */
export const boilerplate = {
  aboutTitle: `About ${brand.name}`,
  about: `${brand.name} is an IT services company headquartered in ${contactPoints.address.city}, ${contactPoints.address.region}, founded in ${brand.founded}. It provides managed IT, DevOps, AI automation, cybersecurity, cloud hosting and business software to growing businesses across Canada, from clinics and accounting firms to manufacturers and retailers. Learn more at ${siteUrl.replace(/^https:\/\//, "")}.`,
  mediaContact: `${people.communications.name}, ${people.communications.role}`,
};

/** Newest first: the press center lists them in this order. */
export const pressReleases: PressRelease[] = [
  {
    slug: "launches-ai-automation-practice",
    date: "2025-04-22",
    title: `${brand.name} Launches AI Automation Practice for Small and Mid-Sized Businesses`,
    excerpt:
      "A dedicated team and fixed-scope packages bring support assistants, document extraction and forecasting to businesses with 20 to 500 employees.",
    body: [
      {
        type: "p",
        text: `${dateline} — ${brand.name} today launched an AI automation practice aimed at Canadian businesses with 20 to 500 employees. The practice brings together the company's data engineers, developers and security specialists to design, build and run AI tools that take repetitive work off busy teams: answering routine support questions, reading invoices and forms, and warning operations staff before equipment or servers fail.`,
      },
      {
        type: "p",
        text: "Until now, most AI projects on offer to smaller businesses have been either generic chat tools with no access to company knowledge or custom builds priced for large enterprises. The new practice sits between the two. Each engagement starts with a two-week discovery that maps one workflow, measures how long it takes today and sets a target the customer can verify. Packages then run from a single assistant to a retained team that keeps several automations tuned.",
      },
      {
        type: "quote",
        text: "Our customers do not want AI for its own sake. They want the month-end close done two days sooner and a technician who reads the ticket summary instead of a twelve-message thread. We measure every project against a number like that, agreed before we start.",
        by: `${people.ceo.name}, ${people.ceo.role}`,
      },
      { type: "h2", text: "What the practice offers" },
      {
        type: "ul",
        items: [
          "AI chat services: website and internal assistants that answer from the customer's own documents and hand over to a person when unsure.",
          "AI support automation: ticket triage, summaries and suggested replies inside the help desk the customer already uses.",
          "Custom AI solutions: document extraction, classification and forecasting built around a specific workflow.",
          "Data insights and automation: pipelines that clean and join business data so reports and models can rely on it.",
        ],
      },
      { type: "h2", text: "Responsible by default" },
      {
        type: "p",
        text: `Customer data is processed in Canadian data centres and is never used to train models for other customers. Every deployment has a named owner on the customer's side, a plain-language description of what the model does and does not decide, and a quarterly review of its errors. The company's models, including ${productName("JLM")} for IT operations writing and ${productName("DocSense")} for document extraction, report the version that produced each answer so results can be traced.`,
      },
      {
        type: "quote",
        text: "The hard part of AI in a small business is not the model, it is trust. We keep a person in charge of every decision that matters and show them why the system suggested what it did.",
        by: `${people.ai.name}, ${people.ai.role}`,
      },
      {
        type: "p",
        text: "Early customers include a Barrie accounting firm that now drafts supplier entries automatically, with staff checking only the fields the model is unsure of, and a Simcoe County manufacturer that receives maintenance warnings days before a controller fails. Fixed-scope projects are available now; pricing and a strategy call can be booked on the company's website.",
      },
    ],
  },
  {
    slug: "completes-soc-2-type-ii-audit",
    date: "2025-02-11",
    title: `${brand.name} Completes SOC 2 Type II Audit of Its Managed Services Platform`,
    excerpt:
      "An independent audit found the controls protecting customer systems and data worked effectively over six months: evidence regulated customers can rely on.",
    body: [
      {
        type: "p",
        text: `${dateline} — ${brand.name} today announced that it has completed a SOC 2 Type II examination of its managed services platform, covering the security, availability and confidentiality trust services criteria. The examination, performed by an independent CPA firm, tested how the company's controls operated over a six-month period ending December 31, 2024, and found no exceptions.`,
      },
      {
        type: "p",
        text: "The platform covered by the report includes the remote monitoring and management tools the company uses to look after customer devices, its help desk, the backup service, the infrastructure-as-code pipelines used for DevOps engagements and the hosting environment behind its cloud services. Controls examined ranged from background checks and security training for staff to encryption, access reviews, change management, incident response and disaster recovery testing.",
      },
      {
        type: "quote",
        text: "Our customers trust us with the keys to their businesses. A Type II report is how we show, with independent evidence rather than promises, that we protect those keys every day and not just on the day of an audit.",
        by: `${people.security.name}, ${people.security.role}`,
      },
      { type: "h2", text: "Why it matters to customers" },
      {
        type: "p",
        text: "Clinics, financial advisors, insurers and manufacturers that supply large enterprises increasingly have to show that their service providers meet recognised security standards. Instead of answering long questionnaires control by control, they can now request the full report under a non-disclosure agreement and hand it to their own auditors and cyber insurers.",
      },
      {
        type: "ul",
        items: [
          "Multi-factor authentication and least-privilege access for every technician account, reviewed monthly.",
          "Encrypted, immutable backups with restore tests every quarter.",
          "Documented incident response with customer notification commitments.",
          "Change management for every production change, with peer review and an audit trail.",
        ],
      },
      {
        type: "quote",
        text: "We designed our controls from the first day of the company, so this audit confirmed how we already work. It also gives our smaller customers a level of assurance that used to be available only to large enterprises.",
        by: `${people.ceo.name}, ${people.ceo.role}`,
      },
      { type: "h2", text: "How the audit worked" },
      {
        type: "p",
        text: "A Type I report describes controls at a single point in time; a Type II report goes further and tests whether those controls actually worked, day after day, over a review period. The auditors sampled access requests, change tickets, backup restores, security alerts and onboarding and offboarding records from across the six months, and interviewed the engineers and managers responsible for each area.",
      },
      {
        type: "p",
        text: "Preparing for the examination took the company's security team most of 2024. Every control is mapped to an automated check or a recorded review, so evidence is collected continuously rather than assembled before an audit, and the same dashboards now show customers the state of the controls that protect their own environments.",
      },
      {
        type: "p",
        text: `The company will renew the examination every year and plans to add the processing integrity criteria in 2025 as its AI automation services grow. Customers and prospects can request the report by writing to ${contactPoints.mailboxes.sales}.`,
      },
    ],
  },
  {
    slug: "opens-barrie-headquarters",
    date: "2024-10-01",
    title: `${brand.name} Opens ${contactPoints.address.city} Headquarters to Bring Enterprise-Grade IT to Growing Ontario Businesses`,
    excerpt: `The new company opens its head office and network operations centre in ${contactPoints.address.city} and plans to hire 40 technology professionals in Simcoe County.`,
    body: [
      {
        type: "p",
        text: `${dateline} — ${brand.name} today opened its headquarters at ${formatAddress()}. The new IT services company brings managed IT, DevOps, cybersecurity, cloud hosting and AI automation to businesses that have outgrown a single IT person but are not large enough for a full internal department.`,
      },
      {
        type: "p",
        text: "The office houses the company's network operations centre, which monitors customer servers, networks and devices around the clock, as well as a training room used for customer workshops and for the company's co-op program with local colleges. Engineers work on site and remotely across Ontario, and the company's first customers include clinics, accounting firms, a regional retailer and two manufacturers.",
      },
      {
        type: "quote",
        text: `Businesses in ${contactPoints.address.city} and across Simcoe County deserve the same reliability and security as a bank's head office, from a team that answers the phone and knows their names. We started this company to prove that can be done at a price a fifty-person firm can afford.`,
        by: `${people.ceo.name}, ${people.ceo.role}`,
      },
      { type: "h2", text: "Services from day one" },
      {
        type: "ul",
        items: [
          "Managed IT with a fixed monthly fee per user, including help desk, patching and device management.",
          "DevOps engineering: CI/CD pipelines, infrastructure as code and Kubernetes operations.",
          "Cybersecurity: monitoring, phishing training, incident response and compliance support.",
          `${productName("Cloud")} hosting in Canadian data centres, with managed backups.`,
          "Business software: custom web applications and integrations with the tools customers already use.",
        ],
      },
      { type: "h2", text: "Investing in local talent" },
      {
        type: "p",
        text: "The company plans to hire 40 technology professionals in Simcoe County over the next three years, from help desk analysts to cloud architects, and to offer paid co-op placements every term. Every new hire receives a learning budget and paid certification exams.",
      },
      {
        type: "quote",
        text: "There is real engineering talent in this region that has had to commute to Toronto to do interesting work. We want to give those people a reason to stay, and a team where they learn something new every month.",
        by: `${people.cto.name}, ${people.cto.role}`,
      },
      { type: "h2", text: "A different kind of IT partner" },
      {
        type: "p",
        text: "Every customer has a named account lead and a technician who knows their systems, and every engagement starts with a written assessment of the customer's current setup: what is at risk, what can wait and what a fixed monthly plan would cover. Monthly reports show tickets resolved, patches applied and backup tests passed, in plain language.",
      },
      {
        type: "p",
        text: "The company also commits to response times in writing: critical incidents are answered within fifteen minutes at any hour, and routine requests within four business hours. Customers can leave at the end of any term and take their documentation, passwords and configuration with them.",
      },
      {
        type: "p",
        text: "Businesses can book a free IT assessment, and job seekers can see current openings, on the company's website.",
      },
    ],
  },
];

export function findRelease(slug: string | undefined): PressRelease | undefined {
  return pressReleases.find((release) => release.slug === slug);
}

export const pressCopy = {
  title: "Press Center",
  intro: `News, announcements and brand resources from ${brand.name}. Journalists can reach our communications team directly.`,
  metaDescription: `Press releases, media contact and downloadable logos, executive headshots and the fact sheet of ${brand.name}, Barrie, Ontario.`,
  releasesTitle: "Press Releases",
  allShown: "All releases are listed on this page, newest first.",
  mediaContactTitle: "Media Contact",
  mediaContactText:
    "For interviews, comments and image requests, we reply within one business day.",
  resourcesTitle: "Media Resources",
};

/** The press pages' own words around the releases and the media kit. */
export const pressPageCopy = {
  eyebrow: "Newsroom",
  homeLabel: "Home",
  breadcrumbLabel: "Breadcrumb",
  viewAll: "View All Press Releases",
  asideLabel: "Media contact and resources",
  readMore: "Read More",
  download: "(download)",
  releaseLabel: "Press release",
  mediaContactHeading: "Media contact",
  allReleases: "All press releases",
  notFound: {
    title: "Press release not found",
    description: "This press release does not exist; the press center lists every release.",
  },
};

const fileSlug = brand.shortName.toLowerCase();

export type MediaResource = {
  name: string;
  type: "Logos" | "Images" | "Documents";
  /** The real size of the file in public/, checked by a unit test. */
  size: string;
  href: string;
  format: string;
};

/** What the press center shows for each resource type (the type itself stays the key that picks the icon). */
export const mediaResourceTypeLabels: Record<MediaResource["type"], string> = {
  Logos: "Logos",
  Images: "Images",
  Documents: "Documents",
};

/** Built by scripts/make-downloads.mjs; run it again after changing the brand, then update the sizes. */
export const mediaResources: MediaResource[] = [
  {
    name: "Logo kit",
    type: "Logos",
    format: "ZIP",
    size: "59.5 KB",
    href: `/downloads/${fileSlug}-logo-kit.zip`,
  },
  {
    name: "Executive headshots",
    type: "Images",
    format: "ZIP",
    size: "136.3 KB",
    href: `/downloads/${fileSlug}-executive-headshots.zip`,
  },
  {
    name: "Company fact sheet",
    type: "Documents",
    format: "PDF",
    size: "58.8 KB",
    href: `/downloads/${fileSlug}-fact-sheet.pdf`,
  },
];
