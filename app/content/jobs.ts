// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { brand, contactPoints } from "./site";

export type CompanyValue = { title: string; description: string; icon: string };

export const careersIntro = `${brand.name} is a young, fast-growing IT services company in ${contactPoints.address.city}, ${contactPoints.address.region}. We run infrastructure, pipelines and AI automation for businesses that cannot afford downtime, and we hire people who like owning outcomes.`;

export const companyValues: CompanyValue[] = [
  {
    title: "Innovation",
    description:
      "We try new tools on our own infrastructure first, keep what earns its place and retire what does not. Every engineer gets time each sprint to improve how we work.",
    icon: "lightbulb",
  },
  {
    title: "Collaboration",
    description:
      "Engineers, analysts and account leads share one backlog with the customer. Reviews are kind and specific, and nobody is left alone with a 3 a.m. incident.",
    icon: "handshake",
  },
  {
    title: "Growth",
    description:
      "A yearly learning budget, paid certification exams and a mentor from day one. We promote from within and write down what each level expects.",
    icon: "trending",
  },
  {
    title: "Impact",
    description:
      "Our customers are clinics, manufacturers, retailers and accounting firms across Ontario. The systems you build keep their doors open and their data safe.",
    icon: "target",
  },
];

export type EmploymentType = "Full-time" | "Contract";

/**
 * Expected pay as Ontario's Employment Standards Act asks a public posting to state it (since
 * 1 January 2026): a range no wider than $50,000 for roles paying up to $200,000 a year, checked by
 * app/features/careers/pay-range.ts. A year for salaried roles, an hour for contracts.
 */
export type PayRange = {
  currency: "CAD";
  min: number;
  max: number;
  unit: "YEAR" | "HOUR";
};

export type JobOpening = {
  id: string;
  title: string;
  location: string;
  department: string;
  type: EmploymentType;
  /** The summary the list shows and the job page opens with. */
  description: string;
  datePosted: string;
  /** The closing date (ISO, inclusive): after it the posting leaves the site (app/features/careers/open-jobs.ts). */
  validThrough: string;
  /** Whether the posting is for a vacancy that exists today (the Act asks postings to say so). */
  existingVacancy: boolean;
  pay: PayRange;
  /** For JobPosting structured data: the city of an on-site role, null when remote anywhere in Canada. */
  city: string | null;
  remote: boolean;
  responsibilities: string[];
  requirements: string[];
  offer: string[];
};

