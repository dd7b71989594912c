// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../plans";
import type { Localized } from "../localized";
import { brand, contactPoints, productName } from "../../site";

export const billingTabs = [
  { value: "monthly", label: "Facturation mensuelle" },
  { value: "annual", label: "Facturation annuelle (économisez jusqu’à 20\u00a0%)" },
] satisfies Localized<typeof en.billingTabs>;
export const defaultBillingPeriod = "annual" satisfies Localized<typeof en.defaultBillingPeriod>;

export const aiTabs = [
  { value: "monthly", label: "Projet ou mandat" },
  { value: "annual", label: "Partenariat annuel" },
] satisfies Localized<typeof en.aiTabs>;
export const defaultAiPeriod = "monthly" satisfies Localized<typeof en.defaultAiPeriod>;

const growthFeatures = [
  "Jusqu’à 10\u00a0utilisateurs",
  "50\u00a0Go de stockage infonuagique sécurisé",
  "Protection et mises à jour des postes de travail gérées pour vous",
  "Centre d’assistance pendant les heures ouvrables (courriel et téléphone)",
  "Rapport mensuel sur l’état de votre parc informatique",
];

const innovationFeatures = [
  "Jusqu’à 50\u00a0utilisateurs",
  "250\u00a0Go de stockage infonuagique sécurisé",
  "Surveillance 24/7 et intervention en 1\u00a0heure pour les incidents critiques",
  "Revues des pipelines CI/CD et des coûts infonuagiques",
  "Séance stratégique trimestrielle avec un architecte principal",
  "Tableaux de bord d’intelligence d’affaires inclus",
];

const enterpriseFeatures = [
  "Utilisateurs illimités",
  "Stockage de plusieurs To avec résidence des données au Canada",
  "Équipe de compte attitrée et visites sur place",
  "Ententes de niveau de service sur mesure et rapports de conformité",
  "Couverture par notre centre des opérations de sécurité",
  "Authentification unique et journalisation d’audit",
];

const growthDescription =
  "Pour les petites équipes qui veulent remplacer des TI improvisées par une base gérée et sécurisée.";
const innovationDescription =
  "Pour les entreprises en croissance rapide qui ont besoin d’un soutien jour et nuit et de méthodes de livraison modernes.";
const enterpriseDescription =
  "Pour les organisations aux infrastructures complexes, aux exigences de conformité élevées ou réparties sur plusieurs sites.";

export const standardPlans = {
  monthly: [
    {
      name: "Growth Catalyst",
      price: "99\u00a0$",
      frequency: "/mois",
      description: growthDescription,
      features: growthFeatures,
      buttonText: "Lancer ma croissance",
      popular: false,
      ctaLink: "/contact?plan=growth-monthly",
    },
    {
      name: "Innovation Accelerator",
      price: "249\u00a0$",
      frequency: "/mois",
      description: innovationDescription,
      features: innovationFeatures,
      buttonText: "Accélérer maintenant",
      popular: true,
      ctaLink: "/contact?plan=innovation-monthly",
    },
    {
      name: "Enterprise Vanguard",
      price: "Sur mesure",
      frequency: "adapté à votre organisation",
      description: enterpriseDescription,
      features: enterpriseFeatures,
      buttonText: "Joindre l’équipe des ventes",
      popular: false,
      ctaLink: "/contact?plan=enterprise",
    },
  ],
  annual: [
    {
      name: "Growth Catalyst",
      price: "79\u00a0$",
      originalPrice: "99\u00a0$",
      frequency: "/mois, facturé annuellement",
      description: growthDescription,
      features: growthFeatures,
      buttonText: "Lancer ma croissance",
      popular: false,
      discount: "Économisez 20\u00a0%",
      ctaLink: "/contact?plan=growth-annual",
    },
    {
      name: "Innovation Accelerator",
      price: "199\u00a0$",
      originalPrice: "249\u00a0$",
      frequency: "/mois, facturé annuellement",
      description: innovationDescription,
      features: innovationFeatures,
      buttonText: "Accélérer maintenant",
      popular: true,
      discount: "Économisez 20\u00a0%",
      ctaLink: "/contact?plan=innovation-annual",
    },
    {
      name: "Enterprise Vanguard",
      price: "Sur mesure",
      frequency: "entente annuelle adaptée à votre organisation",
      description: enterpriseDescription,
      features: enterpriseFeatures,
      buttonText: "Joindre l’équipe des ventes",
      popular: false,
      discount: "Tarifs selon le volume",
      ctaLink: "/contact?plan=enterprise-annual",
    },
  ],
} satisfies Localized<typeof en.standardPlans>;

const aiSuiteFeatures = [
  "Atelier de découverte et feuille de route d’automatisation",
  "Assistants IA de clavardage et de soutien entraînés sur votre contenu",
  "Automatisation des flux de travail dans vos outils actuels",
  "Pipelines de données et rapports dignes de confiance",
  "Évaluation de la protection des renseignements personnels pour le traitement des données au Canada",
];

