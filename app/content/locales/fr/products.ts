// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../products";
import type { Localized } from "../localized";
import { brand as siteBrand } from "../../site";

/** Category identifiers stay in English: the filter and the URL use them. */
export const productCategories = [
  "Automation",
  "Security",
  "Analytics",
  "Collaboration",
  "Development",
  "Cloud Services",
  "Education",
  "CRM",
] satisfies Localized<typeof en.productCategories>;

export const categoryLabels = {
  Automation: "Automatisation",
  Security: "Sécurité",
  Analytics: "Analytique",
  Collaboration: "Collaboration",
  Development: "Développement",
  "Cloud Services": "Services infonuagiques",
  Education: "Formation",
  CRM: "CRM",
} satisfies Localized<typeof en.categoryLabels>;

export const productImageSize = { width: 480, height: 320 } satisfies Localized<
  typeof en.productImageSize
>;

const brand = siteBrand.productPrefix;

export const products = [
  {
    id: "automation-suite",
    name: `${brand} Flow`,
    category: "Automation",
    price: 499,
    rating: 4.8,
    imageSlug: "automation-suite",
    imageAlt:
      "Étapes d’un flux de travail reliées, d’un déclencheur à une étape d’IA jusqu’aux tâches terminées",
    shortDescription:
      "L’automatisation des flux de travail assistée par l’IA qui relie vos applications d’affaires et libère votre équipe des tâches administratives répétitives.",
    longDescription:
      "Flow relie les systèmes que vous utilisez déjà (comptabilité, courriel, gestion des billets, tableurs et applications métier) dans des flux de travail automatisés que vous concevez sur un canevas visuel. Des étapes d’IA lisent les factures reçues, classent les demandes de soutien et rédigent des réponses, tandis que des points d’approbation laissent une personne aux commandes de tout ce qui engage de l’argent ou rejoint un client. Chaque exécution est journalisée avec ses entrées et ses sorties\u00a0: vous voyez exactement ce qui s’est passé et pouvez relancer une étape échouée une fois le problème corrigé. Notre équipe d’automatisation vous aide à modéliser vos trois premiers processus pendant l’intégration, et la plupart des clients abandonnent leur première routine manuelle dans un tableur en moins de deux semaines.",
    tags: ["IA", "Flux de travail", "Intégrations", "Sans code"],
    keywords: [
      "automatisation des flux de travail",
      "automatisation des processus",
      "RPA",
      "intégration",
      "traitement des factures",
      "workflow",
      "alternative à Zapier",
    ],
    icon: "workflow",
    features: [
      "Concepteur visuel de flux avec embranchements, boucles et déclencheurs planifiés",
      "Extraction de documents par IA pour les factures, bons de commande et formulaires",
      "Plus de 120 connecteurs prêts à l’emploi, ainsi que des étapes REST et webhook",
      "Points d’approbation humaine avec avis par courriel et clavardage",
      "Historique complet des exécutions, avec relance étape par étape après un échec",
      "Accès selon les rôles et journal d’audit de chaque modification de flux",
    ],
  },
  {
    id: "endpoint-protection",
    name: `${brand} Sentinel`,
    category: "Security",
    price: 79,
    rating: 4.7,
    imageSlug: "endpoint-protection",
    imageAlt: "Un bouclier orné d’un crochet qui protège un ordinateur portable",
    shortDescription:
      "La protection gérée des postes de travail, ordinateurs portables et serveurs, avec détection des menaces et intervention surveillées jour et nuit.",
    longDescription:
      "Sentinel installe un agent léger sur chaque appareil Windows, macOS et Linux, relié à une console que nos analystes en sécurité surveillent jour et nuit. La détection comportementale repère les rançongiciels et le vol d’identifiants qui échappent aux antivirus à signatures, et un appareil infecté peut être isolé du réseau en un clic, par vous ou par nous, tout en restant accessible pour le nettoyage. L’état des correctifs, le chiffrement des disques et les réglages du pare-feu sont vérifiés en continu\u00a0: un audit devient un rapport à télécharger plutôt qu’une semaine de captures d’écran. Le tarif couvre jusqu’à 25\u00a0appareils, et notre équipe déploie l’agent à distance.",
    tags: ["Postes de travail", "Rançongiciels", "EDR", "Conformité"],
    keywords: [
      "antivirus",
      "anti-logiciel malveillant",
      "sécurité des terminaux",
      "protection des postes",
      "EDR",
      "XDR",
      "détection des menaces",
      "cybersécurité",
      "rançongiciel",
    ],
    icon: "shield-check",
    features: [
      "Détection comportementale des menaces pour Windows, macOS et Linux",
      "Isolement d’un appareil en un clic, sans empêcher le nettoyage à distance",
      "Surveillance jour et nuit par notre équipe des opérations de sécurité",
      "Vérification des correctifs, du chiffrement et du pare-feu sur chaque appareil",
      "Restauration après rançongiciel des dossiers protégés sous Windows",
      "Rapports de conformité prêts pour l’audit, à l’intention des assureurs et des organismes de réglementation",
    ],
  },
  {
    id: "bi-platform",
    name: `${brand} Insight`,
    category: "Analytics",
    price: 1299,
    rating: 4.6,
    imageSlug: "bi-platform",
    imageAlt: "Un tableau de bord avec des histogrammes ascendants et une courbe de tendance",
    shortDescription:
      "Une plateforme d’intelligence d’affaires qui transforme les données de vos systèmes financiers, commerciaux et opérationnels en tableaux de bord en direct.",
    longDescription:
      "Insight rassemble les données de votre ERP, de votre CRM, de votre logiciel comptable et de vos bases de données dans un entrepôt géré, les modélise en indicateurs fiables et les met sous les yeux des personnes qui en ont besoin. Les tableaux de bord s’actualisent selon l’horaire de votre choix, des alertes préviennent les gestionnaires lorsqu’un chiffre sort de sa plage prévue, et une question posée en langage courant donne un graphique sans que personne n’écrive de SQL. Grâce à la sécurité au niveau des lignes, chaque service ne voit que ses propres chiffres dans le même tableau de bord. Le forfait comprend l’entrepôt, vingt-cinq licences de consultation et une revue trimestrielle avec l’un de nos ingénieurs de données pour que le modèle suive l’évolution de l’entreprise.",
    tags: ["Tableaux de bord", "Entrepôt de données", "Rapports", "IA"],
    keywords: [
      "intelligence d’affaires",
      "intelligence d'affaires",
      "informatique décisionnelle",
      "BI",
      "analytique",
      "rapports",
      "indicateurs de performance",
      "KPI",
      "visualisation de données",
    ],
    icon: "analytics",
    features: [
      "Entrepôt de données infonuagique géré, actualisé chaque nuit ou chaque heure",
      "Connecteurs pour les ERP, CRM, logiciels comptables et sources SQL courants",
      "Définitions d’indicateurs partagées pour que tous les rapports concordent",
      "Questions en langage naturel qui répondent par un graphique",
      "Alertes de seuil par courriel et clavardage",
      "Sécurité au niveau des lignes et authentification unique",
    ],
  },
  {
    id: "collaboration-hub",
    name: `${brand} Huddle`,
    category: "Collaboration",
    price: 49,
    rating: 4.4,
    imageSlug: "collaboration-hub",
    imageAlt:
      "Des bulles de clavardage qui relient trois membres d’une équipe autour d’un document partagé",
    shortDescription:
      "Clavardage d’équipe, documents partagés et réunions vidéo dans un seul espace de travail, configuré et sécurisé par notre équipe de TI gérées.",
    longDescription:
      "Huddle offre à une petite ou moyenne équipe un seul endroit pour discuter, se réunir et travailler sur des documents, au lieu d’un fouillis de comptes personnels et de pièces jointes transférées. Les canaux séparent les projets, l’accès invité permet à un client de rejoindre un seul canal sans voir le reste, et les réunions sont enregistrées dans le même espace avec une transcription automatique. Nous configurons pour vous l’authentification unique, les règles de conservation et les politiques d’appareils, et nous transférons vos fichiers depuis vos lecteurs partagés pendant l’intégration. Le prix mensuel couvre jusqu’à 20\u00a0utilisateurs et 1\u00a0To de stockage partagé.",
    tags: ["Clavardage", "Vidéo", "Documents", "Télétravail"],
    keywords: [
      "clavardage d’équipe",
      "messagerie",
      "visioconférence",
      "appels vidéo",
      "réunions",
      "intranet",
      "partage de fichiers",
      "alternative à Slack",
      "alternative à Teams",
    ],
    icon: "messages",
    features: [
      "Canaux, fils de discussion et messages directs avec recherche plein texte",
      "Réunions vidéo avec partage d’écran, enregistrement et transcription",
      "Coédition en temps réel de documents, de feuilles de calcul et de tableaux blancs",
      "Accès invité limité aux canaux de votre choix",
      "Politiques de conservation et de suspension pour litige établies par notre équipe",
      "Applications de bureau et mobiles avec authentification unique",
    ],
  },
  {
    id: "developer-ide",
    name: `${brand} Forge`,
    category: "Development",
    price: 199,
    rating: 4.5,
    imageSlug: "developer-ide",
    imageAlt: "Une fenêtre d’éditeur de code avec des lignes surlignées et une compilation réussie",
    shortDescription:
      "Un environnement de développement infonuagique avec des espaces de travail prêts à coder, de la programmation en binôme avec l’IA et des pipelines CI intégrés.",
    longDescription:
      "Forge lance en moins d’une minute un espace de développement entièrement configuré, dans le navigateur ou dans votre éditeur local, avec les environnements d’exécution, les bases de données et les secrets déjà en place. Les nouveaux développeurs ouvrent une demande de fusion dès leur premier jour au lieu de le passer à installer des outils. L’assistant IA explique le code peu familier, suggère des tests et ébauche des réusinages, sans jamais s’entraîner sur vos dépôts. Chaque branche peut avoir son propre environnement de prévisualisation, et les pipelines de compilation, de test et de déploiement sont définis avec le code. Le forfait couvre cinq développeurs, avec des modèles d’espaces de travail partagés que votre équipe DevOps contrôle.",
    tags: ["DevOps", "CI/CD", "IA", "IDE infonuagique"],
    keywords: [
      "IDE",
      "éditeur de code",
      "environnement de développement",
      "CI/CD",
      "pipelines",
      "git",
      "développement logiciel",
      "programmation",
    ],
    icon: "code",
    features: [
      "Espaces de travail créés à partir de modèles, prêts en moins d’une minute",
      "Programmation en binôme avec une IA qui ne s’entraîne jamais sur votre code",
      "Environnements de prévisualisation pour chaque branche",
      "Pipelines sous forme de code pour la compilation, les tests et le déploiement",
      "Secrets injectés à l’exécution, jamais stockés dans le dépôt",
      "Fonctionne dans le navigateur ou depuis votre éditeur local par SSH",
    ],
  },
  {
    id: "cloud-storage",
    name: `${brand} Vault`,
    category: "Cloud Services",
    price: 29,
    rating: 4.3,
    imageSlug: "cloud-storage",
    imageAlt: "Un nuage au-dessus de disques de stockage empilés, avec un cadenas",
    shortDescription:
      "Stockage et sauvegarde infonuagiques chiffrés, hébergés dans des centres de données canadiens, avec gestion des versions et partage simple.",
    longDescription:
      "Vault conserve les fichiers de votre entreprise et les sauvegardes de vos serveurs dans des centres de données canadiens, chiffrés en transit et au repos avec des clés que vous pouvez gérer vous-même. Chaque modification est versionnée pendant 90\u00a0jours\u00a0: un dossier supprimé ou un partage chiffré par un rançongiciel peut être restauré à l’heure qui précède l’incident. Les liens de partage peuvent expirer, exiger un mot de passe ou n’autoriser que le téléversement, ce qui simplifie la collecte de documents auprès de vos clients. La synchronisation de bureau fonctionne sous Windows et macOS, et notre équipe peut planifier des sauvegardes d’images de vos serveurs dans le même compte. Le forfait comprend 1\u00a0To, avec de la place pour grandir.",
    tags: ["Sauvegarde", "Stockage", "Chiffrement", "Canada"],
    keywords: [
      "sauvegarde",
      "copie de sécurité",
      "stockage de fichiers",
      "stockage infonuagique",
      "nuage",
      "cloud",
      "reprise après sinistre",
      "synchronisation de fichiers",
      "résidence des données",
    ],
    icon: "cloud",
    features: [
      "Données stockées et sauvegardées uniquement dans des centres de données canadiens",
      "Chiffrement en transit et au repos, avec clés détenues par le client en option",
      "Historique des versions sur 90\u00a0jours et restauration à un moment précis",
      "Liens de partage avec expiration, mot de passe ou téléversement seulement",
      "Synchronisation de bureau pour Windows et macOS",
      "Sauvegardes planifiées d’images de serveurs gérées par notre équipe",
    ],
  },
  {
    id: "e-learning-platform",
    name: `${brand} Academy`,
    category: "Education",
    price: 99,
    rating: 4.1,
    imageSlug: "e-learning-platform",
    imageAlt: "Un mortier de diplômé au-dessus d’une leçon vidéo et d’une barre de progression",
    shortDescription:
      "Une plateforme d’apprentissage en ligne pour l’accueil des employés, la conformité et le perfectionnement, avec création de cours et suivi des progrès.",
    longDescription:
      "Academy vous permet de créer des cours à partir de vidéos, de documents et de courts questionnaires, de les assigner à des rôles ou à des équipes et de savoir qui a terminé quoi. Les formations obligatoires, comme la protection des renseignements personnels, la santé et la sécurité au travail ou la sensibilisation à la sécurité, reviennent selon le calendrier que vous fixez, avec des rappels avant l’expiration d’un certificat. Les nouveaux employés reçoivent un parcours d’apprentissage dès leur premier jour, et les gestionnaires voient les progrès de leur équipe sans demander de tableur aux RH. Notre bibliothèque de sensibilisation à la sécurité, y compris des exercices d’hameçonnage simulé, est incluse. Le forfait couvre jusqu’à 50\u00a0apprenants actifs.",
    tags: ["Formation", "Accueil des employés", "Conformité", "LMS"],
    keywords: [
      "LMS",
      "apprentissage en ligne",
      "formation en ligne",
      "cours en ligne",
      "e-learning",
      "formation",
      "système de gestion de l’apprentissage",
    ],
    icon: "education",
    features: [
      "Création de cours avec vidéos, documents, questionnaires et travaux",
      "Parcours d’apprentissage assignés automatiquement selon le rôle ou l’équipe",
      "Formations de conformité récurrentes avec rappels avant l’échéance",
      "Bibliothèque de sensibilisation à la sécurité avec hameçonnage simulé",
      "Certificats et rapports de réussite pour les auditeurs",
      "Leçons adaptées aux mobiles qui reprennent là où l’apprenant s’est arrêté",
    ],
  },
  {
    id: "crm",
    name: `${brand} Relate`,
    category: "CRM",
    price: 149,
    rating: 4.2,
    imageSlug: "crm",
    imageAlt: "Des fiches de contacts clients qui alimentent l’entonnoir d’un pipeline de ventes",
    shortDescription:
      "Un logiciel de gestion de la relation client pour les pipelines de ventes, l’historique des contacts et les suivis, synchronisé avec le courriel et l’agenda.",
    longDescription:
      "Relate réunit chaque conversation, affaire et soumission client dans un seul fil chronologique, pour que n’importe qui dans l’équipe puisse reprendre là où un collègue s’est arrêté. Les pipelines reflètent votre façon réelle de vendre, avec des étapes, des probabilités et des prochaines actions qui déclenchent des rappels avant qu’un prospect ne refroidisse. La synchronisation du courriel et de l’agenda consigne automatiquement l’activité, et l’assistant IA résume les longs échanges et rédige des relances dans votre ton. Les prévisions se calculent à partir des affaires réelles plutôt que d’estimations, et les soumissions partent de modèles qui intègrent vos règles de prix. Le forfait couvre dix utilisateurs et un nombre illimité de contacts.",
    tags: ["Ventes", "Pipeline", "Contacts", "IA"],
    keywords: [
      "CRM",
      "gestion de la relation client",
      "GRC",
      "pipeline de ventes",
      "prospects",
      "occasions d’affaires",
      "gestion des contacts",
      "alternative à Salesforce",
    ],
    icon: "handshake",
    features: [
      "Pipelines personnalisés avec étapes, probabilités et prochaines actions",
      "Synchronisation bidirectionnelle du courriel et de l’agenda, avec journalisation automatique",
      "Résumés par IA des longs échanges et suggestions de relances",
      "Modèles de soumission intégrant vos règles de prix et de remises",
      "Prévisions calculées à partir des affaires en cours",
      "Importation depuis des tableurs et d’autres CRM, avec détection des doublons",
    ],
  },
] satisfies Localized<typeof en.products>;
