/**
 * The AI navigation search table: keywords to pages, in priority order. Loaded when a visitor
 * searches, not with the page. Relative imports only: react-router.config.ts loads content.
 */
import { external } from "./site";
import type { SearchIntent } from "./nav";

export const searchIntents: SearchIntent[] = [
  // 1: specific pages and products.
  {
    keywords: ["api documentation", "api docs", "api reference", "rest api", "endpoint"],
    path: "/api-documentation",
    priority: 1,
  },
  { keywords: ["ai documentation", "ai docs"], path: "/ai-documentation", priority: 1 },
  {
    keywords: ["enterprise solution", "erp", "enterprise"],
    path: "/products/enterprise-solution",
    priority: 1,
  },
  {
    keywords: ["ai automation", "automation", "workflow", "chatbot"],
    path: "/products/ai-automation",
    priority: 1,
  },
  {
    keywords: ["business intelligence", "dashboard", "analytics", "reporting"],
    path: "/products/business-intelligence",
    priority: 1,
  },
  {
    keywords: ["security suite", "cybersecurity", "endpoint protection", "antivirus", "firewall"],
    path: "/products/security-suite",
    priority: 1,
  },
  {
    keywords: ["cloud hosting", "hosting", "web server"],
    path: "/services/cloud-hosting",
    priority: 1,
  },
  {
    keywords: ["msp", "managed it", "managed services", "devops", "ci/cd"],
    path: "/services/msp-devops",
    priority: 1,
  },
  { keywords: ["devsecops"], path: "/expertise/devsecops-excellence", priority: 1 },
  {
    keywords: ["frontend", "front-end", "front end"],
    path: "/expertise/frontend-development",
    priority: 1,
  },
  {
    keywords: ["backend", "back-end", "back end"],
    path: "/expertise/backend-development",
    priority: 1,
  },
  { keywords: ["full stack", "full-stack"], path: "/expertise/full-stack-solutions", priority: 1 },
  { keywords: ["request a demo", "book a demo", "demo"], path: "/contact?demo=true", priority: 1 },
  {
    keywords: ["privacy policy", "privacy", "gdpr", "pipeda"],
    path: "/privacy-policy",
    priority: 1,
  },
  {
    keywords: ["terms of service", "terms and conditions", "terms"],
    path: "/terms-of-service",
    priority: 1,
  },
  { keywords: ["cookie policy", "cookies"], path: "/cookie-policy", priority: 1 },
  { keywords: ["acceptable use"], path: "/acceptable-use", priority: 1 },
  {
    keywords: ["leadership", "leaders", "executive", "ceo"],
    path: "/about#leadership",
    priority: 1,
  },
  // 2: sections of the site and sister sites.
  {
    keywords: ["pricing", "price", "plans", "cost", "subscription", "discount"],
    path: "/pricing",
    priority: 2,
  },
  { keywords: ["marketplace", "buy", "shop", "store"], path: "/marketplace", priority: 2 },
  { keywords: ["cart", "basket", "checkout"], path: "/cart", priority: 2 },
  { keywords: ["careers", "career", "jobs", "hiring", "vacanc"], path: "/careers", priority: 2 },
  { keywords: ["press", "media kit", "announcement"], path: "/press", priority: 2 },
  { keywords: ["status", "uptime", "outage", "incident"], path: "/status", priority: 2 },
  { keywords: ["sign in", "signin", "log in", "login", "account"], path: "/login", priority: 2 },
  { keywords: ["community", "forum", "events", "meetup"], path: "/community", priority: 2 },
  { keywords: ["sitemap", "site map", "all pages"], path: "/sitemap", priority: 2 },
  {
    keywords: ["finance", "financial", "bank", "fintech", "credit union"],
    path: "/solutions/finance",
    priority: 2,
  },
  {
    keywords: ["tech innovators", "startup", "saas", "software company"],
    path: "/solutions/tech",
    priority: 2,
  },
  {
    keywords: ["communications", "voip", "phone system", "video call"],
    path: external.communications,
    external: true,
    priority: 2,
  },
  {
    keywords: ["business solutions", "business platform"],
    path: external.businessSolutions,
    external: true,
    priority: 2,
  },
  {
    keywords: ["cloud console", "cloud platform"],
    path: external.cloud,
    external: true,
    priority: 2,
  },
  {
    keywords: ["developer portal", "sdk"],
    path: external.developerPortal,
    external: true,
    priority: 2,
  },
  // 3: broad topics.
  {
    keywords: ["support", "help", "ticket", "faq", "problem", "issue"],
    path: "/support",
    priority: 3,
  },
  {
    keywords: ["contact", "email", "phone", "call", "talk to", "sales"],
    path: "/contact",
    priority: 3,
  },
  {
    keywords: ["about", "company", "who are you", "story", "mission"],
    path: "/about",
    priority: 3,
  },
  { keywords: ["blog", "article", "news", "insight", "guide"], path: "/blog", priority: 3 },
  {
    keywords: ["expertise", "skills", "engineering", "development"],
    path: "/expertise",
    priority: 3,
  },
  { keywords: ["security", "secure", "protect"], path: "/products/security-suite", priority: 3 },
  { keywords: ["cloud", "backup", "storage"], path: "/services/cloud-hosting", priority: 3 },
  { keywords: ["product", "solution", "software", "tools"], path: "/marketplace", priority: 3 },
  // 4: generic requests and the home page.
  {
    keywords: ["search", "find", "look for", "looking for"],
    response: "What are you looking for today?",
    priority: 4,
  },
  { keywords: ["home", "homepage", "start page"], path: "/", priority: 4 },
];
