// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { brand, contactPoints, formatAddress } from "./site";

export const inquiryTypes = [
  { value: "general_inquiry", label: "General Inquiry" },
  { value: "sales_question", label: "Sales Question" },
  { value: "demo_request", label: "Demo Request" },
  { value: "partnership_opportunity", label: "Partnership Opportunity" },
  { value: "support_request", label: "Support Request" },
] as const;

export type InquiryType = (typeof inquiryTypes)[number]["value"];

export const contactMeta = {
  title: "Contact Us",
  description: `Reach the ${brand.name} team in ${contactPoints.address.city}, ${contactPoints.address.region}: send a message, request a demo, or find our hours and office address.`,
};

export const contactHero = {
  eyebrow: "Contact",
  title: `Talk to ${brand.shortName}`,
  intro:
    "Questions about a service, a quote for your team or a demo of a product: send us a message and a specialist, not a bot, will reply within one business day.",
};

export const companyDetails = {
  title: "Company details",
  name: brand.legalName,
  address: formatAddress(),
  phone: contactPoints.phone,
  mailboxes: [
    { label: "General enquiries", address: contactPoints.mailboxes.general },
    { label: "Sales", address: contactPoints.mailboxes.sales },
    { label: "Support", address: contactPoints.mailboxes.support },
  ],
};

export const businessHours = {
  title: "Business hours",
  rows: [
    { days: "Monday to Friday", hours: "9:00 AM to 6:00 PM EST" },
    { days: "Saturday", hours: "Closed" },
    { days: "Sunday", hours: "Closed" },
  ],
  note: "Managed IT clients reach our 24/7 operations line at any hour through their support portal.",
};

export const supportPointer = {
  title: "Already a client?",
  text: "For help with an existing service, the Support Center has answers to common questions and a ticket form routed to the right team.",
  linkText: "Visit the Support Center",
  href: "/support",
};

export const contactFormCopy = {
  title: "Send us a message",
  intro: "Fields marked with an asterisk are required.",
  submit: "Send Message",
  submitting: "Sending...",
  inquiryPlaceholder: "Select an inquiry type",
};

/** The contact form's field labels. */
export const contactFieldCopy = {
  name: "Name",
  emailAddress: "Email",
  company: "Company (optional)",
  phone: "Phone (optional)",
  inquiryType: "Inquiry type",
  message: "Message",
  /** After the message's character count ("12 / 2000 characters"). */
  characters: "characters",
};

/** The messages shown under the contact form's fields ("{max}" is the field's limit). */
export const contactValidation = {
  name: "Enter your name.",
  emailRequired: "Enter your email address.",
  emailFormat: "Enter a valid email address, for example name@company.ca.",
  inquiryType: "Choose an inquiry type.",
  message: "Enter your message.",
  tooLong: "Use at most {max} characters.",
};

export const contactToasts = {
  incomplete: {
    title: "Incomplete Form",
    description: "Please fill out all required fields (Name, Email, Inquiry Type, Message).",
  },
  invalidEmail: {
    title: "Invalid Email",
    description: "Please enter a valid email address, for example name@company.ca.",
  },
  sentTitle: "Message Sent!",
  /** "{name}" is the name the visitor typed. */
  sentDescription:
    "Thank you, {name}. Your message has been recorded and our team will reply within one business day.",
  /** After a submission the browser sent itself (before the page was interactive): no name to hand. */
  sentDescriptionNative:
    "Thank you. Your message has been recorded and our team will reply within one business day.",
};

export const mapCopy = {
  title: "Find our office",
  frameTitle: `Map of the ${brand.name} office at ${formatAddress()}`,
  placeholderTitle: "Map not loaded",
  placeholderText:
    "The map is provided by OpenStreetMap, which receives your IP address when it loads. It loads automatically once you accept cookies, or now if you choose.",
  showMap: "Show map",
  loadingTitle: "Loading the map…",
  failedTitle: "The map could not be loaded",
  failedText:
    "OpenStreetMap did not answer: you may be offline, or a network or content blocker stopped it. The address above is where to find us.",
  retry: "Try again",
  viewOnOsm: "View on OpenStreetMap",
  newTab: " (opens in a new tab)",
  address: formatAddress(),
};

/** The pricing page's `plan=` values and the plan each one stands for. */
export const planNames: Record<string, { name: string; billing: string }> = {
  "growth-monthly": { name: "Growth Catalyst", billing: "monthly billing" },
  "growth-annual": { name: "Growth Catalyst", billing: "annual billing" },
  "innovation-monthly": { name: "Innovation Accelerator", billing: "monthly billing" },
  "innovation-annual": { name: "Innovation Accelerator", billing: "annual billing" },
  enterprise: { name: "Enterprise Vanguard", billing: "monthly billing" },
  "enterprise-annual": { name: "Enterprise Vanguard", billing: "annual billing" },
  "suite-monthly": { name: "AI Automation Suite", billing: "project or retainer" },
  "suite-annual": { name: "AI Automation Suite", billing: "annual partnership" },
};

/** `subject=` values other pages send, with the inquiry type and opening line each implies. */
export const knownSubjects: Record<string, { inquiryType: InquiryType; opener: string }> = {
  "Project Inquiry": {
    inquiryType: "sales_question",
    opener: "I'd like to discuss a new software project with your team.",
  },
  "Frontend Development Inquiry": {
    inquiryType: "sales_question",
    opener: "I'd like to discuss a frontend development project (web or mobile interface).",
  },
  "Backend Development Inquiry": {
    inquiryType: "sales_question",
    opener: "I'd like to discuss a backend development project (APIs, data or integrations).",
  },
  "Full-Stack Solution Inquiry": {
    inquiryType: "sales_question",
    opener: "I'd like to discuss a full-stack solution, from interface to infrastructure.",
  },
  "DevSecOps Inquiry": {
    inquiryType: "sales_question",
    opener: "I'd like to discuss DevSecOps: secure pipelines, scanning and compliance automation.",
  },
  "General Career Inquiry": {
    inquiryType: "general_inquiry",
    opener: `I'd like to be considered for future roles at ${brand.name}. A short summary of my experience:`,
  },
  "Quote Request": {
    inquiryType: "sales_question",
    opener: "Please send me a quote.",
  },
};

/** The message box's first line for a link's context; "{…}" are filled from the address. */
export const prefillMessages = {
  demo: "I'd like to book a demo of {product}. Our team size and what we hope to achieve:",
  demoNoProduct: "I'd like to book a demo. Our team size and the products we are interested in:",
  assessment:
    "I'd like to request a security assessment with {product}. Our environment (users, devices, cloud services):",
  assessmentNoProduct:
    "I'd like to request a security assessment. Our environment (users, devices, cloud services):",
  aiService: "I'd like to book an AI strategy call about automating work in our business.",
  plan: "I'm interested in the {name} plan ({billing}). Please send me the next steps to get started.",
  quote: "Please send me a quote for: {items}.",
  product: "I'd like to learn more about {items}.",
  unknownSubject: "Subject: {subject}",
};
