// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../community";
import { brand, contactPoints, external } from "../../site";
import type { Localized } from "../localized";

export const communityCopy = {
  pageName: "Communauté",
  title: `Communauté ${brand.shortName}`,
  intro:
    "Là où nos clients, nos ingénieurs et nos partenaires partagent ce qui fonctionne\u00a0: questions résolues, scripts échangés, leçons apprises.",
  metaDescription: `Rejoignez la communauté ${brand.shortName}\u00a0: forums, webinaires et rencontres, bibliothèque de ressources et contributions open source pour les équipes TI et DevOps.`,
  whatTitle: "Qu’est-ce que la communauté\u00a0?",
  what: [
    `La Communauté ${brand.shortName} est un espace ouvert aux personnes qui gèrent les TI dans les entreprises en croissance\u00a0: gestionnaires de bureau devenus le service informatique, administrateurs système, développeurs, ingénieurs DevOps et analystes en sécurité. Nos propres ingénieurs y participent tous les jours.`,
    "Posez une question sur une tâche de sauvegarde qui échoue sans cesse, partagez le script PowerShell qui vous a fait gagner un après-midi ou comparez vos notes sur votre première grappe Kubernetes. Tout est gratuit, et nul besoin d’être client pour vous joindre à nous.",
  ],
  spotlightTitle: "En vedette dans la communauté",
  featuresTitle: "Comment participer",
  pledgeTitle: "Notre code de conduite",
  pledgeIntro:
    "Nous voulons que chacun se sente bienvenu, quels que soient son expérience, son parcours ou son poste. Chaque membre, y compris notre personnel, s’engage à\u00a0:",
  pledge: [
    "faire preuve de respect et de patience, surtout envers les personnes qui débutent\u00a0;",
    "partager ses connaissances avec générosité et reconnaître le travail des autres\u00a0;",
    "ne jamais publier de données de clients, d’identifiants de connexion ni de renseignements personnels d’autrui\u00a0;",
    "débattre des idées, sans jamais attaquer les personnes\u00a0;",
    "signaler le harcèlement ou les abus aux modérateurs plutôt que de répondre sur le même ton.",
  ],
  pledgeEnforcement: `Les modérateurs retirent les publications qui enfreignent le code et peuvent suspendre les comptes qui récidivent. Signalez toute préoccupation à ${contactPoints.mailboxes.abuse}.`,
  joinTitle: "Joignez-vous à la conversation",
  joinText:
    "Créez un compte gratuit sur le forum, présentez-vous et dites-nous sur quoi vous travaillez. La prochaine réponse dont quelqu’un a besoin viendra peut-être de vous.",
  joinButton: "Rejoindre le forum",
  contactButton: "Parler à notre équipe",
} satisfies Localized<typeof en.communityCopy>;

export const spotlight = [
  {
    eyebrow: "Sur le blogue",
    title: "L’avenir de l’IA en entreprise",
    description:
      "Comment les petites et moyennes entreprises mettent déjà l’IA à profit, et les questions à se poser avant de lancer un premier projet.",
    icon: "book",
    href: "/blog/future-of-ai",
    linkText: "Lire l’article",
  },
  {
    eyebrow: "Webinaire",
    title: "Renforcer la sécurité de Microsoft 365 pour les petites équipes",
    description:
      "Une démonstration en direct d’une heure des dix paramètres qui bloquent la plupart des prises de contrôle de comptes, avec une période de questions. Gratuit pour tous.",
    icon: "monitor",
    href: external.events,
    linkText: "S’inscrire au webinaire",
    external: true,
  },
  {
    eyebrow: "Discussion sur le forum",
    title: "État Terraform\u00a0: un fichier par environnement ou par équipe\u00a0?",
    description:
      "Plus de quarante réponses d’ingénieurs qui ont essayé les deux approches, avec leurs compromis en matière de verrouillage, de rayon d’impact et d’intégration des nouveaux venus.",
    icon: "messages",
    href: external.forum,
    linkText: "Participer à la discussion",
    external: true,
  },
] satisfies Localized<typeof en.spotlight>;

export const communityFeatures = [
  {
    title: "Forums de discussion",
    description:
      "Posez vos questions et partagez vos réponses sur les TI gérées, le DevOps, la sécurité, l’infonuagique et l’automatisation par l’IA, avec la participation quotidienne de nos ingénieurs.",
    icon: "messages",
    href: external.forum,
    linkText: "Visiter les forums",
    external: true,
  },
  {
    title: "Événements et rencontres",
    description: `Des webinaires mensuels et des rencontres trimestrielles à ${contactPoints.address.city} et à Toronto, avec des présentations de clients et de nos propres équipes.`,
    icon: "users",
    href: external.events,
    linkText: "Voir les événements à venir",
    external: true,
  },
  {
    title: "Bibliothèque de ressources",
    description:
      "Guides, listes de vérification et articles rédigés par nos ingénieurs sur la sécurité, l’infonuagique, le DevOps et les données.",
    icon: "book",
    href: "/blog",
    linkText: "Parcourir la bibliothèque",
  },
  {
    title: "Contributions open source",
    description:
      "Les modules Terraform, tableaux de bord de surveillance et scripts d’automatisation que nous publions, ouverts aux issues et aux pull requests.",
    icon: "git",
    href: external.contributions,
    linkText: "Contribuer sur GitHub",
    external: true,
  },
] satisfies Localized<typeof en.communityFeatures>;
