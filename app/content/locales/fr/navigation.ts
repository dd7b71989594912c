// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../navigation";
import { brand, contactPoints, external, productName } from "../../site";
import type { Localized } from "../localized";

/* ------------------------------------------------------------ main navigation */

export const mainNav = [
  {
    title: "Produits",
    isDropdown: true,
    dropdownSections: [
      {
        title: "Plateformes principales",
        links: [
          {
            title: "Solutions d’entreprise",
            href: "/products/enterprise-solution",
            description:
              "ERP, CRM et flux de travail adaptés à la façon dont votre entreprise fonctionne.",
            icon: "building",
          },
          {
            title: "Automatisation par l’IA",
            href: "/products/ai-automation",
            description:
              "Automatisez le travail répétitif avec des agents IA qui s’intègrent à vos outils.",
            icon: "bot",
          },
        ],
      },
      {
        title: "Données et sécurité",
        links: [
          {
            title: "Intelligence d’affaires",
            href: "/products/business-intelligence",
            description: "Des tableaux de bord et des prévisions fondés sur des données fiables.",
            icon: "analytics",
          },
          {
            title: "Suite Sécurité",
            href: "/products/security-suite",
            description:
              "Protection des terminaux, surveillance des menaces et rapports de conformité.",
            icon: "shield-check",
          },
        ],
      },
    ],
  },
  {
    title: "Solutions",
    isDropdown: true,
    dropdownSections: [
      {
        title: "Par secteur",
        links: [
          {
            title: "Innovateurs technologiques",
            href: "/solutions/tech",
            description:
              "Infrastructure évolutive et pipelines de livraison pour les éditeurs de logiciels.",
            icon: "rocket",
          },
          {
            title: "Services financiers",
            href: "/solutions/finance",
            description:
              "Des TI sécuritaires et prêtes pour l’audit pour les coopératives de crédit, les conseillers et les fintechs.",
            icon: "trending",
          },
        ],
      },
      {
        title: "Par service",
        links: [
          {
            title: "TI gérées et DevOps",
            href: "/services/msp-devops",
            description:
              "TI gérées, surveillance et CI/CD confiées à une seule équipe responsable.",
            icon: "server",
          },
          {
            title: "Documentation de l’API",
            href: "/api-documentation",
            description:
              "Points de terminaison, authentification et exemples pour vous intégrer à nos services.",
            icon: "code",
          },
        ],
      },
    ],
  },
  { title: "Tarifs", href: "/pricing", isDropdown: false },
  {
    title: "Ressources",
    isDropdown: true,
    dropdownSections: [
      {
        title: "Apprendre",
        links: [
          {
            title: "Blogue",
            href: "/blog",
            description:
              "Des articles pratiques sur l’infonuagique, la sécurité, le DevOps et l’IA.",
            icon: "book",
          },
          {
            title: "Documentation sur l’IA",
            href: "/ai-documentation",
            description:
              "Le fonctionnement de nos fonctions d’IA, leurs limites et leur configuration.",
            icon: "brain",
          },
        ],
      },
      {
        title: "Échanger",
        links: [
          {
            title: "Communauté",
            href: "/community",
            description:
              "Rencontrez d’autres clients, partagez vos méthodes et participez à nos événements.",
            icon: "users",
          },
          {
            title: "Centre de soutien",
            href: "/support",
            description:
              "FAQ, base de connaissances et formulaire de demande pour notre centre d’assistance.",
            icon: "headphones",
          },
        ],
      },
    ],
  },
  {
    title: "Entreprise",
    isDropdown: true,
    dropdownSections: [
      {
        title: "À propos",
        links: [
          {
            title: "Notre histoire",
            href: "/about",
            description: `Les débuts de ${brand.shortName} à Barrie en ${brand.founded} et la direction que nous prenons.`,
            icon: "lightbulb",
          },
          {
            title: "Carrières",
            href: "/careers",
            description:
              "Postes offerts dans nos équipes d’ingénierie, de soutien et de services-conseils.",
            icon: "briefcase",
          },
        ],
      },
      {
        title: "Presse et expertise",
        links: [
          {
            title: "Salle de presse",
            href: "/press",
            description: "Annonces, ressources pour les médias et relations de presse.",
            icon: "file",
          },
          {
            title: "Notre expertise",
            href: "/expertise",
            description: "Ingénierie front-end, back-end, full-stack et DevSecOps.",
            icon: "trophy",
          },
        ],
      },
    ],
  },
] satisfies Localized<typeof en.mainNav>;

