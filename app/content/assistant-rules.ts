/**
 * The assistant chat's keyword groups and replies. Loaded with the chat, not with the page.
 * Relative imports only: react-router.config.ts loads content.
 */
import { brand, contactPoints } from "./site";
import type { AssistantRule } from "./nav";

/** The spec's keyword groups, in the spec's order: the first group with a matching keyword wins. */
export const assistantRules: AssistantRule[] = [
  {
    group: "greetings",
    // Bare "hi" and "hey" are left out: as substrings they would turn "this" or "they" into a greeting.
    keywords: [
      "hello",
      "hi there",
      "hey there",
      "hiya",
      "howdy",
      "greetings",
      "good morning",
      "good afternoon",
      "good evening",
    ],
    response: `Hello! Welcome to ${brand.name}. I can help you find our services, pricing, support or contact details. What would you like to know?`,
  },
  {
    group: "goodbye",
    keywords: ["bye", "see you", "farewell"],
    response: `Goodbye, and thanks for visiting ${brand.name}! The assistant button stays in the corner whenever you need it.`,
  },
  {
    group: "help or support",
    keywords: ["help", "support"],
    response:
      "Our Support Centre has answers to common questions, a knowledge base and a ticket form; our help desk replies to tickets within one business day.",
    navPath: "/support",
    navText: "Go to the Support Centre",
  },
  {
    group: "contact",
    keywords: ["contact", "email", "phone"],
    response: `You can email ${contactPoints.mailboxes.general}, call ${contactPoints.phone.display} (Monday to Friday, 9 AM to 6 PM Eastern) or send us a message from the contact page.`,
    navPath: "/contact",
    navText: "Open the contact page",
  },
  {
    group: "pricing",
    keywords: ["price", "pricing", "cost"],
    response:
      "Our plans are billed monthly or annually, and annual subscriptions are 25% off during our current sale. The pricing page compares every plan.",
    navPath: "/pricing",
    navText: "View pricing",
  },
  {
    group: "about",
    keywords: ["about", "company"],
    response: `${brand.name} was founded in ${brand.founded} in ${contactPoints.address.city}, ${contactPoints.address.region}. We run managed IT, DevOps, AI automation and security for growing businesses.`,
    navPath: "/about",
    navText: "Read our story",
  },
  {
    group: "services",
    keywords: ["services", "msp", "devops"],
    response:
      "We offer managed IT (MSP) with 24/7 monitoring, DevOps pipelines, cloud hosting and security operations, run by one accountable team.",
    navPath: "/services/msp-devops",
    navText: "Explore MSP & DevOps",
  },
  {
    group: "products",
    keywords: ["products", "solutions"],
    response:
      "Our marketplace lists eight ready-to-deploy products, from automation and security to analytics and CRM, with monthly pricing.",
    navPath: "/marketplace",
    navText: "Browse the marketplace",
  },
  {
    group: "blog",
    keywords: ["blog", "articles", "news"],
    response:
      "Our blog covers AI, cloud security, DevOps and digital transformation, with new articles every month.",
    navPath: "/blog",
    navText: "Read the blog",
  },
  {
    group: "privacy",
    keywords: ["privacy", "policy"],
    response:
      "Our privacy policy explains what we collect, why, how long we keep it and how to exercise your rights under Canadian privacy law.",
    navPath: "/privacy-policy",
    navText: "Read the privacy policy",
  },
  {
    group: "terms",
    keywords: ["terms", "service"],
    response: "Our terms of service set out how our services and this website may be used.",
    navPath: "/terms-of-service",
    navText: "Read the terms of service",
  },
  {
    group: "thanks",
    keywords: ["thanks", "thank you"],
    response: "You're welcome! Is there anything else I can help you find?",
  },
];
