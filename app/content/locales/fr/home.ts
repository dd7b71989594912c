// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../home";
import { brand, contactPoints, external, productName } from "../../site";
import type { Localized } from "../localized";

export const homeMeta = {
  title: brand.name,
  description: `${brand.name}\u00a0: TI gérées, DevOps, automatisation par l’IA, sécurité et hébergement infonuagique pour les entreprises en croissance, depuis Barrie, en Ontario.`,
} satisfies Localized<typeof en.homeMeta>;

export const homeBanner = {
  eyebrow: `TI gérées et DevOps depuis ${contactPoints.address.city}, en ${contactPoints.address.region}`,
  title: "TI gérées, DevOps et automatisation par l’IA pour les entreprises en croissance",
  text: "Nouveau\u00a0: des pipelines DevOps entièrement gérés, en plus de notre centre d’assistance et de notre surveillance 24/7, pour les équipes de 10 à 250 personnes.",
  linkText: "Découvrir TI gérées et DevOps",
  href: "/services/msp-devops",
} satisfies Localized<typeof en.homeBanner>;

export const advantagesHeading =
  `Pourquoi les équipes choisissent ${brand.shortName}` satisfies Localized<
    typeof en.advantagesHeading
  >;

export const advantages = [
  {
    title: "Des ingénieurs chevronnés d’ici",
    description: `Des ingénieurs certifiés à ${contactPoints.address.city} traitent vos demandes, pas une file d’attente à l’étranger où personne ne vous connaît.`,
    icon: "users",
  },
  {
    title: "Réponse en 15 minutes",
    description:
      "Un incident critique est pris en charge par une vraie personne en moins de 15 minutes, jour et nuit, comme le garantit notre entente de niveau de service.",
    icon: "zap",
  },
  {
    title: "La sécurité dans chaque forfait",
    description:
      "Protection des terminaux, authentification multifacteur obligatoire et sauvegardes chiffrées, testées par restauration\u00a0: tout est inclus d’office.",
    icon: "shield-check",
  },
  {
    title: "Données hébergées au Canada",
    description:
      "Les données et les sauvegardes de vos clients restent dans des centres de données canadiens, pour vous aider à respecter la LPRPDE.",
    icon: "database",
  },
  {
    title: "Un seul prix mensuel",
    description:
      "Un tarif par utilisateur qui couvre le soutien, la surveillance et les licences\u00a0: aucune facture de projet surprise.",
    icon: "trending",
  },
  {
    title: "L’automatisation d’abord",
    description:
      "Nous automatisons l’accueil des employés, les correctifs et les rapports pour que votre personnel regagne des heures chaque semaine.",
    icon: "workflow",
  },
] satisfies Localized<typeof en.advantages>;

export const heroLabel = "Services vedettes" satisfies Localized<typeof en.heroLabel>;

export const heroSlides = [
  {
    title: "TI gérées et DevOps, confiés à une seule équipe responsable",
    description:
      "Surveillance, correctifs et centre d’assistance 24/7 depuis notre centre des opérations en Ontario, plus des pipelines CI/CD et l’infrastructure en tant que code\u00a0: une mise en production n’est plus un événement.",
    ctaText: "Découvrir TI gérées et DevOps",
    ctaLink: "/services/msp-devops",
    imageSlug: "hero-managed-it",
    imageAlt: "Illustration de serveurs surveillés reliés à un pipeline de déploiement",
  },
  {
    title: "Une sécurité qui repère les menaces avant qu’elles vous trouvent",
    description:
      "Protection des terminaux, détection et réponse gérées et exercices d’hameçonnage trimestriels, résumés dans un rapport mensuel que votre assureur et votre conseil d’administration peuvent vraiment lire.",
    ctaText: "Voir la Suite Sécurité",
    ctaLink: "/products/security-suite",
    imageSlug: "hero-security",
    imageAlt:
      "Illustration d’un bouclier qui protège un réseau d’ordinateurs portables et de téléphones",
  },
  {
    title: "Confiez les tâches répétitives à l’IA",
    description:
      "Nous automatisons la réception des demandes, le triage et les rapports grâce à des assistants entraînés sur vos propres documents, et une personne valide chaque décision importante.",
    ctaText: "Découvrir l’automatisation par l’IA",
    ctaLink: "/products/ai-automation",
    imageSlug: "hero-ai-automation",
    imageAlt:
      "Illustration de documents qui passent par un assistant IA et deviennent des rapports bien ordonnés",
  },
  {
    title: "Du premier audit à un pipeline de déploiement en 30 jours",
    description:
      "L’intégration recense chaque appareil, chaque compte et chaque étape de déploiement, puis vous remet une feuille de route de 90 jours et un prix mensuel unique.",
    ctaText: "Planifier votre intégration",
    ctaLink: "/services/msp-devops",
    imageSlug: "hero-onboarding",
    imageAlt:
      "Illustration d’une liste de vérification qui devient une feuille de route de 90 jours",
  },
] satisfies Localized<typeof en.heroSlides>;

export const offeringsHeading = "Nos offres phares" satisfies Localized<typeof en.offeringsHeading>;
export const offeringsIntro =
  "Les quatre services par lesquels commencent la plupart de nos clients, tous livrés et soutenus par la même équipe." satisfies Localized<
    typeof en.offeringsIntro
  >;

