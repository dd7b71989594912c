// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../press";
import type { MediaResource, PressRelease } from "../../press";
import { siteUrl, brand, contactPoints, formatAddress, productName } from "../../site";
import type { Localized } from "../localized";

export const people = {
  ceo: { name: "Danielle Okafor", role: `Cofondatrice et cheffe de la direction, ${brand.name}` },
  cto: { name: "Ryan Tremblay", role: `Cofondateur et chef de la technologie, ${brand.name}` },
  security: { name: "Amrit Sandhu", role: `Chef de la sécurité, ${brand.name}` },
  ai: { name: "Sophie Lavoie", role: `Directrice de l'automatisation par l'IA, ${brand.name}` },
  communications: { name: "Claire Ashdown", role: "Responsable des communications" },
} satisfies Localized<typeof en.people>;

const dateline = `${contactPoints.address.city.toUpperCase()} (${contactPoints.address.region})`;

export const boilerplate = {
  aboutTitle: `À propos de ${brand.name}`,
  about: `Fondée en ${brand.founded}, ${brand.name} est une entreprise de services informatiques dont le siège social se trouve à ${contactPoints.address.city} (${contactPoints.address.region}). Elle offre des services TI gérés, DevOps, d'automatisation par l'IA, de cybersécurité, d'hébergement infonuagique et de logiciels d'affaires aux entreprises en croissance partout au Canada, des cliniques et cabinets comptables aux fabricants et détaillants. Pour en savoir plus\u00a0: ${siteUrl.replace(/^https:\/\//, "")}.`,
  mediaContact: `${people.communications.name}, ${people.communications.role}`,
} satisfies Localized<typeof en.boilerplate>;

