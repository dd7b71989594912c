// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../intake";
import type { Localized } from "../localized";

// Each thing sent has its own start of sentence, so "envoyé" agrees with the noun's gender.
export const notSentCopy = {
  title: "Échec de l'envoi",
  notSent: {
    message: "Votre message n'a pas été envoyé",
    ticket: "Votre demande de soutien n'a pas été envoyée",
    application: "Votre candidature n'a pas été envoyée",
    signup: "Votre inscription n'a pas été envoyée",
  },
  live: {
    busy: "{notSent}\u00a0: trop d'envois ont été faits depuis cette connexion. Réessayez dans {minutes}, {fallback}",
    rejected:
      "{notSent}\u00a0: le serveur n'a pas pu l'accepter. Vérifiez le formulaire et réessayez, {fallback}",
    network:
      "{notSent}\u00a0: notre serveur est injoignable. Réessayez dans un instant, {fallback}",
    server:
      "{notSent}\u00a0: notre serveur a éprouvé un problème. Réessayez dans un instant, {fallback}",
    fallback: "ou écrivez à {mailbox}. Ce que vous avez saisi est toujours dans le formulaire.",
    minutes: { one: "#\u00a0minute", other: "#\u00a0minutes" },
  },
  native: {
    busy: "{notSent}\u00a0: trop d'envois ont été faits depuis cette connexion. Réessayez dans quelques minutes, ou écrivez à {mailbox}.",
    invalid:
      "{notSent}\u00a0: certains champs étaient manquants ou invalides. Veuillez remplir le formulaire de nouveau, ou écrivez à {mailbox}.",
    failed:
      "{notSent}\u00a0: notre serveur a éprouvé un problème. Réessayez dans un instant, ou écrivez à {mailbox}.",
  },
} satisfies Localized<typeof en.notSentCopy>;
