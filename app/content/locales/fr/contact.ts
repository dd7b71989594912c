// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../contact";
import { brand, contactPoints, formatAddress } from "../../site";
import type { Localized } from "../localized";

export const inquiryTypes = [
  { value: "general_inquiry", label: "Demande générale" },
  { value: "sales_question", label: "Question commerciale" },
  { value: "demo_request", label: "Demande de démo" },
  { value: "partnership_opportunity", label: "Occasion de partenariat" },
  { value: "support_request", label: "Demande de soutien" },
] satisfies Localized<typeof en.inquiryTypes>;

export const contactMeta = {
  title: "Nous joindre",
  description: `Joignez l’équipe de ${brand.name} à ${contactPoints.address.city}, en ${contactPoints.address.region}\u00a0: envoyez-nous un message, demandez une démo ou consultez nos heures d’ouverture et l’adresse de notre bureau.`,
} satisfies Localized<typeof en.contactMeta>;

export const contactHero = {
  eyebrow: "Nous joindre",
  title: `Parlez avec ${brand.shortName}`,
  intro:
    "Une question sur un service, une soumission pour votre équipe ou la démo d’un produit\u00a0? Écrivez-nous\u00a0: un spécialiste, et non un robot, vous répondra dans un délai d’un jour ouvrable.",
} satisfies Localized<typeof en.contactHero>;

export const companyDetails = {
  title: "Coordonnées de l’entreprise",
  name: brand.legalName,
  address: formatAddress(),
  phone: contactPoints.phone,
  mailboxes: [
    { label: "Renseignements généraux", address: contactPoints.mailboxes.general },
    { label: "Ventes", address: contactPoints.mailboxes.sales },
    { label: "Soutien technique", address: contactPoints.mailboxes.support },
  ],
} satisfies Localized<typeof en.companyDetails>;

export const businessHours = {
  title: "Heures d’ouverture",
  rows: [
    { days: "Du lundi au vendredi", hours: "9 h à 18 h (heure de l’Est)" },
    { days: "Samedi", hours: "Fermé" },
    { days: "Dimanche", hours: "Fermé" },
  ],
  note: "Les clients des services TI gérés joignent notre centre d’exploitation, ouvert 24 heures sur 24, 7 jours sur 7, à partir de leur portail de soutien.",
} satisfies Localized<typeof en.businessHours>;

export const supportPointer = {
  title: "Déjà client\u00a0?",
  text: "Pour obtenir de l’aide avec un service existant, consultez le Centre de soutien\u00a0: vous y trouverez les réponses aux questions courantes et un formulaire de billet acheminé directement à la bonne équipe.",
  linkText: "Visiter le Centre de soutien",
  href: "/support",
} satisfies Localized<typeof en.supportPointer>;

export const contactFormCopy = {
  title: "Écrivez-nous",
  intro: "Les champs marqués d’un astérisque sont obligatoires.",
  submit: "Envoyer le message",
  submitting: "Envoi en cours…",
  inquiryPlaceholder: "Choisissez un type de demande",
} satisfies Localized<typeof en.contactFormCopy>;

export const contactFieldCopy = {
  name: "Nom",
  emailAddress: "Courriel",
  company: "Entreprise (facultatif)",
  phone: "Téléphone (facultatif)",
  inquiryType: "Type de demande",
  message: "Message",
  characters: "caractères",
} satisfies Localized<typeof en.contactFieldCopy>;

export const contactValidation = {
  name: "Entrez votre nom.",
  emailRequired: "Entrez votre adresse courriel.",
  emailFormat: "Entrez une adresse courriel valide, par exemple nom@entreprise.ca.",
  inquiryType: "Choisissez un type de demande.",
  message: "Entrez votre message.",
  tooLong: "Utilisez au plus {max}\u00a0caractères.",
} satisfies Localized<typeof en.contactValidation>;

export const contactToasts = {
  incomplete: {
    title: "Formulaire incomplet",
    description:
      "Veuillez remplir tous les champs obligatoires (nom, courriel, type de demande, message).",
  },
  invalidEmail: {
    title: "Courriel invalide",
    description: "Veuillez entrer une adresse courriel valide, par exemple nom@entreprise.ca.",
  },
  sentTitle: "Message envoyé\u00a0!",
  sentDescription: (name: string) =>
    `Merci, ${name}. Votre message a bien été enregistré et notre équipe vous répondra dans un délai d’un jour ouvrable.`,
  sentDescriptionNative:
    "Merci. Votre message a bien été enregistré et notre équipe vous répondra dans un délai d’un jour ouvrable.",
} satisfies Localized<typeof en.contactToasts>;

