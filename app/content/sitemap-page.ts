// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { brand, external, productName } from "./site";

export type SitemapLink = { title: string; href: string; external?: boolean };
export type SitemapGroup = { title: string; links: SitemapLink[] };

/** The spec's groups, in the spec's order. */
export const sitemapGroups: SitemapGroup[] = [
  {
    title: "Main",
    links: [
      { title: "Home", href: "/" },
      { title: "Marketplace", href: "/marketplace" },
      { title: "Pricing", href: "/pricing" },
      { title: "Blog", href: "/blog" },
      { title: "Contact", href: "/contact" },
      { title: "System Status", href: "/status" },
    ],
  },
  {
    title: "Company",
    links: [
      { title: "About Us", href: "/about" },
      { title: "Careers", href: "/careers" },
      { title: "Press Center", href: "/press" },
      { title: "Our Expertise", href: "/expertise" },
    ],
  },
  {
    title: "Products",
    links: [
      { title: "Enterprise Solution Suite", href: "/products/enterprise-solution" },
      { title: "Business Intelligence", href: "/products/business-intelligence" },
      { title: "Security Suite", href: "/products/security-suite" },
      { title: productName("Cloud"), href: external.cloud, external: true },
    ],
  },
  {
    title: "Services",
    links: [{ title: "Managed Services & DevOps", href: "/services/msp-devops" }],
  },
  {
    title: "Expertise",
    links: [
      { title: "Expertise Overview", href: "/expertise" },
      { title: "Frontend Development", href: "/expertise/frontend-development" },
      { title: "Backend Development", href: "/expertise/backend-development" },
      { title: "Full-Stack Solutions", href: "/expertise/full-stack-solutions" },
      { title: "DevSecOps Excellence", href: "/expertise/devsecops-excellence" },
    ],
  },
  {
    title: "Developer and Support",
    links: [
      { title: "Support Center", href: "/support" },
      { title: "API Documentation", href: "/api-documentation" },
      { title: "AI Documentation", href: "/ai-documentation" },
      { title: "Community", href: "/community" },
    ],
  },
  {
    title: "Legal",
    links: [
      { title: "Privacy Policy", href: "/privacy-policy" },
      { title: "Terms of Service", href: "/terms-of-service" },
      { title: "Cookie Policy", href: "/cookie-policy" },
      { title: "Acceptable Use Policy", href: "/acceptable-use" },
    ],
  },
];

export const sitemapCopy = {
  title: "Sitemap",
  intro: `Every page of the ${brand.name} website, grouped by section.`,
  metaDescription: `Find any page on the ${brand.name} website: products, services, expertise, developer documentation, company information and legal policies.`,
  xmlNote: "Search engines can read the same pages from the",
  xmlLinkText: "XML sitemap",
};
