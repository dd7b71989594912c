// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../sitemap-page";
import { brand, external, productName } from "../../site";
import type { Localized } from "../localized";

/** The spec's groups, in the spec's order. */
export const sitemapGroups = [
  {
    title: "Pages principales",
    links: [
      { title: "Accueil", href: "/" },
      { title: "Place de marché", href: "/marketplace" },
      { title: "Tarifs", href: "/pricing" },
      { title: "Blogue", href: "/blog" },
      { title: "Nous joindre", href: "/contact" },
      { title: "État des services", href: "/status" },
    ],
  },
  {
    title: "Entreprise",
    links: [
      { title: "À propos", href: "/about" },
      { title: "Carrières", href: "/careers" },
      { title: "Salle de presse", href: "/press" },
      { title: "Notre expertise", href: "/expertise" },
    ],
  },
  {
    title: "Produits",
    links: [
      { title: "Suite Solutions d’entreprise", href: "/products/enterprise-solution" },
      { title: "Intelligence d’affaires", href: "/products/business-intelligence" },
      { title: "Suite Sécurité", href: "/products/security-suite" },
      { title: productName("Cloud"), href: external.cloud, external: true },
    ],
  },
  {
    title: "Services",
    links: [{ title: "Services gérés et DevOps", href: "/services/msp-devops" }],
  },
  {
    title: "Expertise",
    links: [
      { title: "Aperçu de notre expertise", href: "/expertise" },
      { title: "Développement front-end", href: "/expertise/frontend-development" },
      { title: "Développement back-end", href: "/expertise/backend-development" },
      { title: "Solutions full-stack", href: "/expertise/full-stack-solutions" },
      { title: "Excellence DevSecOps", href: "/expertise/devsecops-excellence" },
    ],
  },
  {
    title: "Développeurs et soutien",
    links: [
      { title: "Centre de soutien", href: "/support" },
      { title: "Documentation de l’API", href: "/api-documentation" },
      { title: "Documentation sur l’IA", href: "/ai-documentation" },
      { title: "Communauté", href: "/community" },
    ],
  },
  {
    title: "Mentions légales",
    links: [
      { title: "Politique de confidentialité", href: "/privacy-policy" },
      { title: "Conditions d’utilisation", href: "/terms-of-service" },
      { title: "Politique relative aux témoins", href: "/cookie-policy" },
      { title: "Politique d’utilisation acceptable", href: "/acceptable-use" },
    ],
  },
] satisfies Localized<typeof en.sitemapGroups>;

export const sitemapCopy = {
  title: "Plan du site",
  intro: `Toutes les pages du site Web de ${brand.name}, regroupées par section.`,
  metaDescription: `Trouvez n’importe quelle page du site Web de ${brand.name}\u00a0: produits, services, expertise, documentation pour les développeurs, renseignements sur l’entreprise et politiques juridiques.`,
  xmlNote: "Les moteurs de recherche peuvent lire les mêmes pages dans le",
  xmlLinkText: "plan du site XML",
} satisfies Localized<typeof en.sitemapCopy>;