export const aiPlans = {
  monthly: [
    {
      name: "AI Automation Suite",
      price: "2\u00a0k$ – 30\u00a0k$ et plus",
      frequency: "par projet ou mandat mensuel",
      description:
        "Des projets à portée définie ou un mandat continu\u00a0: commencez par un flux de travail à forte valeur, puis élargissez à mesure qu’il se rentabilise.",
      features: [...aiSuiteFeatures, "Soumission à prix fixe avant le début des travaux"],
      buttonText: "Réserver un appel stratégique IA",
      popular: false,
      ctaLink: "/contact?service=ai-automation&plan=suite-monthly",
      icon: "bot",
    },
  ],
  annual: [
    {
      name: "AI Automation Suite",
      price: "Mandat annuel sur mesure",
      frequency: "Valeur estimée\u00a0: 24\u00a0k$ – 360\u00a0k$ et plus",
      description:
        "Un partenariat d’un an avec une équipe IA dédiée, une feuille de route commune et une livraison prioritaire.",
      features: [
        ...aiSuiteFeatures,
        "Ingénieur IA attitré et revues trimestrielles de la feuille de route",
        "Planification prioritaire et surveillance des modèles",
      ],
      buttonText: "Discuter d’un partenariat annuel",
      popular: true,
      discount: "Meilleure valeur à long terme",
      ctaLink: "/contact?service=ai-automation&plan=suite-annual",
      icon: "brain",
    },
  ],
} satisfies Localized<typeof en.aiPlans>;

export const pricingPage = {
  meta: {
    title: "Tarifs",
    description: `Comparez les forfaits ${brand.shortName} en facturation mensuelle ou annuelle, ainsi que les tarifs d’automatisation IA par projet, par mandat ou en partenariat annuel.`,
  },
  hero: {
    eyebrow: "Tarifs",
    title: "Des tarifs simples et transparents",
    intro:
      "Des forfaits de TI gérées, d’infonuagique et de soutien qui évoluent avec votre équipe. Payez au mois, ou optez pour la facturation annuelle et économisez jusqu’à 20\u00a0%. Tous les prix sont en dollars américains.",
  },
  promotion: {
    title: "Vente éclair\u00a0: 25\u00a0% de rabais sur votre première année",
    text: "Pour une durée limitée, les nouveaux abonnements annuels obtiennent 25\u00a0% de rabais sur la première année, au lieu de l’économie annuelle habituelle. Les prix ci-dessous correspondent à nos tarifs annuels réguliers\u00a0; votre spécialiste applique le prix réduit dans votre soumission.",
  },
  standard: {
    id: "plans",
    title: "Forfaits de TI gérées",
    intro: `Chaque forfait comprend l’intégration par notre équipe de ${contactPoints.address.city}, la résidence des données au Canada et aucuns frais de démarrage élevés.`,
    tabsLabel: "Période de facturation",
  },
  ai: {
    id: "ai-automation",
    title: "Tarifs de l’automatisation IA",
    intro: `Les mandats ${productName("AI Automation")} sont tarifés selon leur portée. Les projets types font économiser à nos clients de 2\u00a0000\u00a0$ à 30\u00a0000\u00a0$ par année en travail manuel, et la plupart sont rentabilisés dès la première année.`,
    tabsLabel: "Modèle de mandat IA",
  },
  faqTitle: "Questions sur les tarifs",
  faqs: [
    {
      question:
        "Comment la vente éclair de 25\u00a0% s’articule-t-elle avec l’économie annuelle de 20\u00a0%\u00a0?",
      answer:
        "La facturation annuelle permet toujours d’économiser jusqu’à 20\u00a0% par rapport au paiement mensuel. Pendant la vente éclair, les nouveaux abonnements annuels obtiennent plutôt 25\u00a0% de rabais sur la première année\u00a0; les deux rabais ne se cumulent pas. À partir de la deuxième année, le tarif annuel régulier s’applique.",
    },
    {
      question: "Puis-je passer de la facturation mensuelle à la facturation annuelle\u00a0?",
      answer:
        "Oui. Vous pouvez passer à la facturation annuelle à n’importe quelle date de renouvellement, et nous portons à votre crédit la partie inutilisée de votre mois en cours.",
    },
    {
      question: "Qu’est-ce qui compte comme un utilisateur\u00a0?",
      answer:
        "Un utilisateur est une personne nommée qui dispose d’un appareil ou d’un compte géré. Les boîtes de courriel partagées, les comptes de service et les imprimantes ne sont pas comptés.",
    },
    {
      question: "Y a-t-il des frais de démarrage ou des contrats à long terme\u00a0?",
      answer:
        "Les forfaits mensuels peuvent être résiliés moyennant un préavis de 30\u00a0jours. L’intégration est incluse dans les forfaits Growth Catalyst et Innovation Accelerator\u00a0; celle du forfait Enterprise Vanguard est définie dans votre proposition.",
    },
  ],
  cta: {
    title: "Vous hésitez entre nos forfaits\u00a0?",
    text: "Parlez-nous de votre équipe, de vos systèmes et de ce qui vous empêche de dormir. Un spécialiste vous recommandera un forfait et vous enverra une soumission claire en un jour ouvrable.",
    label: "Parler à un spécialiste",
    href: "/contact",
  },
} satisfies Localized<typeof en.pricingPage>;

export const planCardCopy = {
  mostPopular: "Le plus populaire",
  regularPrice: "Prix régulier\u00a0: ",
  includes: "Le forfait {name} comprend",
} satisfies Localized<typeof en.planCardCopy>;