/** The five openings, as the spec's table lists them, each with its full posting. */
export const jobOpenings: JobOpening[] = [
  {
    id: "sse-backend",
    title: "Senior Software Engineer Backend",
    location: "Barrie ON, remote optional",
    department: "Engineering",
    type: "Full-time",
    description:
      "Design and build the TypeScript and Go services behind our managed-services platform: ticket automation, billing integrations and the customer API. You will lead design reviews and mentor two intermediate developers.",
    datePosted: "2026-11-18",
    validThrough: "2027-01-31",
    existingVacancy: true,
    pay: { currency: "CAD", min: 120000, max: 145000, unit: "YEAR" },
    city: "Barrie",
    remote: true,
    responsibilities: [
      "Design, build and run the TypeScript and Go services for ticket automation, billing integrations and the customer API.",
      "Lead design reviews and write short decision records that explain why each service is built the way it is.",
      "Mentor two intermediate developers through pairing, code review and a growth plan you agree on together.",
      "Own your services in production: dashboards, alerts and a place in a fair on-call rotation, one week in six.",
      "Work with account leads to turn customer problems into small increments that ship every week.",
    ],
    requirements: [
      "Six or more years building backend services, at least two of them in TypeScript (Node.js) or Go.",
      "Solid PostgreSQL skills: schema design, query tuning and migrations that run without downtime.",
      "Experience designing REST APIs, working with queues and building idempotent integrations with third-party systems.",
      "Comfort with containers, CI/CD pipelines and observability (logs, metrics and traces).",
      "Clear written communication: you can explain a trade-off to an engineer and to a customer.",
    ],
    offer: [
      "A permanent full-time position with a three-month onboarding plan.",
      "Work from our Barrie office, from home or a mix of both; the team meets in person one day a month.",
      "Health, dental and vision coverage from your first day, and a 4% RRSP match.",
      "Four weeks of vacation, plus the office closure between Christmas and New Year's Day.",
      "A $2,000 yearly learning budget and paid certification exams.",
    ],
  },
  {
    id: "cloud-architect",
    title: "Cloud Solutions Architect",
    location: "Toronto",
    department: "Cloud Services",
    type: "Full-time",
    description:
      "Plan migrations and landing zones on AWS, Azure and our own Canadian-hosted cloud for mid-sized customers. You own the architecture from discovery workshop to the hand-over runbook.",
    datePosted: "2026-11-16",
    validThrough: "2027-01-31",
    existingVacancy: true,
    pay: { currency: "CAD", min: 135000, max: 165000, unit: "YEAR" },
    city: "Toronto",
    remote: false,
    responsibilities: [
      "Lead discovery workshops and turn what you learn into migration plans that customers can approve.",
      "Design landing zones on AWS, Azure and our Canadian-hosted cloud: identity, networking, logging and cost controls.",
      "Estimate effort and cost, and present the options and their trade-offs to technical and business leaders.",
      "Guide the delivery team through each migration and hand over a runbook the customer's own team can follow.",
      "Keep our reference architectures and Terraform blueprints up to date.",
    ],
    requirements: [
      "Eight or more years in infrastructure or cloud engineering, including three designing multi-account or multi-subscription environments.",
      "Deep knowledge of AWS or Azure and working knowledge of the other; a professional-level certification is an asset.",
      "Infrastructure as code with Terraform, and a sound grasp of networking, identity and security controls.",
      "Experience with data residency and privacy requirements such as PIPEDA.",
      "Confidence presenting to executives and writing proposals.",
    ],
    offer: [
      "A permanent full-time position based at our Toronto office, with up to two days a week from home.",
      "Health, dental and vision coverage from your first day, and a 4% RRSP match.",
      "Four weeks of vacation.",
      "Paid certification exams and a $2,000 yearly learning budget.",
      "Visits to customer sites in Ontario paid at cost; overnight travel is rare.",
    ],
  },
  {
    id: "cyber-analyst",
    title: "Cybersecurity Analyst",
    location: "Remote Canada",
    department: "Security",
    type: "Full-time",
    description:
      "Monitor customer environments in our security operations centre, triage alerts, run phishing simulations and help small businesses meet insurer and PIPEDA requirements.",
    datePosted: "2026-11-20",
    validThrough: "2027-02-15",
    existingVacancy: true,
    pay: { currency: "CAD", min: 75000, max: 92000, unit: "YEAR" },
    city: null,
    remote: true,
    responsibilities: [
      "Monitor customer environments from our security operations centre and triage alerts from endpoint, SIEM and email security tools.",
      "Investigate incidents, contain threats and write clear incident reports for customers.",
      "Run phishing simulations and short awareness sessions for customer staff.",
      "Help small businesses answer insurer questionnaires and meet PIPEDA requirements.",
      "Tune detection rules so that the alerts that reach people are the ones that matter.",
    ],
    requirements: [
      "Two or more years in security operations, incident response or systems administration.",
      "Hands-on experience with a SIEM and an endpoint detection and response tool.",
      "A good understanding of Windows, Microsoft 365 and common network attacks.",
      "A certification such as Security+, CySA+ or GCIH, or the plan to earn one in your first year; we pay for the exam.",
      "Calm, careful writing: customers read your reports.",
    ],
    offer: [
      "A permanent full-time position, fully remote from anywhere in Canada, with a laptop and a home-office allowance.",
      "Day shifts Monday to Friday, and a paid on-call rotation of one week in five.",
      "Health, dental and vision coverage from your first day, and a 4% RRSP match.",
      "Three weeks of vacation, rising to four after two years.",
      "Paid certification exams and a $2,000 yearly learning budget.",
    ],
  },
  {
    id: "pm-ai",
    title: "Product Manager AI Platforms",
    location: "Barrie",
    department: "Product",
    type: "Full-time",
    description:
      "Shape our AI automation products, from support chat to document extraction. You will interview customers, write clear problem statements and decide what ships, with responsible-AI reviews built in.",
    datePosted: "2026-11-12",
    validThrough: "2027-02-28",
    existingVacancy: true,
    pay: { currency: "CAD", min: 110000, max: 135000, unit: "YEAR" },
    city: "Barrie",
    remote: false,
    responsibilities: [
      "Own the roadmap of our AI automation products: support chat, document extraction and workflow assistants.",
      "Interview customers and support staff, and write problem statements the team can build from.",
      "Decide what ships and when, weighing customer value, effort and risk.",
      "Run a responsible-AI review with engineering and security before each release: data handling, evaluation and human oversight.",
      "Measure adoption and outcomes, and report them to customers and to the leadership team.",
    ],
    requirements: [
      "Four or more years in product management, including at least one product built on machine learning or large language models.",
      "An understanding of how language models are evaluated, and of where they fall short.",
      "Experience with business software sold to small and mid-sized companies.",
      "Clear writing, and the habit of making decisions with data.",
      "Familiarity with privacy law and AI risk frameworks is an asset.",
    ],
    offer: [
      "A permanent full-time position at our Barrie office, on site three days a week.",
      "Health, dental and vision coverage from your first day, and a 4% RRSP match.",
      "Four weeks of vacation.",
      "A $2,000 yearly learning budget and one industry conference a year.",
      "A direct say in products used by clinics, manufacturers and accounting firms across Ontario.",
    ],
  },
  {
    id: "devops-engineer",
    title: "DevOps Engineer",
    location: "Remote Canada",
    department: "Engineering",
    type: "Contract",
    description:
      "A six-month contract to build CI/CD pipelines, Terraform modules and Kubernetes observability for two customer migrations, with the option to extend.",
    datePosted: "2026-11-24",
    validThrough: "2027-01-31",
    existingVacancy: true,
    pay: { currency: "CAD", min: 75, max: 95, unit: "HOUR" },
    city: null,
    remote: true,
    responsibilities: [
      "Build CI/CD pipelines for two customer migrations to Kubernetes.",
      "Write reusable Terraform modules for networks, clusters and managed databases.",
      "Set up observability: metrics, logs, traces and alerts that point to the cause.",
      "Document what you build so that each customer's team can run it after the hand-over.",
      "Pair with our permanent engineers and share what you know.",
    ],
    requirements: [
      "Three or more years in DevOps or platform engineering.",
      "Production experience with Kubernetes, Helm and Terraform.",
      "CI/CD with GitHub Actions or GitLab CI.",
      "Prometheus and Grafana, or a similar monitoring stack.",
      "Available to start within four weeks, for six months at about 40 hours a week.",
    ],
    offer: [
      "A six-month contract with the option to extend.",
      "Fully remote from anywhere in Canada, with core hours from 10:00 to 15:00 Eastern time.",
      "Your hours paid every two weeks.",
      "A laptop, access to our tooling and a team that reviews your work with care.",
      "A path to a permanent role if we both want one.",
    ],
  },
];

