// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../jobs";
import type { CompanyValue, EmploymentType, JobOpening } from "../../jobs";
import { brand, contactPoints } from "../../site";
import type { Localized } from "../localized";

export const careersIntro =
  `${brand.name} est une jeune entreprise de services informatiques en pleine croissance, établie à ${contactPoints.address.city} (${contactPoints.address.region}). Nous exploitons l'infrastructure, les pipelines et l'automatisation par l'IA d'entreprises qui ne peuvent pas se permettre d'interruption, et nous recrutons des gens qui aiment assumer pleinement leurs résultats.` satisfies Localized<
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
    datePosted: "2026-11-18",
    validThrough: "2027-01-31",
    existingVacancy: true,
    pay: { currency: "CAD", min: 120000, max: 145000, unit: "YEAR" },
    city: "Barrie",
    remote: true,
    responsibilities: [
      "Concevoir, développer et exploiter les services TypeScript et Go d’automatisation des billets, d’intégrations de facturation et de l’API client.",
      "Diriger les revues de conception et rédiger de courts registres de décision qui expliquent les choix derrière chaque service.",
      "Encadrer deux développeurs de niveau intermédiaire par la programmation en binôme, la revue de code et un plan de progression établi ensemble.",
      "Assumer vos services en production\u00a0: tableaux de bord, alertes et une place dans une rotation de garde équitable, une semaine sur six.",
      "Travailler avec les responsables de compte pour transformer les problèmes des clients en petites livraisons hebdomadaires.",
    ],
    requirements: [
      "Au moins six ans d’expérience en développement de services back-end, dont deux en TypeScript (Node.js) ou en Go.",
      "Une solide maîtrise de PostgreSQL\u00a0: conception de schémas, optimisation de requêtes et migrations sans interruption de service.",
      "De l’expérience en conception d’API REST, en files de messages et en intégrations idempotentes avec des systèmes tiers.",
      "De l’aisance avec les conteneurs, les pipelines CI/CD et l’observabilité (journaux, métriques et traces).",
      "Une communication écrite claire\u00a0: vous savez expliquer un compromis à un ingénieur comme à un client.",
    ],
    offer: [
      "Un poste permanent à temps plein, avec un plan d’intégration de trois mois.",
      "Travail à notre bureau de Barrie, à domicile ou les deux\u00a0; l’équipe se réunit en personne une journée par mois.",
      "Assurance maladie, dentaire et soins de la vue dès le premier jour, et une contribution de 4\u00a0% à votre REER.",
      "Quatre semaines de vacances, en plus de la fermeture du bureau entre Noël et le jour de l’An.",
      "Un budget de formation annuel de 2\u00a0000\u00a0$ et des examens de certification payés.",
    ],
  },
  {
    id: "cloud-architect",
    title: "Architecte de solutions infonuagiques",
    location: "Toronto",
    department: "Services infonuagiques",
    type: "Full-time",
    description:
      "Planifier des migrations et des zones d'atterrissage sur AWS, Azure et notre propre nuage hébergé au Canada pour des clients de taille moyenne. Vous êtes responsable de l'architecture, de l'atelier de découverte jusqu'au guide d'exploitation remis à la fin du mandat.",
    datePosted: "2026-11-16",
    validThrough: "2027-01-31",
    existingVacancy: true,
    pay: { currency: "CAD", min: 135000, max: 165000, unit: "YEAR" },
    city: "Toronto",
    remote: false,
    responsibilities: [
      "Animer des ateliers de découverte et en tirer des plans de migration que les clients peuvent approuver.",
      "Concevoir des zones d’atterrissage sur AWS, Azure et notre nuage hébergé au Canada\u00a0: identités, réseau, journalisation et contrôle des coûts.",
      "Estimer l’effort et les coûts, puis présenter les options et leurs compromis aux responsables techniques et d’affaires.",
      "Guider l’équipe de réalisation pendant chaque migration et remettre un guide d’exploitation que l’équipe du client peut suivre.",
      "Tenir à jour nos architectures de référence et nos modèles Terraform.",
    ],
    requirements: [
      "Au moins huit ans en infrastructure ou en ingénierie infonuagique, dont trois à concevoir des environnements à plusieurs comptes ou abonnements.",
      "Une connaissance approfondie d’AWS ou d’Azure et une connaissance pratique de l’autre\u00a0; une certification de niveau professionnel est un atout.",
      "L’infrastructure en tant que code avec Terraform, et une bonne compréhension du réseau, des identités et des contrôles de sécurité.",
      "De l’expérience avec les exigences de résidence des données et de protection de la vie privée, comme la LPRPDE.",
      "De l’aisance à présenter devant la haute direction et à rédiger des propositions.",
    ],
    offer: [
      "Un poste permanent à temps plein à notre bureau de Toronto, avec jusqu’à deux jours de télétravail par semaine.",
      "Assurance maladie, dentaire et soins de la vue dès le premier jour, et une contribution de 4\u00a0% à votre REER.",
      "Quatre semaines de vacances.",
      "Des examens de certification payés et un budget de formation annuel de 2\u00a0000\u00a0$.",
      "Des visites chez les clients en Ontario remboursées au coût réel\u00a0; les déplacements avec nuitée sont rares.",
    ],
  },
  {
    id: "cyber-analyst",
    title: "Analyste en cybersécurité",
    location: "Télétravail (Canada)",
    department: "Sécurité",
    type: "Full-time",
    description:
      "Surveiller les environnements des clients dans notre centre des opérations de sécurité, trier les alertes, mener des simulations d'hameçonnage et aider les petites entreprises à respecter les exigences des assureurs et de la LPRPDE.",
    datePosted: "2026-11-20",
    validThrough: "2027-02-15",
    existingVacancy: true,
    pay: { currency: "CAD", min: 75000, max: 92000, unit: "YEAR" },
    city: null,
    remote: true,
    responsibilities: [
      "Surveiller les environnements des clients depuis notre centre des opérations de sécurité et trier les alertes des outils de protection des terminaux, du SIEM et de la sécurité du courriel.",
      "Enquêter sur les incidents, contenir les menaces et rédiger des rapports d’incident clairs pour les clients.",
      "Mener des simulations d’hameçonnage et de courtes séances de sensibilisation pour le personnel des clients.",
      "Aider les petites entreprises à remplir les questionnaires des assureurs et à respecter les exigences de la LPRPDE.",
      "Ajuster les règles de détection pour que les alertes qui parviennent aux personnes soient celles qui comptent.",
    ],
    requirements: [
      "Au moins deux ans en opérations de sécurité, en réponse aux incidents ou en administration de systèmes.",
      "Une expérience pratique d’un SIEM et d’un outil de détection et de réponse sur les terminaux.",
      "Une bonne compréhension de Windows, de Microsoft\u00a0365 et des attaques réseau courantes.",
      "Une certification comme Security+, CySA+ ou GCIH, ou l’intention d’en obtenir une durant votre première année\u00a0; nous payons l’examen.",
      "Une rédaction calme et soignée\u00a0: les clients lisent vos rapports.",
    ],
    offer: [
      "Un poste permanent à temps plein, entièrement en télétravail partout au Canada, avec un ordinateur portable et une allocation pour le bureau à domicile.",
      "Des quarts de jour du lundi au vendredi et une rotation de garde rémunérée, une semaine sur cinq.",
      "Assurance maladie, dentaire et soins de la vue dès le premier jour, et une contribution de 4\u00a0% à votre REER.",
      "Trois semaines de vacances, quatre après deux ans.",
      "Des examens de certification payés et un budget de formation annuel de 2\u00a0000\u00a0$.",
    ],
  },
  {
    id: "pm-ai",
    title: "Gestionnaire de produit, plateformes d'IA",
    location: "Barrie",
    department: "Produit",
    type: "Full-time",
    description:
      "Façonner nos produits d'automatisation par l'IA, du clavardage de soutien à l'extraction de documents. Vous rencontrerez des clients, rédigerez des énoncés de problème clairs et déciderez de ce qui est livré, avec des revues d'IA responsable intégrées au processus.",
    datePosted: "2026-11-12",
    validThrough: "2027-02-28",
    existingVacancy: true,
    pay: { currency: "CAD", min: 110000, max: 135000, unit: "YEAR" },
    city: "Barrie",
    remote: false,
    responsibilities: [
      "Être responsable de la feuille de route de nos produits d’automatisation par l’IA\u00a0: clavardage de soutien, extraction de documents et assistants de flux de travail.",
      "Rencontrer des clients et le personnel de soutien, et rédiger des énoncés de problème à partir desquels l’équipe peut bâtir.",
      "Décider de ce qui est livré et à quel moment, en pesant la valeur pour le client, l’effort et le risque.",
      "Mener une revue d’IA responsable avec l’ingénierie et la sécurité avant chaque version\u00a0: traitement des données, évaluation et supervision humaine.",
      "Mesurer l’adoption et les résultats, et en rendre compte aux clients et à l’équipe de direction.",
    ],
    requirements: [
      "Au moins quatre ans en gestion de produit, dont au moins un produit fondé sur l’apprentissage automatique ou les grands modèles de langage.",
      "Une compréhension de la façon dont on évalue les modèles de langage, et de leurs limites.",
      "De l’expérience avec des logiciels d’affaires vendus aux petites et moyennes entreprises.",
      "Une rédaction claire et l’habitude de décider à partir des données.",
      "Une connaissance des lois sur la protection de la vie privée et des cadres de gestion des risques liés à l’IA est un atout.",
    ],
    offer: [
      "Un poste permanent à temps plein à notre bureau de Barrie, sur place trois jours par semaine.",
      "Assurance maladie, dentaire et soins de la vue dès le premier jour, et une contribution de 4\u00a0% à votre REER.",
      "Quatre semaines de vacances.",
      "Un budget de formation annuel de 2\u00a0000\u00a0$ et une conférence du secteur par année.",
      "Une influence directe sur des produits qu’utilisent des cliniques, des fabricants et des cabinets comptables partout en Ontario.",
    ],
  },
  {
    id: "devops-engineer",
    title: "Ingénieur(e) DevOps",
    location: "Télétravail (Canada)",
    department: "Ingénierie",
    type: "Contract",
    description:
      "Un contrat de six mois pour bâtir des pipelines CI/CD, des modules Terraform et l'observabilité de Kubernetes dans le cadre de deux migrations de clients, avec possibilité de prolongation.",
    datePosted: "2026-11-24",
    validThrough: "2027-01-31",
    existingVacancy: true,
    pay: { currency: "CAD", min: 75, max: 95, unit: "HOUR" },
    city: null,
    remote: true,
    responsibilities: [
      "Bâtir les pipelines CI/CD de deux migrations de clients vers Kubernetes.",
      "Écrire des modules Terraform réutilisables pour les réseaux, les grappes et les bases de données gérées.",
      "Mettre en place l’observabilité\u00a0: métriques, journaux, traces et alertes qui mènent à la cause.",
      "Documenter ce que vous bâtissez pour que l’équipe de chaque client puisse l’exploiter après la remise.",
      "Travailler en binôme avec nos ingénieurs permanents et partager vos connaissances.",
    ],
    requirements: [
      "Au moins trois ans en DevOps ou en ingénierie de plateforme.",
      "Une expérience en production de Kubernetes, de Helm et de Terraform.",
      "L’intégration et la livraison continues avec GitHub Actions ou GitLab CI.",
      "Prometheus et Grafana, ou une pile de surveillance semblable.",
      "Être disponible d’ici quatre semaines, pour six mois, à environ 40\u00a0heures par semaine.",
    ],
    offer: [
      "Un contrat de six mois avec possibilité de prolongation.",
      "Entièrement en télétravail partout au Canada, avec des heures de base de 10\u00a0h à 15\u00a0h (heure de l’Est).",
      "Vos heures payées toutes les deux semaines.",
      "Un ordinateur portable, l’accès à nos outils et une équipe qui révise votre travail avec soin.",
      "Une voie vers un poste permanent si nous le souhaitons tous les deux.",
    ],
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
  text: `Nous sommes toujours heureux d'avoir des nouvelles d'ingénieurs, d'analystes et de chargés de projet qui veulent bâtir leur carrière à ${contactPoints.address.city}. Envoyez-nous votre CV et dites-nous sur quoi vous aimeriez travailler.`,
} satisfies Localized<typeof en.resumeCall>;

