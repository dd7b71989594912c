// Relative imports only: react-router.config.ts loads content modules outside Vite.
// Type-only import: content never pulls feature code into the config loader.
import type { ComponentSeed } from "../features/status/status";
import { brand, productName } from "./site";

const healthy = (): ComponentSeed["history"] => [
  { minutesAgo: 60, status: "operational" },
  { minutesAgo: 30, status: "operational" },
  { minutesAgo: 15, status: "operational" },
];

const cloudId = `${brand.productPrefix.toLowerCase().replace(/[^a-z0-9]/g, "")}cloud`;

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
  intro: `Current health of the ${brand.shortName} website, API, cloud platform and support services. This page checks again every minute.`,
  metaDescription: `Live status of the ${brand.shortName} website, API, ${productName("Cloud")}, authentication, support portal, payments and email services.`,
  componentsTitle: "Components",
  helpTitle: "Need Help?",
  helpText:
    "If something is not working for you and it is not listed here, tell us. Our support team answers around the clock for managed-services customers.",
};

/** The board's wording: status labels, times and controls. */
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
  justNow: "just now",
  /** The banner before the first answer from the status service (and in the prerendered page). */
  checkingStatus: "Checking status…",
  exampleNotice:
    "Example data: this site's status service is not connected, so this board shows sample states, not live ones.",
  loadFailed:
    "The status service could not be reached. The last status received is shown; we will try again in a minute.",
  loadFailedEmpty:
    "The status service could not be reached, so the current status is unknown. We will try again in a minute.",
  notChecked: "not checked yet",
  staffReported: "Reported by our team",
  noStaffReport: "no report yet",
  messageCodes: {
    check_failed: "Our automatic check of this service failed.",
    slow: "This service is answering slowly.",
    mail_not_configured:
      "Outgoing email is not set up on this server, so no email is being sent. Messages you send through this site are still received.",
    mail_unreachable:
      "Our mail server cannot be reached. Emails are queued and will be sent once it recovers.",
    password_not_configured: "Staff sign-in is not configured on this server.",
    not_checked: "This service has not been checked yet.",
  },
  uptime: "{uptime}% uptime over the last 90 days",
  noUptime: "No checks recorded in the last 90 days",
  historyStart: "90 days ago",
  historyEnd: "Today",
  historySummary: "Last 90 days: {uptime}% uptime.",
  problemDays: "Days with problems: {days}.",
  noProblemDays: "No problems recorded.",
  noDataDay: "no data",
  dayUptime: "{uptime}% uptime",
  incidentsTitle: "Incidents",
  noIncidents: "No incidents in the last 14 days.",
  openIncident: "Ongoing",
  resolvedIncident: "Resolved",
  impact: "Impact:",
  affected: "Affected:",
  incidentStatuses: {
    investigating: "Investigating",
    identified: "Identified",
    monitoring: "Monitoring",
    resolved: "Resolved",
  },
  feed: "Incident feed (Atom)",
};

/** The staff section of /admin for the status page: loaded with the dashboard, never prerendered. */
export const statusAdminCopy = {
  title: "System Status",
  intro:
    "Set the state of the services the site cannot check by itself, and report incidents. Changes appear on the public status page at once.",
  loading: "Loading the current status…",
  loadFailed: "The current status could not be loaded. Try again in a moment.",
  viewPage: "Open the status page",
  componentsTitle: "Services set by staff",
  componentStatus: "State",
  componentMessage: "Message shown to visitors (optional)",
  saveComponent: "Save {name}",
  savedTitle: "Status updated",
  savedText: "{name} now shows {status}.",
  incidentsTitle: "Incidents",
  newIncidentTitle: "Report an incident",
  incidentTitle: "Title",
  incidentImpact: "Impact",
  incidentComponents: "Affected components",
  incidentStatus: "Stage",
  incidentMessage: "First update",
  createIncident: "Publish incident",
  createdTitle: "Incident published",
  createdText: "It now shows on the status page and in its feed.",
  openIncidentsTitle: "Open incidents",
  noOpenIncidents: "No open incidents.",
  updateStatus: "Next stage",
  updateMessage: "Update",
  postUpdate: "Post update",
  postedTitle: "Update posted",
  postedText: "The incident now reads {status}.",
  failedTitle: "Not saved",
  failedText: "The change could not be saved. Check the fields and try again.",
  validation: {
    required: "This field is required.",
    tooLong: "Use at most {max} characters.",
    control: "Remove the control characters.",
    choice: "Choose one of the options.",
    components: "Choose at least one affected component.",
  },
};
