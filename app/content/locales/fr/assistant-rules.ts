/**
 * The assistant chat's keyword groups and replies in French. Loaded with the chat, not with the page.
 * Keywords match as lowercase substrings, so common spellings without accents are listed too.
 * Relative imports only: react-router.config.ts loads content.
 */
import type * as en from "../../assistant-rules";
import { brand, contactPoints } from "../../site";
import type { Localized } from "../localized";

/** The spec's keyword groups, in the spec's order: the first group with a matching keyword wins. */
export const assistantRules = [
  {
    group: "greetings",
    keywords: ["bonjour", "bonsoir", "salut", "allô", "coucou", "hello", "hi there", "hey there"],
    response: `Bonjour\u00a0! Bienvenue chez ${brand.name}. Je peux vous aider à trouver nos services, nos tarifs, le soutien ou nos coordonnées. Que souhaitez-vous savoir\u00a0?`,
  },
  {
    group: "goodbye",
    keywords: [
      "au revoir",
      "à bientôt",
      "a bientot",
      "à la prochaine",
      "a la prochaine",
      "bonne journée",
      "bonne journee",
      "bye",
    ],
    response: `Au revoir, et merci de votre visite chez ${brand.name}\u00a0! Le bouton de l’assistant reste dans le coin de l’écran chaque fois que vous en avez besoin.`,
  },
  {
    group: "help or support",
    keywords: ["aide", "soutien", "support", "assistance", "dépannage", "depannage"],
    response:
      "Notre Centre de soutien regroupe les réponses aux questions courantes, une base de connaissances et un formulaire de billet\u00a0; notre service d’assistance répond aux billets dans un délai d’un jour ouvrable.",
    navPath: "/support",
    navText: "Aller au Centre de soutien",
  },
  {
    group: "contact",
    keywords: ["contact", "joindre", "courriel", "téléphone", "telephone", "appeler", "email"],
    response: `Vous pouvez écrire à ${contactPoints.mailboxes.general}, nous appeler au ${contactPoints.phone.display} (du lundi au vendredi, de 9 h à 18 h, heure de l’Est) ou nous envoyer un message à partir de la page Nous joindre.`,
    navPath: "/contact",
    navText: "Ouvrir la page Nous joindre",
  },
  {
    group: "pricing",
    keywords: ["prix", "tarif", "coût", "combien", "forfait"],
    response:
      "Nos forfaits sont facturés au mois ou à l’année, et les abonnements annuels profitent d’un rabais de 25\u00a0% pendant notre promotion en cours. La page des tarifs compare tous les forfaits.",
    navPath: "/pricing",
    navText: "Voir les tarifs",
  },
  {
    group: "about",
    keywords: ["à propos", "a propos", "votre entreprise", "votre société", "qui êtes", "qui etes"],
    response: `${brand.name} a été fondée en ${brand.founded} à ${contactPoints.address.city}, en ${contactPoints.address.region}. Nous offrons des services TI gérés, DevOps, d’automatisation par l’IA et de sécurité aux entreprises en croissance.`,
    navPath: "/about",
    navText: "Découvrir notre histoire",
  },
  {
    group: "services",
    keywords: ["services", "msp", "devops", "infogérance", "infogerance", "ti gérés", "ti geres"],
    response:
      "Nous offrons des services TI gérés (MSP) avec surveillance 24/7, des pipelines DevOps, de l’hébergement infonuagique et des opérations de sécurité, le tout assuré par une seule équipe responsable.",
    navPath: "/services/msp-devops",
    navText: "Explorer MSP et DevOps",
  },
  {
    group: "products",
    keywords: ["produit", "solution", "logiciel"],
    response:
      "Notre place de marché propose huit produits prêts à déployer, de l’automatisation et la sécurité jusqu’à l’analytique et au CRM, avec une tarification mensuelle.",
    navPath: "/marketplace",
    navText: "Parcourir la place de marché",
  },
  {
    group: "blog",
    keywords: ["blog", "article", "nouvelles", "actualités", "actualites"],
    response:
      "Notre blogue traite d’IA, de sécurité infonuagique, de DevOps et de transformation numérique, avec de nouveaux articles chaque mois.",
    navPath: "/blog",
    navText: "Lire le blogue",
  },
  {
    group: "privacy",
    keywords: [
      "confidentialité",
      "confidentialite",
      "vie privée",
      "vie privee",
      "renseignements personnels",
      "politique",
    ],
    response:
      "Notre politique de confidentialité explique quels renseignements nous recueillons, pourquoi, combien de temps nous les conservons et comment exercer vos droits en vertu des lois canadiennes sur la protection des renseignements personnels.",
    navPath: "/privacy-policy",
    navText: "Lire la politique de confidentialité",
  },
  {
    group: "terms",
    keywords: ["conditions", "modalités", "modalites"],
    response:
      "Nos conditions d’utilisation établissent la façon dont nos services et ce site Web peuvent être utilisés.",
    navPath: "/terms-of-service",
    navText: "Lire les conditions d’utilisation",
  },
  {
    group: "thanks",
    keywords: ["merci", "remercie"],
    response: "Avec plaisir\u00a0! Puis-je vous aider à trouver autre chose\u00a0?",
  },
] satisfies Localized<typeof en.assistantRules>;
