// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../job-application";
import { brand, contactPoints } from "../../site";
import type { Localized } from "../localized";

export const applyPage = {
  meta: {
    title: "Postuler à un poste",
    description: `Postulez à un poste ouvert chez ${brand.name}\u00a0: envoyez vos coordonnées, votre CV et, si vous le souhaitez, une lettre de présentation à notre équipe de recrutement à ${contactPoints.address.city}.`,
  },
  breadcrumbs: { home: "Accueil", careers: "Carrières", apply: "Postuler" },
  hero: {
    eyebrow: "Carrières",
    title: "Postuler à un poste",
    applyingFor: "Vous postulez pour\u00a0:",
  },
  backToCareers: "Retour aux carrières",
  formTitle: "Votre candidature",
  formIntro:
    "Tous les champs sont obligatoires, sauf mention contraire. Nous répondons à chaque candidature dans un délai de deux semaines.",
  defaultJobTitle: `Candidature spontanée — ${brand.name}`,
} satisfies Localized<typeof en.applyPage>;

export const applicationForm = {
  formLabel: "Candidature",
  jobTitleLabel: "Poste visé",
  jobTitleHint: "Pour postuler à un autre poste, choisissez-le dans la page Carrières.",
  fullNameLabel: "Nom complet",
  emailLabel: "Adresse courriel",
  phoneLabel: "Numéro de téléphone (facultatif)",
  resumeLabel: "CV",
  resumeHintService: "PDF, DOC ou DOCX, 5\u00a0Mo au maximum.",
  resumeHintDemo: "PDF, DOC ou DOCX. Seul le nom du fichier est conservé dans cette démonstration.",
  coverLetterLabel: "Lettre de présentation (facultative)",
  characterCount: "{count} / {max} caractères",
  submit: "Envoyer ma candidature",
  submitting: "Envoi en cours…",
  successTitle: "Candidature envoyée\u00a0! 🎉",
  successNative:
    "Merci de votre candidature. Elle a bien été transmise à notre équipe de recrutement, qui vous répondra par courriel.",
  successStored:
    "Merci d’avoir postulé au poste «\u00a0{jobTitle}\u00a0». Votre candidature a bien été transmise à notre équipe de recrutement, qui vous répondra par courriel.",
  successDemo:
    "Merci d’avoir postulé au poste «\u00a0{jobTitle}\u00a0». Votre candidature a été enregistrée. Elle aurait aussi été transmise par courriel à notre équipe de recrutement si un service de courriel était actif.",
  failedTitle: "Échec de l’envoi 😥",
  failedText: "Une erreur est survenue lors de l’envoi de votre candidature. Veuillez réessayer.",
} satisfies Localized<typeof en.applicationForm>;

export const applicationMessages = {
  fullNameRequired: "Le nom complet est obligatoire.",
  emailRequired: "L’adresse courriel est obligatoire.",
  emailInvalid: "Adresse courriel invalide.",
  resumeRequired: "Le CV est obligatoire.",
  resumeType: "Veuillez téléverser un fichier PDF, DOC ou DOCX.",
  resumeSize: "Veuillez téléverser un fichier de 5\u00a0Mo au maximum.",
  tooLong: "Le champ «\u00a0{field}\u00a0» doit compter au plus {max}\u00a0caractères.",
  fieldNames: {
    fullName: "Nom complet",
    emailAddress: "Courriel",
    phone: "Numéro de téléphone",
    coverLetter: "Lettre de présentation",
  },
} satisfies Localized<typeof en.applicationMessages>;
