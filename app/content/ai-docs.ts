// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { brand, productName } from "./site";

export type AiSectionId = "introduction" | "coreModels" | "ethicalAi" | "apiEndpoints" | "useCases";

export const aiSections: Array<{ id: AiSectionId; title: string }> = [
  { id: "introduction", title: "Introduction" },
  { id: "coreModels", title: "Core Models" },
  { id: "ethicalAi", title: "Ethical AI" },
  { id: "apiEndpoints", title: "API Endpoints" },
  { id: "useCases", title: "Use Cases" },
];

export const aiDocsCopy = {
  title: "AI Documentation",
  intro: `The models behind ${brand.shortName} AI automation, how we use them responsibly, and how to call them from your own systems.`,
  metaDescription: `${brand.shortName} AI models, ethical AI principles, the completions endpoint and real use cases for developers building on our AI automation.`,
  introduction: [
    `${brand.name} builds AI automation for businesses that need answers they can trust: support assistants that know your products, document extraction that feeds your accounting system, and forecasts that warn you before a server or a supply line fails.`,
    "The models on this page run in Canadian data centres. Your prompts and documents are not used to train shared models, and every production deployment starts with a review of the data it will see and the decisions it may influence.",
    "You reach the models through the same REST API as the rest of our platform, with the same Bearer tokens and rate limits.",
  ],
  modelZoo: {
    text: "The Model Zoo will let you browse and try every model version we host, with its evaluation results.",
    button: "Access Model Zoo",
    notice:
      "The Model Zoo is not implemented yet. Contact AI Support if you need a model that is not listed here.",
  },
  endpointsIntro: [
    "Every AI endpoint takes a JSON body and needs a Bearer token from POST /auth/token, exactly like the rest of the API.",
    "The completions endpoint below is the documented example. Classification and extraction endpoints follow the same shape and are enabled per project.",
  ],
  supportText:
    "Questions about models, data handling or a specific use case? Our AI team answers within one business day.",
};

export type AiModel = {
  name: string;
  id: string;
  purpose: string;
  details: string[];
  icon: string;
};

export const coreModels: AiModel[] = [
  {
    name: productName("JLM"),
    id: "jlm-ops-1",
    purpose: "A compact language model tuned for IT operations and business writing.",
    details: [
      "Summarises tickets, incidents and long email threads",
      "Drafts customer replies in your tone for a person to approve",
      "8,000-character prompts, completions up to 1,024 tokens",
    ],
    icon: "brain",
  },
  {
    name: productName("DocSense"),
    id: "docsense-2",
    purpose: "Reads invoices, purchase orders and forms and returns structured fields.",
    details: [
      "PDF, scanned image and email attachment input",
      "A confidence score for every field, so low scores go to a person",
      "English and French documents",
    ],
    icon: "file",
  },
  {
    name: productName("Forecast"),
    id: "forecast-1",
    purpose: "Time-series forecasting and anomaly detection for operations data.",
    details: [
      "Disk, CPU and network trends from our monitoring platform",
      "Sales and inventory series from your ERP",
      "Explains each alert with the data points that caused it",
    ],
    icon: "trending",
  },
  {
    name: productName("Sentinel"),
    id: "sentinel-1",
    purpose: "Scores sign-ins and network events for signs of account takeover.",
    details: [
      "Trained on anonymised events from our security operations centre",
      "Flags, never blocks, until you approve an automatic response",
      "Every score comes with the top contributing signals",
    ],
    icon: "shield",
  },
];

export const ethicalPrinciples: Array<{ title: string; description: string }> = [
  {
    title: "People stay in charge",
    description:
      "Our models draft, classify and warn. Decisions that affect a person's job, credit, health or access are always made by a person, and our tools show them the evidence.",
  },
  {
    title: "Your data stays yours",
    description:
      "Customer prompts and documents are processed in Canada, kept only as long as the project requires, and never used to train models for other customers.",
  },
  {
    title: "Transparency",
    description:
      "Every response names the model and version that produced it, and every deployment has a plain-language description of what the model does and does not do.",
  },
  {
    title: "Fairness testing",
    description:
      "Before launch and every quarter after, we test models for uneven error rates across languages, regions and customer groups, and publish the results to the customer.",
  },
  {
    title: "Privacy by design",
    description:
      "We remove personal information a task does not need before it reaches a model, and we follow PIPEDA and Ontario's guidance on automated decision-making.",
  },
];

export const aiUseCases: Array<{ title: string; description: string; icon: string }> = [
  {
    title: "Support ticket triage",
    description:
      "A 40-person accounting firm routes incoming tickets by urgency and topic, with a summary for the technician. First responses went from four hours to twenty minutes.",
    icon: "headphones",
  },
  {
    title: "Invoice processing",
    description:
      "A distributor in Simcoe County turns supplier invoices into draft entries in its accounting system; staff review only the fields the model is unsure about.",
    icon: "file",
  },
  {
    title: "Predictive maintenance",
    description:
      "A manufacturer gets a warning days before a disk or a line controller fails, with the readings that triggered it, so repairs happen during planned downtime.",
    icon: "settings",
  },
  {
    title: "Sign-in risk scoring",
    description:
      "A dental group sees risky sign-ins flagged in real time and resets compromised accounts before any patient data is touched.",
    icon: "lock",
  },
];

/** The AI reference's own words around the models and the example endpoint. */
export const aiDocsUi = {
  eyebrow: "Developers",
  homeLabel: "Home",
  onThisPage: "On this page",
  helpTitle: "Need help with AI?",
  contactCta: "Contact AI Support",
  rateLimit:
    "Rate limit: {count} requests per minute per API key, shared with the rest of the API.",
  apiDocsSentence: "Authentication, errors and the other endpoints are in the {link}.",
  apiDocsLink: "API documentation",
  copy: {
    button: "Copy",
    success: "Copied to clipboard",
    successDescription: "The code sample is ready to paste.",
    failure: "Copy Failed",
    failureDescription:
      "Could not copy the code to your clipboard. Select the text and copy it instead.",
  },
  requestExample: "Request example: {name}",
  responseExample: "Response example: {name}",
  authRequired: "Auth Required",
  public: "Public",
};