export function applyHref(title: string): string {
  return `/careers/apply?jobTitle=${encodeURIComponent(title)}`;
}

export const generalInquiryHref = "/contact?subject=General%20Career%20Inquiry";

/** What the careers page shows for each employment type (the type itself stays the key). */
export const employmentTypeLabels: Record<EmploymentType, string> = {
  "Full-time": "Full-time",
  Contract: "Contract",
};

export const employmentTypeSchema: Record<EmploymentType, "FULL_TIME" | "CONTRACTOR"> = {
  "Full-time": "FULL_TIME",
  Contract: "CONTRACTOR",
};

export const resumeCall = {
  title: "Don't see the right role?",
  text: `We are always glad to hear from engineers, analysts and project leads who want to build in ${contactPoints.address.city}. Send us your résumé and tell us what you would like to work on.`,
};

/** The careers page's own words around the openings and values. */
export const careersPageCopy = {
  metaTitle: "Careers",
  metaDescription: `Join ${brand.name}: open roles in engineering, cloud, security and product in ${contactPoints.address.city}, Toronto and remote across Canada.`,
  eyebrow: "Careers",
  title: `Careers at ${brand.shortName}`,
  openingsButton: "See Open Positions",
  valuesTitle: "Our values",
  valuesIntro: "What we expect of each other, and what you can expect of us.",
  openingsTitle: "Current openings",
  resumeButton: "Submit Your Resume",
};

/** The openings list: screen-reader labels, the apply link and the message when there are none. */
export const jobOpeningsCopy = {
  location: "Location: ",
  department: "Department: ",
  employmentType: "Employment type: ",
  apply: "Apply Now",
  /** The apply link's accessible name; "{title}" is the job's title. */
  applyLabel: "Apply Now: {title}",
  emptyBefore:
    "There are no open positions right now, but we are always glad to meet talented people.",
  emptyLink: "Get in touch through our contact page",
  emptyAfter: "and tell us what you would like to work on.",
  pay: "Pay: ",
};

/**
 * How the company hires, stated once and shown with every posting: Ontario's Employment Standards
 * Act asks a public posting to say whether artificial intelligence screens, assesses or selects
 * applicants. Ours are read by people.
 */
export const hiringPolicy = {
  aiScreening:
    "Applications are read by people. We do not use artificial intelligence to screen, assess or select applicants.",
  existingVacancy: "This posting is for an existing vacancy.",
  futureVacancy:
    "This posting is not for an existing vacancy: it gathers applications for a role we expect to open.",
};

/** The words of a job's own page (/careers/{id}); "{…}" are filled in by the page. */
export const jobPageCopy = {
  /** The page title; "{title}" is the job's. */
  metaTitle: "{title}, careers",
  /** The meta description; unique per job, as it names the job, its place and its pay. */
  metaDescription: `{title} at ${brand.name} ({location}), {pay}: responsibilities, requirements, benefits and how to apply.`,
  breadcrumbLabel: "Breadcrumb",
  factsTitle: "Posting details",
  payLabel: "Expected pay (CAD)",
  /** "{min}" and "{max}" are the amounts, formatted for the page's language. */
  payRange: "{min}–{max}",
  payPerYear: "{range} a year",
  payPerHour: "{range} an hour",
  employmentTypeLabel: "Employment type",
  locationLabel: "Location",
  departmentLabel: "Department",
  postedLabel: "Posted",
  closingLabel: "Applications close",
  vacancyLabel: "Vacancy",
  aiLabel: "Use of artificial intelligence",
  responsibilitiesTitle: "What you will do",
  requirementsTitle: "What you bring",
  offerTitle: "What we offer",
  applyTitle: "Ready to apply?",
  /** "{date}" is the closing date. */
  applyText: "Send your résumé and, if you like, a cover letter by {date}. We answer every application.",
  apply: "Apply Now",
  /** The apply link's accessible name; "{title}" is the job's title. */
  applyLabel: "Apply Now: {title}",
  allOpenings: "All openings",
  notFound: {
    title: "Job Not Found",
    description: "This job posting does not exist or has closed. See the current openings on our careers page.",
  },
};
