// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { brand, productName } from "./site";

export type Faq = { question: string; answer: string };
export type SupportTile = { title: string; description: string; icon: string; href: string };

export const departments = [
  { value: "technical_support", label: "Technical Support" },
  { value: "billing_inquiries", label: "Billing Inquiries" },
  { value: "sales_questions", label: "Sales Questions" },
  { value: "general_feedback", label: "General Feedback" },
] as const;

export type Department = (typeof departments)[number]["value"];

export const supportMeta = {
  title: "Support Center",
  description: `Search answers to common questions, browse the knowledge base or submit a support ticket to the ${brand.name} team.`,
};

export const supportHero = {
  eyebrow: "Support Center",
  title: "How can we help?",
  intro:
    "Search the most common questions, read step-by-step guides, or open a ticket with the right team.",
  searchLabel: "Search FAQs",
  searchPlaceholder: "Try “backup”, “invoice” or “password”",
};

export const supportTilesHeading = "Ways to get help";

export const supportTiles: SupportTile[] = [
  {
    title: "FAQs",
    description: "Quick answers about onboarding, billing, security and response times.",
    icon: "message",
    href: "#faq",
  },
  {
    title: "Knowledge Base",
    description: "Guides and articles from our engineers on cloud, security, DevOps and AI.",
    icon: "book",
    href: "/blog",
  },
  {
    title: "Submit a Ticket",
    description: "Send a request to technical support, billing, sales or our feedback team.",
    icon: "headphones",
    href: "#submit-ticket",
  },
];

export const faqHeading = "Frequently asked questions";
export const faqNoMatch =
  "No FAQs match your search term. Try a different query or submit a ticket.";
/** How many questions the search shows, of how many: "{count}" shown, "{total}" in all. */
export const faqMatchCount = {
  one: "{count} of {total} questions match your search.",
  other: "{count} of {total} questions match your search.",
};

export const faqs: Faq[] = [
  {
    question: "How quickly will you respond to a support request?",
    answer:
      "Critical incidents such as an outage or a suspected breach reach an engineer within 15 minutes, 24/7, when reported by phone or marked Critical in a ticket. Standard tickets are answered within 4 business hours, Monday to Friday 9:00 AM to 6:00 PM EST.",
  },
  {
    question: "How do I reset my password or unlock my account?",
    answer:
      "Use 'Forgot password' on your sign-in page to receive a reset link by email; it expires after 30 minutes. If your account is locked after five failed attempts, submit a ticket to Technical Support and we will verify your identity by phone before unlocking it.",
  },
  {
    question: "Where is my data stored and how often is it backed up?",
    answer: `Client data and backups stay in Canadian data centres in Ontario and Quebec. Managed servers and Microsoft 365 mailboxes are backed up every night, kept for 30 days, and restore-tested every quarter; ${productName("Cloud")} customers can choose hourly snapshots.`,
  },
  {
    question: "How does billing work and can I change my plan?",
    answer:
      "Plans are billed per user each month, or annually with a discount, by invoice or credit card. You can add users at any time and they are prorated on your next invoice; moving to a smaller plan takes effect at the start of your next billing period.",
  },
  {
    question: "Can your AI assistants work with our own documents safely?",
    answer:
      "Yes. Assistants are trained only on the folders you approve, run in a Canadian region, and never use your data to train shared models. Every answer cites its source document, and actions such as refunds or account changes always wait for a person to approve them.",
  },
];

export const ticketCopy = {
  title: "Submit a ticket",
  intro:
    "All fields are required. Tickets reach the chosen team's queue immediately and you receive replies by email.",
  subjectPlaceholder: "Outlook keeps asking for my password",
  departmentPlaceholder: "Select a department",
  submit: "Submit Ticket",
  submitting: "Submitting...",
};

/** The ticket form's field labels. */
export const ticketFieldCopy = {
  name: "Name",
  emailAddress: "Email",
  subject: "Subject",
  department: "Department",
  message: "Message",
  /** After the message's character count ("12 / 2000 characters"). */
  characters: "characters",
};

/** The messages shown under the ticket form's fields ("{max}" is the field's limit). */
export const ticketValidation = {
  name: "Enter your name.",
  emailRequired: "Enter your email address.",
  emailFormat: "Enter a valid email address, for example name@company.ca.",
  subject: "Enter a subject.",
  department: "Choose a department.",
  message: "Describe your request.",
  tooLong: "Use at most {max} characters.",
};

export const ticketToasts = {
  incomplete: {
    title: "Incomplete Form",
    description: "Please fill out all fields before submitting.",
  },
  invalidEmail: {
    title: "Invalid Email",
    description: "Please enter a valid email address, for example name@company.ca.",
  },
  submittedTitle: "Ticket Submitted!",
  /** "{name}" is the name the visitor typed. */
  submittedDescription:
    "Thank you, {name}. Your ticket has been recorded and our support team will reply by email within 4 business hours.",
  /** After a submission the browser sent itself (before the page was interactive): no name to hand. */
  submittedDescriptionNative:
    "Thank you. Your ticket has been recorded and our support team will reply by email within 4 business hours.",
};

/** `topic=` values other pages link with, and how each one starts a ticket. */
export const ticketTopics: Record<
  string,
  { department: Department; subject: string; message: string; note: string }
> = {
  ai: {
    department: "technical_support",
    subject: "AI platform question",
    message:
      "I have a question about your AI models or API. What I am trying to do, and what happens instead (include request IDs or error messages if you have them):",
    note: "We started an AI support ticket for you: it goes straight to our AI engineers in Technical Support.",
  },
};
