// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../support";
import { brand, productName } from "../../site";
import type { Localized } from "../localized";

export const departments = [
  { value: "technical_support", label: "Soutien technique" },
  { value: "billing_inquiries", label: "Facturation" },
  { value: "sales_questions", label: "Questions commerciales" },
  { value: "general_feedback", label: "Commentaires généraux" },
] satisfies Localized<typeof en.departments>;

export const supportMeta = {
  title: "Centre de soutien",
  description: `Trouvez des réponses aux questions courantes, parcourez la base de connaissances ou soumettez un billet de soutien à l’équipe de ${brand.name}.`,
} satisfies Localized<typeof en.supportMeta>;

export const supportHero = {
  eyebrow: "Centre de soutien",
  title: "Comment pouvons-nous vous aider\u00a0?",
  intro:
    "Parcourez les questions les plus fréquentes, suivez nos guides étape par étape ou ouvrez un billet auprès de la bonne équipe.",
  searchLabel: "Rechercher dans la FAQ",
  searchPlaceholder:
    "Essayez «\u00a0sauvegarde\u00a0», «\u00a0facture\u00a0» ou «\u00a0mot de passe\u00a0»",
} satisfies Localized<typeof en.supportHero>;

export const supportTilesHeading: Localized<typeof en.supportTilesHeading> =
  "Comment obtenir de l’aide";

export const supportTiles = [
  {
    title: "FAQ",
    description:
      "Des réponses rapides sur l’intégration, la facturation, la sécurité et les délais de réponse.",
    icon: "message",
    href: "#faq",
  },
  {
    title: "Base de connaissances",
    description:
      "Des guides et des articles rédigés par nos ingénieurs sur l’infonuagique, la sécurité, le DevOps et l’IA.",
    icon: "book",
    href: "/blog",
  },
  {
    title: "Soumettre un billet",
    description:
      "Adressez une demande au soutien technique, à la facturation, aux ventes ou à notre équipe des commentaires.",
    icon: "headphones",
    href: "#submit-ticket",
  },
] satisfies Localized<typeof en.supportTiles>;

export const faqHeading: Localized<typeof en.faqHeading> = "Foire aux questions";
export const faqNoMatch: Localized<typeof en.faqNoMatch> =
  "Aucune question ne correspond à votre recherche. Essayez d’autres mots ou soumettez un billet.";

export const faqs = [
  {
    question: "En combien de temps répondez-vous à une demande de soutien\u00a0?",
    answer:
      "Les incidents critiques, comme une panne ou une intrusion soupçonnée, sont confiés à un ingénieur en moins de 15 minutes, 24 heures sur 24, 7 jours sur 7, lorsqu’ils sont signalés par téléphone ou marqués «\u00a0Critique\u00a0» dans un billet. Les billets standards reçoivent une réponse en moins de 4 heures ouvrables, du lundi au vendredi, de 9 h à 18 h (heure de l’Est).",
  },
  {
    question: "Comment réinitialiser mon mot de passe ou débloquer mon compte\u00a0?",
    answer:
      "Cliquez sur «\u00a0Mot de passe oublié\u00a0» dans votre page de connexion pour recevoir un lien de réinitialisation par courriel\u00a0; ce lien expire après 30 minutes. Si votre compte est verrouillé après cinq tentatives infructueuses, soumettez un billet au soutien technique\u00a0: nous vérifierons votre identité par téléphone avant de le débloquer.",
  },
  {
    question:
      "Où mes données sont-elles stockées et à quelle fréquence sont-elles sauvegardées\u00a0?",
    answer: `Les données et les sauvegardes de nos clients restent dans des centres de données canadiens, en Ontario et au Québec. Les serveurs gérés et les boîtes aux lettres Microsoft 365 sont sauvegardés chaque nuit, conservés 30 jours et soumis à un test de restauration chaque trimestre\u00a0; les clients de ${productName("Cloud")} peuvent opter pour des instantanés toutes les heures.`,
  },
  {
    question: "Comment fonctionne la facturation et puis-je changer de forfait\u00a0?",
    answer:
      "Les forfaits sont facturés par utilisateur chaque mois, ou chaque année avec un rabais, par facture ou par carte de crédit. Vous pouvez ajouter des utilisateurs en tout temps\u00a0; ils sont facturés au prorata sur votre prochaine facture. Le passage à un forfait inférieur prend effet au début de votre prochaine période de facturation.",
  },
  {
    question:
      "Vos assistants IA peuvent-ils utiliser nos propres documents en toute sécurité\u00a0?",
    answer:
      "Oui. Les assistants sont entraînés uniquement sur les dossiers que vous approuvez, fonctionnent dans une région canadienne et n’utilisent jamais vos données pour entraîner des modèles partagés. Chaque réponse cite son document source, et les actions comme un remboursement ou une modification de compte attendent toujours l’approbation d’une personne.",
  },
] satisfies Localized<typeof en.faqs>;

export const ticketCopy = {
  title: "Soumettre un billet",
  intro:
    "Tous les champs sont obligatoires. Votre billet arrive immédiatement dans la file de l’équipe choisie, et vous recevez les réponses par courriel.",
  subjectPlaceholder: "Outlook me redemande sans cesse mon mot de passe",
  departmentPlaceholder: "Choisissez un service",
  submit: "Soumettre le billet",
  submitting: "Envoi en cours…",
} satisfies Localized<typeof en.ticketCopy>;

export const ticketFieldCopy = {
  name: "Nom",
  emailAddress: "Courriel",
  subject: "Objet",
  department: "Service",
  message: "Message",
  characters: "caractères",
} satisfies Localized<typeof en.ticketFieldCopy>;

export const ticketValidation = {
  name: "Entrez votre nom.",
  emailRequired: "Entrez votre adresse courriel.",
  emailFormat: "Entrez une adresse courriel valide, par exemple nom@entreprise.ca.",
  subject: "Entrez un objet.",
  department: "Choisissez un service.",
  message: "Décrivez votre demande.",
  tooLong: "Utilisez au plus {max}\u00a0caractères.",
} satisfies Localized<typeof en.ticketValidation>;

export const ticketToasts = {
  incomplete: {
    title: "Formulaire incomplet",
    description: "Veuillez remplir tous les champs avant de soumettre le formulaire.",
  },
  invalidEmail: {
    title: "Courriel invalide",
    description: "Veuillez entrer une adresse courriel valide, par exemple nom@entreprise.ca.",
  },
  submittedTitle: "Billet soumis\u00a0!",
  submittedDescription: (name: string) =>
    `Merci, ${name}. Votre billet a bien été enregistré et notre équipe de soutien vous répondra par courriel dans un délai de 4 heures ouvrables.`,
  submittedDescriptionNative:
    "Merci. Votre billet a bien été enregistré et notre équipe de soutien vous répondra par courriel dans un délai de 4 heures ouvrables.",
} satisfies Localized<typeof en.ticketToasts>;

/** The keys are the `topic=` values other pages link with: they stay in English. */
export const ticketTopics = {
  ai: {
    department: "technical_support",
    subject: "Question sur la plateforme d’IA",
    message:
      "J’ai une question sur vos modèles d’IA ou votre API. Ce que j’essaie de faire, et ce qui se produit à la place (indiquez les identifiants de requête ou les messages d’erreur, si vous les avez)\u00a0:",
    note: "Nous avons ouvert pour vous un billet de soutien IA\u00a0: il est acheminé directement à nos ingénieurs en IA du soutien technique.",
  },
} satisfies Localized<typeof en.ticketTopics>;