/** Links shown at the right of the desktop bar, and after the accordion in the mobile menu. */
export const utilityLinks = [
  { title: "Nous joindre", href: "/contact" },
  { title: "Centre de soutien", href: "/support" },
  { title: "Place de marché", href: "/marketplace" },
] satisfies Localized<typeof en.utilityLinks>;

/** Secondary links at the foot of the mobile menu. */
export const mobileMenuLegalLinks = [
  { title: "Politique de confidentialité", href: "/privacy-policy" },
  { title: "Conditions d’utilisation", href: "/terms-of-service" },
  { title: "Plan du site", href: "/sitemap" },
] satisfies Localized<typeof en.mobileMenuLegalLinks>;

export const accountLinks = {
  signIn: { title: "Connexion", href: "/login" },
  requestDemo: { title: "Demander une démo", href: "/contact?demo=true" },
  contact: { title: "Nous joindre", href: "/contact" },
} satisfies Localized<typeof en.accountLinks>;

/* ---------------------------------------------------------------- languages */

/** Each language keeps its own name (an endonym), whatever the page's language. */
export const languages = [
  { code: "en", name: "English", flag: "🇬🇧" },
  { code: "es", name: "Español", flag: "🇪🇸" },
  { code: "fr", name: "Français", flag: "🇫🇷" },
  { code: "de", name: "Deutsch", flag: "🇩🇪" },
  { code: "ja", name: "日本語", flag: "🇯🇵" },
  { code: "pt", name: "Português", flag: "🇵🇹" },
  { code: "it", name: "Italiano", flag: "🇮🇹" },
  { code: "ru", name: "Русский", flag: "🇷🇺" },
  { code: "zh", name: "中文", flag: "🇨🇳" },
  { code: "ar", name: "العربية", flag: "🇸🇦" },
  { code: "hi", name: "हिन्दी", flag: "🇮🇳" },
] satisfies Localized<typeof en.languages>;

export const defaultLanguage = "en" satisfies Localized<typeof en.defaultLanguage>;

/* ------------------------------------------------------------- app launcher */

export const launcherTitle = `Écosystème ${brand.shortName}` satisfies Localized<
  typeof en.launcherTitle
>;

export const launcherLinks = [
  {
    title: productName("Connect"),
    href: external.communications,
    description: "Communications unifiées\u00a0: téléphonie, vidéo et clavardage d’équipe.",
    icon: "messages",
    target: "_blank",
  },
  {
    title: productName("Business"),
    href: external.businessSolutions,
    description: "Plateforme de solutions d’affaires pour les finances et les opérations.",
    icon: "briefcase",
    target: "_blank",
  },
  {
    title: productName("Secure"),
    href: external.securitySite,
    description: "Le site de notre suite de sécurité\u00a0: rapports sur les menaces et avis.",
    icon: "shield",
    target: "_blank",
  },
  {
    title: `${brand.shortName} Canada`,
    href: external.corporateCanada,
    description: "Notre site institutionnel pour la clientèle canadienne.",
    icon: "globe",
    target: "_blank",
  },
  {
    title: productName("Platform"),
    href: external.platform,
    description: "La plateforme qui fait tourner nos services gérés.",
    icon: "layers",
    target: "_blank",
  },
  {
    title: productName("Cloud"),
    href: external.cloud,
    description: "Console infonuagique pour l’hébergement, les sauvegardes et le stockage.",
    icon: "cloud",
    target: "_blank",
  },
  {
    title: productName("Enterprise"),
    href: "/products/enterprise-solution",
    description: "Suite de planification des ressources d’entreprise et de flux de travail.",
    icon: "building",
  },
  {
    title: productName("AI Automation"),
    href: "/products/ai-automation",
    description: "Agents IA et automatisation des flux de travail.",
    icon: "bot",
  },
  {
    title: productName("Insights"),
    href: "/products/business-intelligence",
    description: "Intelligence d’affaires et rapports.",
    icon: "analytics",
  },
  {
    title: "Place de marché",
    href: "/marketplace",
    description: "Des logiciels à acheter et à déployer dès aujourd’hui.",
    icon: "cart",
  },
  {
    title: "TI gérées et DevOps",
    href: "/services/msp-devops",
    description: "Services de TI gérées et de DevOps.",
    icon: "server",
  },
] satisfies Localized<typeof en.launcherLinks>;

