// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../intake";
import type { Localized } from "../localized";

/**
 * The forms pass what they send as an English word ("message", "ticket", "application", "signup"),
 * which serves here as a key: French needs the noun's gender for the agreement of "envoyé".
 */
const sentThings: Record<string, { noun: string; feminine: boolean }> = {
  message: { noun: "Votre message", feminine: false },
  ticket: { noun: "Votre demande de soutien", feminine: true },
  application: { noun: "Votre candidature", feminine: true },
  signup: { noun: "Votre inscription", feminine: true },
};

function notSent(what: string): string {
  const thing = sentThings[what] ?? { noun: `Votre ${what}`, feminine: false };
  return `${thing.noun} n'a pas été envoyé${thing.feminine ? "e" : ""}`;
}

/** What a visitor reads when a form could not reach the intake service. */
export const notSentToast = ((what, mailbox, failure) => {
  const fallback = `ou écrivez à ${mailbox}. Ce que vous avez saisi est toujours dans le formulaire.`;
  if (failure.reason === "busy") {
    const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 600) / 60));
    return {
      title: "Échec de l'envoi",
      description: `${notSent(what)}\u00a0: trop d'envois ont été faits depuis cette connexion. Réessayez dans ${minutes}\u00a0minute${minutes === 1 ? "" : "s"}, ${fallback}`,
    };
  }
  if (failure.reason === "rejected") {
    return {
      title: "Échec de l'envoi",
      description: `${notSent(what)}\u00a0: le serveur n'a pas pu l'accepter. Vérifiez le formulaire et réessayez, ${fallback}`,
    };
  }
  return {
    title: "Échec de l'envoi",
    description: `${notSent(what)}\u00a0: ${failure.reason === "network" ? "notre serveur est injoignable" : "notre serveur a éprouvé un problème"}. Réessayez dans un instant, ${fallback}`,
  };
}) satisfies Localized<typeof en.notSentToast>;

/**
 * What a visitor reads when a form the browser sent by itself (before the page was interactive,
 * or without JavaScript) was refused: the page was reloaded, so the form is empty again.
 */
export const nativeNotSentToast = ((what, mailbox, error) => {
  const reason =
    error === "busy"
      ? "trop d'envois ont été faits depuis cette connexion. Réessayez dans quelques minutes"
      : error === "invalid"
        ? "certains champs étaient manquants ou invalides. Veuillez remplir le formulaire de nouveau"
        : "notre serveur a éprouvé un problème. Réessayez dans un instant";
  return {
    title: "Échec de l'envoi",
    description: `${notSent(what)}\u00a0: ${reason}, ou écrivez à ${mailbox}.`,
  };
}) satisfies Localized<typeof en.nativeNotSentToast>;
