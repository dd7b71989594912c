// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { site } from "./site";

export type CompanyValue = { title: string; description: string; icon: string };

export const careersIntro = `${site.name} is a young, fast-growing IT services company in ${site.address.city}, ${site.address.region}. We run infrastructure, pipelines and AI automation for businesses that cannot afford downtime, and we hire people who like owning outcomes.`;

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

export type JobOpening = {
  id: string;
  title: string;
  location: string;
  department: string;
  type: EmploymentType;
  description: string;
  datePosted: string;
  /** For JobPosting structured data: the city of an on-site role, null when remote anywhere in Canada. */
  city: string | null;
  remote: boolean;
};

/** The five openings, exactly as the spec's table lists them. */
export const jobOpenings: JobOpening[] = [
  {
    id: "sse-backend",
    title: "Senior Software Engineer Backend",
    location: "Barrie ON, remote optional",
    department: "Engineering",
    type: "Full-time",
    description:
      "Design and build the TypeScript and Go services behind our managed-services platform: ticket automation, billing integrations and the customer API. You will lead design reviews and mentor two intermediate developers.",
    datePosted: "2025-04-28",
    city: "Barrie",
    remote: true,
  },
  {
    id: "cloud-architect",
    title: "Cloud Solutions Architect",
    location: "Toronto",
    department: "Cloud Services",
    type: "Full-time",
    description:
      "Plan migrations and landing zones on AWS, Azure and our own Canadian-hosted cloud for mid-sized customers. You own the architecture from discovery workshop to the hand-over runbook.",
    datePosted: "2025-04-14",
    city: "Toronto",
    remote: false,
  },
  {
    id: "cyber-analyst",
    title: "Cybersecurity Analyst",
    location: "Remote Canada",
    department: "Security",
    type: "Full-time",
    description:
      "Monitor customer environments in our security operations centre, triage alerts, run phishing simulations and help small businesses meet insurer and PIPEDA requirements.",
    datePosted: "2025-05-02",
    city: null,
    remote: true,
  },
  {
    id: "pm-ai",
    title: "Product Manager AI Platforms",
    location: "Barrie",
    department: "Product",
    type: "Full-time",
    description:
      "Shape our AI automation products, from support chat to document extraction. You will interview customers, write clear problem statements and decide what ships, with responsible-AI reviews built in.",
    datePosted: "2025-03-31",
    city: "Barrie",
    remote: false,
  },
  {
    id: "devops-engineer",
    title: "DevOps Engineer",
    location: "Remote Canada",
    department: "Engineering",
    type: "Contract",
    description:
      "A six-month contract to build CI/CD pipelines, Terraform modules and Kubernetes observability for two customer migrations, with the option to extend.",
    datePosted: "2025-05-06",
    city: null,
    remote: true,
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
  text: `We are always glad to hear from engineers, analysts and project leads who want to build in ${site.address.city}. Send us your résumé and tell us what you would like to work on.`,
};

/** The careers page's own words around the openings and values. */
export const careersPageCopy = {
  metaTitle: "Careers",
  metaDescription: `Join ${site.name}: open roles in engineering, cloud, security and product in ${site.address.city}, Toronto and remote across Canada.`,
  eyebrow: "Careers",
  title: `Careers at ${site.shortName}`,
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
};