/* -------------------------------------------------------------------- footer */

/** Every product the site promotes; the footer shows the first five. */
export const mainProducts = [
  { title: "Solutions d’entreprise", href: "/products/enterprise-solution" },
  { title: "Automatisation par l’IA", href: "/products/ai-automation" },
  { title: "Intelligence d’affaires", href: "/products/business-intelligence" },
  { title: "Suite Sécurité", href: "/products/security-suite" },
  { title: "Hébergement infonuagique", href: "/services/cloud-hosting" },
  { title: "TI gérées et DevOps", href: "/services/msp-devops" },
] satisfies Localized<typeof en.mainProducts>;

export const footerProductCount = 5 satisfies Localized<typeof en.footerProductCount>;

export const footerGroups = [
  { title: "Produits", links: mainProducts.slice(0, footerProductCount) },
  {
    title: "Entreprise",
    links: [
      { title: "À propos", href: "/about" },
      { title: "Direction", href: "/about#leadership" },
      { title: "Carrières", href: "/careers" },
      { title: "Notre expertise", href: "/expertise" },
      { title: "Salle de presse", href: "/press" },
      { title: "Nous joindre", href: "/contact" },
    ],
  },
  {
    title: "Ressources",
    links: [
      { title: "Place de marché", href: "/marketplace" },
      { title: "Documentation de l’API", href: "/api-documentation" },
      { title: "Centre de soutien", href: "/support" },
      { title: "Communauté", href: "/community" },
      { title: "Blogue", href: "/blog" },
      { title: "Fil RSS", href: "/blog/rss.xml", isFile: true },
      { title: "État des services", href: "/status" },
    ],
  },
  {
    title: "Mentions légales",
    links: [
      { title: "Politique de confidentialité", href: "/privacy-policy" },
      { title: "Conditions d’utilisation", href: "/terms-of-service" },
      { title: "Politique relative aux témoins", href: "/cookie-policy" },
      { title: "Utilisation acceptable", href: "/acceptable-use" },
      { title: "Plan du site", href: "/sitemap" },
    ],
  },
] satisfies Localized<typeof en.footerGroups>;

export const footerBlurb =
  `${brand.name} assure le bon fonctionnement des entreprises en croissance\u00a0: TI gérées, DevOps, automatisation par l’IA, sécurité et hébergement infonuagique, grâce à notre équipe de ${contactPoints.address.city}, en ${contactPoints.address.region}.` satisfies Localized<
    typeof en.footerBlurb
  >;

/* ---------------------------------------------------------------- banners */

export const promotion = {
  label: "Promotion",
  highlight: "Vente éclair\u00a0:",
  text: "25\u00a0% de rabais sur tous les abonnements annuels.",
  linkText: "Voir les tarifs",
  href: "/pricing",
  dismissLabel: "Fermer la promotion",
} satisfies Localized<typeof en.promotion>;