export const offerings = [
  {
    title: "Suite Solutions d’entreprise",
    description:
      "ERP, gestion documentaire et flux d’approbation réunis dans une seule plateforme, intégrée à Microsoft 365 et à votre système comptable.",
    icon: "building",
    href: "/products/enterprise-solution",
    linkText: "Découvrir la suite",
  },
  {
    title: "Suite Sécurité",
    description:
      "Détection gérée sur les terminaux, filtrage des courriels, analyses de vulnérabilités et formation du personnel, avec un seul tableau de bord pour suivre votre niveau de risque.",
    icon: "shield",
    href: "/products/security-suite",
    linkText: "Voir les fonctions de sécurité",
  },
  {
    title: "Intelligence d’affaires",
    description:
      "Des tableaux de bord qui réunissent vos données de ventes, de finances et d’opérations, actualisés toutes les heures, avec des alertes quand un indicateur dérive.",
    icon: "analytics",
    href: "/products/business-intelligence",
    linkText: "Voir les points forts de la BI",
  },
  {
    title: "Hébergement infonuagique",
    description:
      "Un hébergement géré dans des régions canadiennes, avec sauvegardes quotidiennes, environnements de préproduction et disponibilité garantie de 99,9\u00a0%.",
    icon: "cloud",
    href: "/services/cloud-hosting",
    linkText: "Comparer les options d’hébergement",
  },
] satisfies Localized<typeof en.offerings>;

export const ecosystemHeading = `L’écosystème ${brand.shortName}` satisfies Localized<
  typeof en.ecosystemHeading
>;
export const ecosystemIntro =
  "Des produits et services complémentaires, avec un seul compte, une seule facture et une seule équipe de soutien." satisfies Localized<
    typeof en.ecosystemIntro
  >;

export const ecosystemTiles = [
  {
    title: productName("Connect"),
    description: "Appels, clavardage et vidéoconférences réunis pour les équipes hybrides.",
    icon: "messages",
    href: external.communications,
  },
  {
    title: productName("Business"),
    description: "Facturation, prise de rendez-vous et outils CRM pour les petites entreprises.",
    icon: "briefcase",
    href: external.businessSolutions,
  },
  {
    title: productName("Secure"),
    description: "Avis de sécurité, évaluations et réponse aux incidents.",
    icon: "lock",
    href: external.securitySite,
  },
  {
    title: `${brand.shortName} Canada`,
    description: "Notre site institutionnel pour les acheteurs du secteur public canadien.",
    icon: "globe",
    href: external.corporateCanada,
  },
  {
    title: productName("Platform"),
    description: "Applications à faible code et intégrations bâties sur vos propres données.",
    icon: "layers",
    href: external.platform,
  },
  {
    title: productName("Cloud"),
    description: "Serveurs virtuels et stockage objet en libre-service, au Canada.",
    icon: "cloud-cog",
    href: external.cloud,
  },
  {
    title: "Place de marché",
    description: "Huit applications d’affaires prêtes à déployer, facturées au mois.",
    icon: "package",
    href: "/marketplace",
  },
  {
    title: "TI gérées et DevOps",
    description: "TI gérées, surveillance et pipelines de livraison, offerts en service.",
    icon: "server",
    href: "/services/msp-devops",
  },
] satisfies Localized<typeof en.ecosystemTiles>;

export const testimonialsHeading = "Ce que disent nos clients" satisfies Localized<
  typeof en.testimonialsHeading
>;
export const testimonialsLabel = "Témoignages de clients" satisfies Localized<
  typeof en.testimonialsLabel
>;

export const testimonials = [
  {
    quote: `Chaque fois qu’un portable lâchait, on perdait une demi-journée. ${brand.shortName} a mis en place l’inscription automatique des appareils et les sauvegardes\u00a0: maintenant, l’appareil de remplacement est prêt avant le dîner.`,
    name: "Priya Raman",
    title: "Directrice des opérations, Huronia Freight Co.",
    stars: 5,
  },
  {
    quote:
      "Leur équipe DevOps a remplacé nos mises en production mensuelles, une corvée de fin de semaine, par des déploiements quotidiens avec retours en arrière automatisés. Nos développeurs livrent enfin le vendredi après-midi sans s’inquiéter.",
    name: "Marc-André Gagnon",
    title: "Directeur de la technologie, Tollendale Software",
    stars: 5,
  },
  {
    quote:
      "L’assistant IA d’accueil répond seul à la plupart des questions de nos patients sur les rendez-vous et transmet le reste à notre réception, avec des notes. L’intégration a pris un peu plus de temps que prévu, mais ça en valait la peine.",
    name: "Dre Ellen Whitaker",
    title: "Propriétaire de la clinique, Allandale Family Dental",
    stars: 4,
  },
] satisfies Localized<typeof en.testimonials>;

export const homeCta = {
  title: "Prêt pour des TI qui fonctionnent, tout simplement\u00a0?",
  text: "Réservez une consultation gratuite de 30 minutes. Nous examinerons votre environnement actuel et vous enverrons un plan écrit dans un délai de deux jours ouvrables.",
  primary: { text: "Réserver une consultation", href: "/contact" },
  secondary: { text: "Découvrir TI gérées et DevOps", href: "/services/msp-devops" },
} satisfies Localized<typeof en.homeCta>;
