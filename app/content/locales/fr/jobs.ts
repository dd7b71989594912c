// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../jobs";
import type { CompanyValue, EmploymentType, JobOpening } from "../../jobs";
import { site } from "../../site";
import type { Localized } from "../localized";

export const careersIntro =
  `${site.name} est une jeune entreprise de services informatiques en pleine croissance, établie à ${site.address.city} (${site.address.region}). Nous exploitons l'infrastructure, les pipelines et l'automatisation par l'IA d'entreprises qui ne peuvent pas se permettre d'interruption, et nous recrutons des gens qui aiment assumer pleinement leurs résultats.` satisfies Localized<
    typeof en.careersIntro
  >;

export const companyValues: CompanyValue[] = [
  {
    title: "Innovation",
    description:
      "Nous essayons d'abord les nouveaux outils sur notre propre infrastructure, gardons ceux qui font leurs preuves et retirons les autres. Chaque ingénieur dispose de temps à chaque sprint pour améliorer nos façons de travailler.",
    icon: "lightbulb",
  },
  {
    title: "Collaboration",
    description:
      "Ingénieurs, analystes et responsables de compte partagent un seul carnet de produit avec le client. Les revues sont bienveillantes et précises, et personne ne reste seul face à un incident à 3 h du matin.",
    icon: "handshake",
  },
  {
    title: "Croissance",
    description:
      "Un budget de formation annuel, des examens de certification payés et un mentor dès le premier jour. Nous privilégions la promotion interne et mettons par écrit les attentes de chaque échelon.",
    icon: "trending",
  },
  {
    title: "Impact",
    description:
      "Nos clients sont des cliniques, des fabricants, des détaillants et des cabinets comptables partout en Ontario. Les systèmes que vous bâtissez gardent leurs portes ouvertes et leurs données en sécurité.",
    icon: "target",
  },
] satisfies Localized<typeof en.companyValues>;

export const jobOpenings: JobOpening[] = [
  {
    id: "sse-backend",
    title: "Ingénieur(e) logiciel principal(e), back-end",
    location: "Barrie (Ont.), télétravail possible",
    department: "Ingénierie",
    type: "Full-time",
    description:
      "Concevoir et développer les services TypeScript et Go au cœur de notre plateforme de services gérés\u00a0: automatisation des billets, intégrations de facturation et API client. Vous dirigerez les revues de conception et encadrerez deux développeurs de niveau intermédiaire.",
    datePosted: "2025-04-28",
    city: "Barrie",
    remote: true,
  },
  {
    id: "cloud-architect",
    title: "Architecte de solutions infonuagiques",
    location: "Toronto",
    department: "Services infonuagiques",
    type: "Full-time",
    description:
      "Planifier des migrations et des zones d'atterrissage sur AWS, Azure et notre propre nuage hébergé au Canada pour des clients de taille moyenne. Vous êtes responsable de l'architecture, de l'atelier de découverte jusqu'au guide d'exploitation remis à la fin du mandat.",
    datePosted: "2025-04-14",
    city: "Toronto",
    remote: false,
  },
  {
    id: "cyber-analyst",
    title: "Analyste en cybersécurité",
    location: "Télétravail (Canada)",
    department: "Sécurité",
    type: "Full-time",
    description:
      "Surveiller les environnements des clients dans notre centre des opérations de sécurité, trier les alertes, mener des simulations d'hameçonnage et aider les petites entreprises à respecter les exigences des assureurs et de la LPRPDE.",
    datePosted: "2025-05-02",
    city: null,
    remote: true,
  },
  {
    id: "pm-ai",
    title: "Gestionnaire de produit, plateformes d'IA",
    location: "Barrie",
    department: "Produit",
    type: "Full-time",
    description:
      "Façonner nos produits d'automatisation par l'IA, du clavardage de soutien à l'extraction de documents. Vous rencontrerez des clients, rédigerez des énoncés de problème clairs et déciderez de ce qui est livré, avec des revues d'IA responsable intégrées au processus.",
    datePosted: "2025-03-31",
    city: "Barrie",
    remote: false,
  },
  {
    id: "devops-engineer",
    title: "Ingénieur(e) DevOps",
    location: "Télétravail (Canada)",
    department: "Ingénierie",
    type: "Contract",
    description:
      "Un contrat de six mois pour bâtir des pipelines CI/CD, des modules Terraform et l'observabilité de Kubernetes dans le cadre de deux migrations de clients, avec possibilité de prolongation.",
    datePosted: "2025-05-06",
    city: null,
    remote: true,
  },
] satisfies JobOpening[] & Localized<typeof en.jobOpenings>;

export const generalInquiryHref = "/contact?subject=General%20Career%20Inquiry" satisfies Localized<
  typeof en.generalInquiryHref
>;

export const employmentTypeLabels = {
  "Full-time": "Temps plein",
  Contract: "Contrat",
} satisfies Localized<typeof en.employmentTypeLabels>;

export const employmentTypeSchema: Record<EmploymentType, "FULL_TIME" | "CONTRACTOR"> = {
  "Full-time": "FULL_TIME",
  Contract: "CONTRACTOR",
} satisfies Record<EmploymentType, "FULL_TIME" | "CONTRACTOR"> &
  Localized<typeof en.employmentTypeSchema>;

export const resumeCall = {
  title: "Vous ne trouvez pas le poste qui vous convient?",
  text: `Nous sommes toujours heureux d'avoir des nouvelles d'ingénieurs, d'analystes et de chargés de projet qui veulent bâtir leur carrière à ${site.address.city}. Envoyez-nous votre CV et dites-nous sur quoi vous aimeriez travailler.`,
} satisfies Localized<typeof en.resumeCall>;

export const careersPageCopy = {
  metaTitle: "Carrières",
  metaDescription: `Joignez-vous à ${site.name}\u00a0: postes en ingénierie, infonuagique, sécurité et produit à ${site.address.city}, à Toronto et en télétravail partout au Canada.`,
  eyebrow: "Carrières",
  title: `Carrières chez ${site.shortName}`,
  openingsButton: "Voir les postes ouverts",
  valuesTitle: "Nos valeurs",
  valuesIntro: "Ce que nous attendons les uns des autres, et ce que vous pouvez attendre de nous.",
  openingsTitle: "Postes à pourvoir",
  resumeButton: "Soumettre votre CV",
} satisfies Localized<typeof en.careersPageCopy>;

export const jobOpeningsCopy = {
  location: "Lieu\u00a0: ",
  department: "Service\u00a0: ",
  employmentType: "Type d’emploi\u00a0: ",
  apply: "Postuler",
  applyLabel: "Postuler\u00a0: {title}",
  emptyBefore:
    "Aucun poste n’est ouvert pour le moment, mais nous sommes toujours heureux de rencontrer des gens de talent.",
  emptyLink: "Écrivez-nous au moyen de notre page de contact",
  emptyAfter: "et dites-nous sur quoi vous aimeriez travailler.",
} satisfies Localized<typeof en.jobOpeningsCopy>;
