// Relative imports only: react-router.config.ts loads content modules outside Vite.
// Type-only import: content never pulls feature code into the config loader.
import type { ComponentSeed } from "../features/status/status";
import type { PluralForms } from "../lib/format";
import { productName, site } from "./site";

/** Typed as every language's forms, so translations add the categories their language has. */
const forms = (value: PluralForms): PluralForms => value;

const healthy = (): ComponentSeed["history"] => [
  { minutesAgo: 60, status: "operational" },
  { minutesAgo: 30, status: "operational" },
  { minutesAgo: 15, status: "operational" },
];

const cloudId = `${site.productPrefix.toLowerCase().replace(/[^a-z0-9]/g, "")}cloud`;

/** The hard-coded board the spec describes: the support portal is degraded and email is partly down. */
export const statusComponents: ComponentSeed[] = [
  {
    id: "website",
    name: "Website",
    status: "operational",
    checkedSecondsAgo: 12,
    history: healthy(),
  },
  { id: "api", name: "API", status: "operational", checkedSecondsAgo: 18, history: healthy() },
  {
    id: cloudId,
    name: productName("Cloud"),
    status: "operational",
    checkedSecondsAgo: 25,
    history: healthy(),
  },
  {
    id: "auth",
    name: "Authentication",
    status: "operational",
    checkedSecondsAgo: 9,
    history: healthy(),
  },
  {
    id: "support_portal",
    name: "Support Portal",
    status: "degraded_performance",
    message:
      "Ticket pages are loading slowly. Tickets are still received and answered; our team is investigating.",
    checkedSecondsAgo: 31,
    history: [
      { minutesAgo: 60, status: "operational" },
      { minutesAgo: 30, status: "degraded_performance" },
      { minutesAgo: 15, status: "degraded_performance" },
    ],
  },
  {
    id: "payment_processing",
    name: "Payment Processing",
    status: "operational",
    checkedSecondsAgo: 40,
    history: healthy(),
  },
  {
    id: "email_services",
    name: "Email Services",
    status: "partial_outage",
    message:
      "Some notification and invoice emails are delayed. They are queued and will be delivered once our mail provider recovers.",
    checkedSecondsAgo: 6,
    history: [
      { minutesAgo: 60, status: "operational" },
      { minutesAgo: 30, status: "degraded_performance" },
      { minutesAgo: 15, status: "partial_outage" },
    ],
  },
];

export const statusCopy = {
  title: "System Status",
  intro: `Current health of the ${site.shortName} website, API, cloud platform and support services. This page checks again every minute.`,
  metaDescription: `Live status of the ${site.shortName} website, API, ${productName("Cloud")}, authentication, support portal, payments and email services.`,
  componentsTitle: "Components",
  helpTitle: "Need Help?",
  helpText:
    "If something is not working for you and it is not listed here, tell us. Our support team answers around the clock for managed-services customers.",
};

/** The board's wording: status labels, times and controls ("#" is the number in plural forms). */
export const statusBoardCopy = {
  eyebrow: "Status",
  homeLabel: "Home",
  supportCta: "Visit the Support Center",
  contactCta: "Contact Us",
  overallLabels: {
    operational: "All Systems Operational",
    degraded_performance: "Degraded Performance",
    partial_outage: "Partial Outage",
    major_outage: "Major Outage",
    maintenance: "Under Maintenance",
  },
  componentLabels: {
    operational: "Operational",
    degraded_performance: "Degraded Performance",
    partial_outage: "Partial Outage",
    major_outage: "Major Outage",
    maintenance: "Under Maintenance",
  },
  lastUpdated: "Last updated:",
  lastChecked: "Last checked:",
  checking: "Checking…",
  refreshingStatus: "Refreshing status…",
  refreshing: "Refreshing...",
  refresh: "Refresh Status",
  historyOf: "Recent history of {name}",
  relative: {
    justNow: "just now",
    minutes: forms({ one: "# minute ago", other: "# minutes ago" }),
    hours: forms({ one: "# hour ago", other: "# hours ago" }),
    days: forms({ one: "# day ago", other: "# days ago" }),
  },
};