export const mapCopy = {
  title: "Trouver notre bureau",
  frameTitle: `Carte indiquant le bureau de ${brand.name} au ${formatAddress()}`,
  placeholderTitle: "Carte non chargée",
  placeholderText:
    "La carte est fournie par OpenStreetMap, qui reçoit votre adresse IP au chargement. Elle s’affiche automatiquement dès que vous acceptez les témoins, ou tout de suite si vous le souhaitez.",
  showMap: "Afficher la carte",
  loadingTitle: "Chargement de la carte…",
  failedTitle: "Impossible de charger la carte",
  failedText:
    "OpenStreetMap n’a pas répondu\u00a0: vous êtes peut-être hors ligne, ou un bloqueur réseau ou de contenu a empêché le chargement. L’adresse ci-dessus vous indique où nous trouver.",
  retry: "Réessayer",
  viewOnOsm: "Voir sur OpenStreetMap",
  newTab: " (s’ouvre dans un nouvel onglet)",
  address: formatAddress(),
} satisfies Localized<typeof en.mapCopy>;

/** Plan names are the offers' proper names and stay as in English; the billing is translated. */
export const planNames = {
  "growth-monthly": { name: "Growth Catalyst", billing: "facturation mensuelle" },
  "growth-annual": { name: "Growth Catalyst", billing: "facturation annuelle" },
  "innovation-monthly": { name: "Innovation Accelerator", billing: "facturation mensuelle" },
  "innovation-annual": { name: "Innovation Accelerator", billing: "facturation annuelle" },
  enterprise: { name: "Enterprise Vanguard", billing: "facturation mensuelle" },
  "enterprise-annual": { name: "Enterprise Vanguard", billing: "facturation annuelle" },
  "suite-monthly": { name: "AI Automation Suite", billing: "au projet ou au forfait mensuel" },
  "suite-annual": { name: "AI Automation Suite", billing: "partenariat annuel" },
} satisfies Localized<typeof en.planNames>;

/** The keys are the `subject=` values other pages send: they stay in English. */
export const knownSubjects = {
  "Project Inquiry": {
    inquiryType: "sales_question",
    opener: "J’aimerais discuter d’un nouveau projet logiciel avec votre équipe.",
  },
  "Frontend Development Inquiry": {
    inquiryType: "sales_question",
    opener: "J’aimerais discuter d’un projet de développement frontend (interface Web ou mobile).",
  },
  "Backend Development Inquiry": {
    inquiryType: "sales_question",
    opener:
      "J’aimerais discuter d’un projet de développement backend (API, données ou intégrations).",
  },
  "Full-Stack Solution Inquiry": {
    inquiryType: "sales_question",
    opener:
      "J’aimerais discuter d’une solution full-stack, de l’interface jusqu’à l’infrastructure.",
  },
  "DevSecOps Inquiry": {
    inquiryType: "sales_question",
    opener:
      "J’aimerais discuter de DevSecOps\u00a0: pipelines sécurisés, analyses de vulnérabilités et automatisation de la conformité.",
  },
  "General Career Inquiry": {
    inquiryType: "general_inquiry",
    opener: `J’aimerais que ma candidature soit considérée pour de futurs postes chez ${brand.name}. Voici un bref résumé de mon expérience\u00a0:`,
  },
  "Quote Request": {
    inquiryType: "sales_question",
    opener: "Veuillez m’envoyer une soumission.",
  },
} satisfies Localized<typeof en.knownSubjects>;

export const prefillMessages = {
  demo: (product: string | null) =>
    product
      ? `J’aimerais réserver une démo de ${product}. La taille de notre équipe et ce que nous souhaitons accomplir\u00a0:`
      : "J’aimerais réserver une démo. La taille de notre équipe et les produits qui nous intéressent\u00a0:",
  assessment: (product: string | null) =>
    product
      ? `J’aimerais demander une évaluation de sécurité avec ${product}. Notre environnement (utilisateurs, appareils, services infonuagiques)\u00a0:`
      : "J’aimerais demander une évaluation de sécurité. Notre environnement (utilisateurs, appareils, services infonuagiques)\u00a0:",
  aiService:
    "J’aimerais réserver un appel stratégique sur l’IA pour automatiser certaines tâches dans notre entreprise.",
  plan: (name: string, billing: string) =>
    `Le forfait ${name} (${billing}) m’intéresse. Veuillez m’indiquer les prochaines étapes pour commencer.`,
  quote: (items: string[]) => `Veuillez m’envoyer une soumission pour\u00a0: ${items.join(", ")}.`,
  product: (items: string[]) => `J’aimerais en savoir plus sur ${items.join(", ")}.`,
  unknownSubject: (subject: string) => `Objet\u00a0: ${subject}`,
} satisfies Localized<typeof en.prefillMessages>;
