// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../about";
import { brand, contactPoints } from "../../site";
import type { Localized } from "../localized";

export const aboutMeta = {
  title: "À propos",
  description: `Comment ${brand.name} est née à ${contactPoints.address.city} en ${brand.founded}, les valeurs qui nous guident et les quatre personnes qui dirigent l’entreprise aujourd’hui.`,
} satisfies Localized<typeof en.aboutMeta>;

export const aboutHero = {
  eyebrow: `À propos de ${brand.shortName}`,
  title: "Notre histoire",
  intro: `${brand.name} a été fondée à ${contactPoints.address.city}, en ${contactPoints.address.region}, en ${brand.founded}, pour offrir aux entreprises en croissance le genre d’équipe TI habituellement réservée aux grandes sociétés\u00a0: chevronnée, locale et responsable.`,
} satisfies Localized<typeof en.aboutHero>;

export const journey = {
  title: "Notre parcours",
  intro: `Tout a commencé avec trois ingénieurs, un bureau loué au-dessus d’une boulangerie de la rue Dunlop et une promesse simple\u00a0: répondre au téléphone, régler la cause du problème et expliquer ce que nous avons fait. Cette promesse guide encore chaque service que nous ajoutons.`,
  milestones: [
    {
      date: "mars 2024",
      title: `Fondation à ${contactPoints.address.city}`,
      description:
        "Trois anciens ingénieurs en infrastructure de grandes entreprises lancent la société pour servir les fabricants, les cliniques et les cabinets professionnels de la région.",
    },
    {
      date: "septembre 2024",
      title: "Centre d’assistance et surveillance 24/7",
      description:
        "Notre centre des opérations fonctionne désormais jour et nuit, et nos vingt premiers clients en TI gérées adoptent un forfait unique par utilisateur.",
    },
    {
      date: "février 2025",
      title: "Pratique DevOps et hébergement infonuagique",
      description:
        "Nous ajoutons les pipelines CI/CD, l’infrastructure en tant que code et l’hébergement géré dans des régions canadiennes pour les équipes de développement logiciel.",
    },
    {
      date: "juin 2025",
      title: "Lancement de l’automatisation par l’IA",
      description:
        "Des assistants pour la réception de documents, le triage des demandes et les rapports entrent en service chez nos clients, toujours avec une personne qui approuve les décisions clés.",
    },
    {
      date: "Aujourd’hui",
      title: "Une équipe ontarienne en pleine croissance",
      description: `Une équipe d’ingénieurs, d’analystes et de gestionnaires de comptes au ${contactPoints.address.street}, au service d’entreprises partout en Ontario et au-delà.`,
    },
  ],
} satisfies Localized<typeof en.journey>;

export const mission = {
  title: "Notre mission",
  text: "Rendre la technologie fiable et sécuritaire simple pour les entreprises en croissance, afin que leurs équipes consacrent leurs journées aux clients et à leur métier plutôt qu’aux mots de passe, aux pannes et aux feuilles de calcul.",
} satisfies Localized<typeof en.mission>;

export const vision = {
  title: "Notre vision",
  text: "Un avenir où une entreprise de 20 personnes dans une petite ville canadienne profite de la même automatisation, de la même sécurité et des mêmes données qu’une multinationale, grâce à des voisins qui la connaissent par son nom.",
} satisfies Localized<typeof en.vision>;

export const valuesHeading = "Nos valeurs fondamentales" satisfies Localized<
  typeof en.valuesHeading
>;
export const valuesIntro =
  "Quatre engagements qui guident nos embauches, notre formation et chacune de nos revues de projet." satisfies Localized<
    typeof en.valuesIntro
  >;

export const coreValues = [
  {
    title: "Innovation",
    description:
      "Nous testons les nouveaux outils dans nos propres opérations avant de les recommander, et nous abandonnons ceux qui n’apportent plus de valeur.",
    icon: "lightbulb",
  },
  {
    title: "Priorité au client",
    description:
      "Chaque mandat commence par la façon dont votre entreprise fonctionne, pas par ce que nous vendons, et chaque client a un gestionnaire de compte attitré.",
    icon: "care",
  },
  {
    title: "Intégrité",
    description:
      "Des prix fixes, des rapports en langage clair et des conseils honnêtes, y compris quand vous n’avez pas besoin de nous.",
    icon: "handshake",
  },
  {
    title: "Excellence",
    description:
      "Des procédures documentées, des changements révisés par des pairs et des temps de réponse mesurés\u00a0: la qualité ne dépend jamais de la personne de garde.",
    icon: "trophy",
  },
] satisfies Localized<typeof en.coreValues>;

export const leadershipHeading = "Direction" satisfies Localized<typeof en.leadershipHeading>;
export const leadershipIntro =
  "Les personnes responsables de notre façon de travailler, de ce que nous bâtissons et des promesses que nous faisons." satisfies Localized<
    typeof en.leadershipIntro
  >;

export const leaders = [
  {
    name: "Danielle Okafor",
    role: "Cofondatrice et présidente-directrice générale",
    bio: "Danielle a dirigé pendant douze ans l’infrastructure d’une entreprise de logistique d’envergure nationale avant de cofonder la société. Elle pilote la stratégie et les partenariats clients, et relit encore elle-même chaque rapport d’incident majeur.",
    image: {
      src: "/images/about/danielle-okafor.svg",
      alt: "Portrait illustré de Danielle Okafor",
      width: 240,
      height: 240,
    },
  },
  {
    name: "Ryan Tremblay",
    role: "Cofondateur et directeur de la technologie",
    bio: "Ryan a bâti des plateformes de déploiement pour deux éditeurs de logiciels torontois. Il conçoit notre pile DevOps et d’hébergement infonuagique, et anime la guilde d’ingénierie qui choisit les outils que nous adoptons.",
    image: {
      src: "/images/about/ryan-tremblay.svg",
      alt: "Portrait illustré de Ryan Tremblay",
      width: 240,
      height: 240,
    },
  },
  {
    name: "Amrit Sandhu",
    role: "Chef de la sécurité",
    bio: "Analyste certifié CISSP, Amrit a dirigé la réponse aux incidents d’une coopérative de crédit canadienne. Il est responsable de notre Suite Sécurité, des évaluations chez nos clients et de notre propre programme de conformité.",
    image: {
      src: "/images/about/amrit-sandhu.svg",
      alt: "Portrait illustré d’Amrit Sandhu",
      width: 240,
      height: 240,
    },
  },
  {
    name: "Sophie Lavoie",
    role: "Directrice de l’automatisation par l’IA",
    bio: "Titulaire d’une maîtrise en apprentissage automatique de l’Université de Waterloo, Sophie dirige la pratique d’automatisation par l’IA, des ateliers sur les cas d’usage jusqu’aux règles de révision humaine qui gardent les assistants responsables.",
    image: {
      src: "/images/about/sophie-lavoie.svg",
      alt: "Portrait illustré de Sophie Lavoie",
      width: 240,
      height: 240,
    },
  },
] satisfies Localized<typeof en.leaders>;

export const aboutCta = {
  title: "Travaillez avec une équipe qui répond",
  text: "Parlez-nous de votre entreprise et nous vous montrerons à quoi ressemble un partenaire TI vraiment responsable.",
  primary: { text: "Nous joindre", href: "/contact" },
  secondary: { text: "Voir les postes offerts", href: "/careers" },
} satisfies Localized<typeof en.aboutCta>;