export const pressReleases: PressRelease[] = [
  {
    slug: "launches-ai-automation-practice",
    date: "2025-04-22",
    title: `${brand.name} lance une pratique d'automatisation par l'IA pour les PME`,
    excerpt:
      "Une équipe dédiée et des forfaits à portée définie offrent assistants de soutien, extraction de documents et prévisions aux entreprises de 20 à 500 employés.",
    body: [
      {
        type: "p",
        text: `${dateline} — ${brand.name} a lancé aujourd'hui une pratique d'automatisation par l'intelligence artificielle destinée aux entreprises canadiennes de 20 à 500 employés. Elle réunit les ingénieurs de données, les développeurs et les spécialistes de la sécurité de l'entreprise pour concevoir, construire et exploiter des outils d'IA qui libèrent les équipes débordées des tâches répétitives\u00a0: répondre aux questions de soutien courantes, lire les factures et les formulaires, et prévenir le personnel des opérations avant qu'un équipement ou un serveur ne tombe en panne.`,
      },
      {
        type: "p",
        text: "Jusqu'ici, la plupart des projets d'IA proposés aux petites entreprises étaient soit des outils de clavardage génériques sans accès aux connaissances de l'entreprise, soit des solutions sur mesure au prix des grandes organisations. La nouvelle pratique se situe entre les deux. Chaque mandat commence par une phase de découverte de deux semaines qui cartographie un processus, mesure le temps qu'il prend aujourd'hui et fixe une cible que le client peut vérifier. Les forfaits vont ensuite d'un assistant unique à une équipe attitrée qui maintient plusieurs automatisations au meilleur de leur forme.",
      },
      {
        type: "quote",
        text: "Nos clients ne veulent pas de l'IA pour l'IA. Ils veulent boucler la fin de mois deux jours plus tôt, et un technicien qui lit le résumé du billet plutôt qu'un fil de douze messages. Nous mesurons chaque projet à l'aune d'un chiffre de ce genre, convenu avant de commencer.",
        by: `${people.ceo.name}, ${people.ceo.role}`,
      },
      { type: "h2", text: "Ce que propose la pratique" },
      {
        type: "ul",
        items: [
          "Services de clavardage IA\u00a0: des assistants pour le site Web et pour l'interne qui répondent à partir des documents du client et passent le relais à une personne en cas de doute.",
          "Automatisation du soutien par l'IA\u00a0: tri des billets, résumés et suggestions de réponses dans le centre d'assistance que le client utilise déjà.",
          "Solutions d'IA sur mesure\u00a0: extraction de documents, classification et prévisions conçues autour d'un processus précis.",
          "Analyse et automatisation des données\u00a0: des pipelines qui nettoient et relient les données d'affaires pour que les rapports et les modèles puissent s'y fier.",
        ],
      },
      { type: "h2", text: "Une IA responsable par défaut" },
      {
        type: "p",
        text: `Les données des clients sont traitées dans des centres de données canadiens et ne servent jamais à entraîner des modèles pour d'autres clients. Chaque déploiement a un responsable désigné du côté du client, une description en langage clair de ce que le modèle décide et ne décide pas, et un examen trimestriel de ses erreurs. Les modèles de l'entreprise, dont ${productName("JLM")} pour la rédaction en exploitation informatique et ${productName("DocSense")} pour l'extraction de documents, indiquent la version qui a produit chaque réponse afin que les résultats puissent être retracés.`,
      },
      {
        type: "quote",
        text: "Dans une petite entreprise, le plus difficile avec l'IA, ce n'est pas le modèle, c'est la confiance. Nous gardons une personne aux commandes de chaque décision importante et nous lui montrons pourquoi le système a suggéré ce qu'il a suggéré.",
        by: `${people.ai.name}, ${people.ai.role}`,
      },
      {
        type: "p",
        text: "Parmi les premiers clients figurent un cabinet comptable de Barrie qui prépare désormais automatiquement les écritures fournisseurs, son personnel ne vérifiant que les champs dont le modèle n'est pas sûr, et un fabricant du comté de Simcoe qui reçoit des avertissements d'entretien plusieurs jours avant la défaillance d'un automate. Les projets à portée définie sont offerts dès maintenant; les tarifs et la réservation d'un appel stratégique se trouvent sur le site Web de l'entreprise.",
      },
    ],
  },
  {
    slug: "completes-soc-2-type-ii-audit",
    date: "2025-02-11",
    title: `${brand.name} termine l'audit SOC 2 Type II de sa plateforme de services gérés`,
    excerpt:
      "Un audit indépendant atteste l'efficacité, sur six mois, des contrôles qui protègent les données des clients\u00a0: une preuve pour les clients réglementés.",
    body: [
      {
        type: "p",
        text: `${dateline} — ${brand.name} a annoncé aujourd'hui avoir terminé un examen SOC 2 Type II de sa plateforme de services gérés, couvrant les critères de sécurité, de disponibilité et de confidentialité des Trust Services Criteria. Réalisé par un cabinet de CPA indépendant, l'examen a évalué le fonctionnement des contrôles de l'entreprise sur une période de six mois se terminant le 31 décembre 2024, et n'a relevé aucune exception.`,
      },
      {
        type: "p",
        text: "La plateforme visée par le rapport comprend les outils de surveillance et de gestion à distance que l'entreprise utilise pour prendre soin des appareils de ses clients, son centre d'assistance, le service de sauvegarde, les pipelines d'infrastructure en tant que code utilisés pour les mandats DevOps et l'environnement d'hébergement de ses services infonuagiques. Les contrôles examinés allaient de la vérification des antécédents et de la formation du personnel en sécurité jusqu'au chiffrement, aux revues d'accès, à la gestion des changements, à la réponse aux incidents et aux tests de reprise après sinistre.",
      },
      {
        type: "quote",
        text: "Nos clients nous confient les clés de leur entreprise. Un rapport de type II nous permet de démontrer, preuves indépendantes à l'appui plutôt que par des promesses, que nous protégeons ces clés chaque jour, et pas seulement le jour de l'audit.",
        by: `${people.security.name}, ${people.security.role}`,
      },
      { type: "h2", text: "Pourquoi c'est important pour les clients" },
      {
        type: "p",
        text: "Les cliniques, les conseillers financiers, les assureurs et les fabricants qui approvisionnent de grandes entreprises doivent de plus en plus démontrer que leurs fournisseurs de services respectent des normes de sécurité reconnues. Plutôt que de remplir de longs questionnaires contrôle par contrôle, ils peuvent désormais demander le rapport complet en vertu d'une entente de confidentialité et le remettre à leurs propres auditeurs et cyberassureurs.",
      },
      {
        type: "ul",
        items: [
          "Authentification multifacteur et accès selon le principe du moindre privilège pour chaque compte de technicien, revus tous les mois.",
          "Sauvegardes chiffrées et immuables, avec tests de restauration chaque trimestre.",
          "Réponse aux incidents documentée, assortie d'engagements de notification des clients.",
          "Gestion des changements pour chaque modification en production, avec revue par les pairs et piste d'audit.",
        ],
      },
      {
        type: "quote",
        text: "Nous avons conçu nos contrôles dès le premier jour de l'entreprise; cet audit a donc confirmé notre façon de travailler. Il offre aussi à nos plus petits clients un niveau d'assurance autrefois réservé aux grandes entreprises.",
        by: `${people.ceo.name}, ${people.ceo.role}`,
      },
      { type: "h2", text: "Le déroulement de l'audit" },
      {
        type: "p",
        text: "Un rapport de type I décrit les contrôles à un moment précis; un rapport de type II va plus loin et vérifie si ces contrôles ont réellement fonctionné, jour après jour, pendant une période d'examen. Les auditeurs ont prélevé des échantillons de demandes d'accès, de billets de changement, de restaurations de sauvegardes, d'alertes de sécurité et de dossiers d'arrivée et de départ du personnel sur l'ensemble des six mois, et ont interviewé les ingénieurs et les gestionnaires responsables de chaque domaine.",
      },
      {
        type: "p",
        text: "La préparation de l'examen a occupé l'équipe de sécurité de l'entreprise pendant la majeure partie de 2024. Chaque contrôle est associé à une vérification automatisée ou à un examen consigné, de sorte que les preuves sont recueillies en continu plutôt que rassemblées à la veille d'un audit, et les mêmes tableaux de bord montrent désormais aux clients l'état des contrôles qui protègent leurs propres environnements.",
      },
      {
        type: "p",
        text: `L'entreprise renouvellera l'examen chaque année et prévoit d'y ajouter le critère d'intégrité du traitement en 2025, à mesure que ses services d'automatisation par l'IA prennent de l'ampleur. Les clients actuels et potentiels peuvent demander le rapport en écrivant à ${contactPoints.mailboxes.sales}.`,
      },
    ],
  },
  {
    slug: "opens-barrie-headquarters",
    date: "2024-10-01",
    title: `${brand.name} ouvre son siège social à ${contactPoints.address.city} pour offrir des TI de calibre entreprise aux entreprises ontariennes en croissance`,
    excerpt: `La nouvelle entreprise ouvre son siège et son centre des opérations réseau à ${contactPoints.address.city} et prévoit d'embaucher 40 spécialistes des TI dans le comté de Simcoe.`,
    body: [
      {
        type: "p",
        text: `${dateline} — ${brand.name} a inauguré aujourd'hui son siège social au ${formatAddress()}. La nouvelle entreprise de services informatiques offre des services TI gérés, DevOps, de cybersécurité, d'hébergement infonuagique et d'automatisation par l'IA aux entreprises devenues trop grandes pour une seule personne en TI, mais pas assez pour un service informatique interne complet.`,
      },
      {
        type: "p",
        text: "Les bureaux abritent le centre des opérations réseau de l'entreprise, qui surveille jour et nuit les serveurs, les réseaux et les appareils des clients, ainsi qu'une salle de formation utilisée pour les ateliers clients et pour le programme d'alternance travail-études que l'entreprise mène avec les collèges de la région. Les ingénieurs travaillent sur place et à distance partout en Ontario, et les premiers clients de l'entreprise comprennent des cliniques, des cabinets comptables, un détaillant régional et deux fabricants.",
      },
      {
        type: "quote",
        text: `Les entreprises de ${contactPoints.address.city} et de tout le comté de Simcoe méritent la même fiabilité et la même sécurité que le siège social d'une banque, de la part d'une équipe qui répond au téléphone et qui connaît leur nom. Nous avons fondé cette entreprise pour prouver que c'est possible, à un prix à la portée d'une firme de cinquante personnes.`,
        by: `${people.ceo.name}, ${people.ceo.role}`,
      },
      { type: "h2", text: "Des services dès le premier jour" },
      {
        type: "ul",
        items: [
          "Services TI gérés à tarif mensuel fixe par utilisateur, comprenant le centre d'assistance, l'application des correctifs et la gestion des appareils.",
          "Ingénierie DevOps\u00a0: pipelines CI/CD, infrastructure en tant que code et exploitation de Kubernetes.",
          "Cybersécurité\u00a0: surveillance, formation sur l'hameçonnage, réponse aux incidents et soutien à la conformité.",
          `Hébergement ${productName("Cloud")} dans des centres de données canadiens, avec sauvegardes gérées.`,
          "Logiciels d'affaires\u00a0: applications Web sur mesure et intégrations aux outils que les clients utilisent déjà.",
        ],
      },
      { type: "h2", text: "Investir dans les talents locaux" },
      {
        type: "p",
        text: "L'entreprise prévoit d'embaucher 40 spécialistes des TI dans le comté de Simcoe au cours des trois prochaines années, des analystes du centre d'assistance aux architectes infonuagiques, et d'offrir des stages rémunérés d'alternance travail-études à chaque session. Chaque nouvelle recrue reçoit un budget de formation, et ses examens de certification sont payés.",
      },
      {
        type: "quote",
        text: "Il y a dans cette région un vrai talent en ingénierie qui a dû faire la navette jusqu'à Toronto pour accomplir un travail stimulant. Nous voulons donner à ces gens une raison de rester, et une équipe où ils apprennent quelque chose de nouveau chaque mois.",
        by: `${people.cto.name}, ${people.cto.role}`,
      },
      { type: "h2", text: "Un partenaire TI différent" },
      {
        type: "p",
        text: "Chaque client a un responsable de compte désigné et un technicien qui connaît ses systèmes, et chaque mandat commence par une évaluation écrite de l'installation actuelle du client\u00a0: ce qui est à risque, ce qui peut attendre et ce que couvrirait un forfait mensuel fixe. Des rapports mensuels présentent en langage clair les billets résolus, les correctifs appliqués et les tests de sauvegarde réussis.",
      },
      {
        type: "p",
        text: "L'entreprise s'engage aussi par écrit sur ses délais de réponse\u00a0: les incidents critiques sont pris en charge en moins de quinze minutes, à toute heure, et les demandes courantes en moins de quatre heures ouvrables. Les clients peuvent partir à la fin de n'importe quelle période contractuelle en emportant leur documentation, leurs mots de passe et leur configuration.",
      },
      {
        type: "p",
        text: "Les entreprises peuvent réserver une évaluation TI gratuite, et les chercheurs d'emploi consulter les postes à pourvoir, sur le site Web de l'entreprise.",
      },
    ],
  },
] satisfies PressRelease[] & Localized<typeof en.pressReleases>;

