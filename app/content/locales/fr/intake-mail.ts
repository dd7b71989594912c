// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../intake-mail";
import type { Localized } from "../localized";

export const confirmationMail = {
  subject: {
    contact: "Nous avons bien reçu votre message ({reference})",
    demo: "Nous avons bien reçu votre demande de démonstration ({reference})",
    ticket: "Nous avons bien reçu votre demande de soutien ({reference})",
    application: "Nous avons bien reçu votre candidature ({reference})",
    newsletter: "Veuillez confirmer votre abonnement à l'infolettre ({reference})",
    privacy:
      "Nous avons bien reçu votre demande relative à vos renseignements personnels ({reference})",
  },
  greeting: "Bonjour,",
  body: {
    contact:
      "Merci d'avoir écrit à {company}. Votre message a bien été enregistré et notre équipe vous répondra dans un délai d'un jour ouvrable.",
    demo: "Merci de votre intérêt pour une démonstration. Votre demande a bien été enregistrée et un spécialiste de {company} communiquera avec vous dans un délai d'un jour ouvrable pour convenir d'un moment qui vous convient.",
    ticket:
      "Votre demande de soutien a bien été enregistrée. Notre équipe de soutien vous répondra par courriel dans un délai de 4\u00a0heures ouvrables, du lundi au vendredi de 9\u00a0h à 18\u00a0h (heure de l'Est).",
    application:
      "Merci d'avoir postulé chez {company}. Votre candidature a bien été transmise à notre équipe de recrutement, qui répond à chaque candidature dans un délai de deux semaines.",
    newsletter:
      "Quelqu'un, probablement vous, a demandé à recevoir l'infolettre de {company} à cette adresse. Pour confirmer, ouvrez ce lien\u00a0:\n{confirmUrl}\n\nSi vous n'avez rien demandé, ignorez ce courriel\u00a0: l'adresse ne sera pas abonnée et nous ne vous écrirons plus.",
    privacy:
      "Votre demande relative à vos renseignements personnels a bien été enregistrée. Notre responsable de la protection des renseignements personnels vous répondra dans un délai de 30\u00a0jours.",
  },
  reference: "Votre numéro de référence\u00a0: {reference}",
  referenceHint: "Veuillez l'indiquer si vous nous écrivez au sujet de cette demande.",
  notYou:
    "Si vous n'êtes pas à l'origine de cette demande, quelqu'un a peut-être saisi votre adresse par erreur\u00a0: écrivez à {mailbox} et nous la retirerons.",
  signature: "L'équipe de {company}",
  automated: "Ce courriel a été envoyé automatiquement. Les réponses parviennent à {mailbox}.",
  unsubscribe:
    "Pour ne plus recevoir de courriels de {company}, ouvrez ce lien\u00a0: {unsubscribeUrl}",
} satisfies Localized<typeof en.confirmationMail>;