export const careersPageCopy = {
  metaTitle: "Carrières",
  metaDescription: `Joignez-vous à ${brand.name}\u00a0: postes en ingénierie, infonuagique, sécurité et produit à ${contactPoints.address.city}, à Toronto et en télétravail partout au Canada.`,
  eyebrow: "Carrières",
  title: `Carrières chez ${brand.shortName}`,
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
  pay: "Rémunération\u00a0: ",
} satisfies Localized<typeof en.jobOpeningsCopy>;

export const hiringPolicy = {
  aiScreening:
    "Les candidatures sont lues par des personnes. Nous n’utilisons pas l’intelligence artificielle pour présélectionner, évaluer ou choisir les candidats.",
  existingVacancy: "Cette offre vise un poste actuellement vacant.",
  futureVacancy:
    "Cette offre ne vise pas un poste actuellement vacant\u00a0: elle recueille des candidatures pour un poste que nous prévoyons d’ouvrir.",
} satisfies Localized<typeof en.hiringPolicy>;

export const jobPageCopy = {
  metaTitle: "{title}, carrières",
  metaDescription: `{title} chez ${brand.name} ({location}), {pay}\u00a0: responsabilités, exigences, avantages et façon de postuler.`,
  breadcrumbLabel: "Fil d’Ariane",
  factsTitle: "Détails de l’offre",
  payLabel: "Rémunération prévue (CAD)",
  payRange: "{min} à {max}",
  payPerYear: "{range} par année",
  payPerHour: "{range} l’heure",
  employmentTypeLabel: "Type d’emploi",
  locationLabel: "Lieu",
  departmentLabel: "Service",
  postedLabel: "Date de publication",
  closingLabel: "Date limite pour postuler",
  vacancyLabel: "Poste vacant",
  aiLabel: "Utilisation de l’intelligence artificielle",
  responsibilitiesTitle: "Ce que vous ferez",
  requirementsTitle: "Ce que vous apportez",
  offerTitle: "Ce que nous offrons",
  applyTitle: "Prêt(e) à postuler?",
  applyText:
    "Envoyez votre CV et, si vous le souhaitez, une lettre de présentation au plus tard le {date}. Nous répondons à chaque candidature.",
  apply: "Postuler",
  applyLabel: "Postuler\u00a0: {title}",
  allOpenings: "Tous les postes à pourvoir",
  notFound: {
    title: "Offre introuvable",
    description:
      "Cette offre d’emploi n’existe pas ou est fermée. Consultez les postes à pourvoir sur notre page Carrières.",
  },
} satisfies Localized<typeof en.jobPageCopy>;