export const pressCopy = {
  title: "Salle de presse",
  intro: `Nouvelles, annonces et ressources de marque de ${brand.name}. Les journalistes peuvent joindre directement notre équipe des communications.`,
  metaDescription: `Communiqués, relations avec les médias, logos, portraits des dirigeants et fiche d'information de ${brand.name}, Barrie (Ontario), à télécharger.`,
  releasesTitle: "Communiqués de presse",
  allShown: "Tous les communiqués figurent sur cette page, du plus récent au plus ancien.",
  mediaContactTitle: "Relations avec les médias",
  mediaContactText:
    "Pour les entrevues, les commentaires et les demandes d'images, nous répondons en un jour ouvrable.",
  resourcesTitle: "Ressources pour les médias",
} satisfies Localized<typeof en.pressCopy>;

export const pressPageCopy = {
  eyebrow: "Salle de presse",
  homeLabel: "Accueil",
  breadcrumbLabel: "Fil d'Ariane",
  viewAll: "Voir tous les communiqués",
  asideLabel: "Relations avec les médias et ressources",
  readMore: "Lire la suite",
  download: "(téléchargement)",
  releaseLabel: "Communiqué",
  mediaContactHeading: "Relations avec les médias",
  allReleases: "Tous les communiqués",
  notFound: {
    title: "Communiqué introuvable",
    description: "Ce communiqué n'existe pas; la salle de presse présente tous les communiqués.",
  },
} satisfies Localized<typeof en.pressPageCopy>;

export const mediaResourceTypeLabels = {
  Logos: "Logos",
  Images: "Images",
  Documents: "Documents",
} satisfies Localized<typeof en.mediaResourceTypeLabels>;

const fileSlug = brand.shortName.toLowerCase();

export const mediaResources: MediaResource[] = [
  {
    name: "Trousse de logos",
    type: "Logos",
    format: "ZIP",
    size: "59,5\u00a0Ko",
    href: `/downloads/${fileSlug}-logo-kit.zip`,
  },
  {
    name: "Portraits des dirigeants",
    type: "Images",
    format: "ZIP",
    size: "136,3\u00a0Ko",
    href: `/downloads/${fileSlug}-executive-headshots.zip`,
  },
  {
    name: "Fiche d'information de l'entreprise",
    type: "Documents",
    format: "PDF",
    size: "58,8\u00a0Ko",
    href: `/downloads/${fileSlug}-fact-sheet.pdf`,
  },
] satisfies MediaResource[] & Localized<typeof en.mediaResources>;
