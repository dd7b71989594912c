// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../nav";
import { brand, contactPoints } from "../../site";
import type { Localized } from "../localized";

export const newsletterCopy = {
  heading: "Recevez notre bulletin TI mensuel",
  text: "Un courriel par mois, avec des conseils pratiques sur la sécurité, les coûts infonuagiques, le DevOps et l’automatisation par l’IA. Aucun pourriel\u00a0; désabonnement en un clic.",
  label: "Adresse courriel",
  placeholder: "vous@entreprise.com",
  submit: "S’abonner",
  submitting: "Inscription en cours…",
  successTitle: "Consultez votre boîte de réception",
  successDescription:
    "Nous vous avons envoyé un lien pour confirmer votre abonnement. Votre bulletin TI mensuel commencera dès votre confirmation.",
  linkOutcomes: {
    confirmed: {
      title: "Vous êtes abonné\u00a0!",
      description:
        "Merci de votre confirmation. Votre premier bulletin TI mensuel arrivera au début du mois prochain.",
    },
    unsubscribed: {
      title: "Désabonnement effectué",
      description: "Nous n’enverrons plus aucun courriel à cette adresse.",
    },
    invalid: {
      title: "Lien non valide",
      description:
        "Ce lien est incomplet ou n’est plus valide. Inscrivez-vous de nouveau à l’aide du formulaire au bas de chaque page.",
    },
  },
  maxLength: 254,
  errors: {
    required: "Veuillez entrer votre adresse courriel.",
    invalid: "Veuillez entrer une adresse courriel valide, par exemple nom@entreprise.com.",
    tooLong: "Une adresse courriel ne peut pas dépasser 254 caractères.",
  },
  unavailable: "Non envoyé. Vérifiez votre connexion et réessayez.",
} satisfies Localized<typeof en.newsletterCopy>;

export const cookieNotice = {
  label: "Consentement aux témoins",
  policyText: "Politique relative aux témoins",
  policyHref: "/cookie-policy",
  accept: "Accepter",
  decline: "Refuser",
} satisfies Localized<typeof en.cookieNotice>;

/* -------------------------------------------------------- AI navigation search */

export const searchCopy = {
  label: "Demander à l’IA de trouver une page",
  placeholder: "Demandez à l’IA…",
  submit: "Rechercher",
  searching: "Recherche en cours…",
  mobileLabel: "Rechercher dans le site",
  mobilePlaceholder: "Que cherchez-vous\u00a0?",
  unavailable:
    "La recherche est indisponible pour le moment. Vérifiez votre connexion et réessayez.",
  formLabel: "Recherche de navigation par IA",
  emptyTitle: "Recherche vide",
  emptyDescription: "Veuillez entrer un terme de recherche.",
  resultTitle: "Recherche IA",
  answerTitle: "Assistant IA",
  navigationTitle: "Navigation IA",
  noMatch:
    "Désolé, je n’ai trouvé aucune page ni action correspondant à «\u00a0{query}\u00a0». Essayez d’autres termes ou utilisez la navigation générale.",
  navigating: "Je vous amène à {destination}.",
  externalSite: "un site externe",
  go: "Y aller",
  openLink: "Ouvrir le lien",
} satisfies Localized<typeof en.searchCopy>;

/* ------------------------------------------------------------ the shell's own UI */

export const documentCopy = {
  skipLink: "Passer au contenu principal",
  loading: "Chargement…",
  errorTitle: "Erreur de l’application",
  errorFallback: "Une erreur inattendue s’est produite.",
  errorAdvice:
    "Veuillez actualiser la page pour réessayer. Si le problème persiste, écrivez à notre équipe de soutien à",
  errorHome: "Retour à l’accueil",
  dismissToast: "Fermer la notification",
} satisfies Localized<typeof en.documentCopy>;

export const shellCopy = {
  homeLabel: `${brand.name}, accueil`,
  newTab: " (s’ouvre dans un nouvel onglet)",
  mainNavLabel: "Principale",
  openSearch: "Ouvrir la recherche",
  closeSearch: "Fermer la recherche",
  openMenu: "Ouvrir le menu",
  languageHeading: "Langue",
  languageButton: "Langue\u00a0: {language}",
  menuTitle: "Menu",
  menuDescription: "Navigation du site, langue, thème et connexion",
  mobileNavLabel: "Mobile",
  moreLinksLabel: "Plus",
  close: "Fermer",
  socialLabel: "Réseaux sociaux",
  footerNavLabel: "Pied de page",
  rightsReserved: "Tous droits réservés.",
  builtIn: `Fièrement conçu à ${contactPoints.address.city}, en ${contactPoints.address.region}, au ${contactPoints.address.country}.`,
  socialImageAlt: `${brand.name}\u00a0: TI gérées, DevOps et automatisation par l’IA depuis ${contactPoints.address.city}, en ${contactPoints.address.region}`,
} satisfies Localized<typeof en.shellCopy>;

export const themeCopy = {
  toDark: "Passer au thème sombre",
  toLight: "Passer au thème clair",
  darkTheme: "Thème sombre",
} satisfies Localized<typeof en.themeCopy>;

/* ------------------------------------------------------------------- chats */

export const assistantCopy = {
  buttonLabel: "Ouvrir l’assistant IA",
  title: "Assistant IA",
  badge: "IA simulée",
  description:
    "Les réponses sont générées dans votre navigateur à partir d’une liste fixe de sujets\u00a0; rien de ce que vous tapez n’est transmis.",
  greeting: `Bonjour\u00a0! Je suis l’assistant de ${brand.shortName}. Posez-moi vos questions sur nos services, nos tarifs, le soutien ou la façon de joindre notre équipe.`,
  inputLabel: "Écrire à l’assistant IA",
  placeholder: "Questions sur les services, les tarifs…",
  send: "Envoyer",
  typing: "L’IA écrit",
  toastTitle: "L’IA a répondu",
  toastDuration: 2000,
  fallback:
    "Désolé, je n’ai pas bien compris. Pourriez-vous reformuler\u00a0? Vous pouvez aussi me poser des questions sur nos services, nos tarifs ou la façon de nous joindre.",
} satisfies Localized<typeof en.assistantCopy>;

export const supportChatCopy = {
  buttonLabel: "Ouvrir l’aide rapide",
  title: "Aide rapide",
  badge: "Démo",
  description:
    "Une démonstration de notre clavardage de soutien\u00a0: les réponses sont automatiques et rien n’est transmis à notre équipe.",
  greeting:
    "Bonjour\u00a0! Vous êtes bien à l’aide rapide. Dites-nous ce dont vous avez besoin et nous vous orienterons.",
  inputLabel: "Écrire à l’aide rapide",
  placeholder: "Tapez votre question…",
  send: "Envoyer",
  typing: "Le soutien écrit",
  reply: `Merci de votre message\u00a0! Ce clavardage est une démonstration\u00a0: aucun agent ne le lira. Pour obtenir de l’aide, ouvrez une demande dans notre Centre de soutien ou écrivez à ${contactPoints.mailboxes.support}\u00a0; nous répondons en un jour ouvrable.`,
  toastTitle: "Le soutien a répondu (démo)",
} satisfies Localized<typeof en.supportChatCopy>;

export const chatPanelCopy = {
  close: "Fermer",
  conversation: "Conversation – {title}",
  you: "Vous\u00a0: ",
  sender: "{title}\u00a0: ",
  characters: " caractères",
  goTo: "Aller à {path}",
} satisfies Localized<typeof en.chatPanelCopy>;
