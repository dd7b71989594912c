// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../ai-docs";
import { brand, productName } from "../../site";
import type { Localized } from "../localized";

export const aiSections = [
  { id: "introduction", title: "Introduction" },
  { id: "coreModels", title: "Modèles principaux" },
  { id: "ethicalAi", title: "IA éthique" },
  { id: "apiEndpoints", title: "Points de terminaison de l’API" },
  { id: "useCases", title: "Cas d’utilisation" },
] satisfies Localized<typeof en.aiSections>;

export const aiDocsCopy = {
  title: "Documentation IA",
  intro: `Les modèles qui propulsent l’automatisation par l’IA de ${brand.shortName}, la façon dont nous les utilisons de manière responsable et comment les appeler à partir de vos propres systèmes.`,
  metaDescription: `Modèles d’IA de ${brand.shortName}, principes d’IA éthique, point de terminaison de complétion et cas d’utilisation concrets pour les développeurs qui bâtissent sur notre automatisation par l’IA.`,
  introduction: [
    `${brand.name} conçoit des solutions d’automatisation par l’IA pour les entreprises qui ont besoin de réponses fiables\u00a0: des assistants de soutien qui connaissent vos produits, une extraction de documents qui alimente votre système comptable et des prévisions qui vous avertissent avant qu’un serveur ou une chaîne d’approvisionnement ne flanche.`,
    "Les modèles présentés sur cette page fonctionnent dans des centres de données canadiens. Vos requêtes et vos documents ne servent jamais à entraîner des modèles partagés, et chaque déploiement en production commence par un examen des données que le modèle verra et des décisions qu’il pourrait influencer.",
    "Vous accédez aux modèles par la même API REST que le reste de notre plateforme, avec les mêmes jetons Bearer et les mêmes limites de débit.",
  ],
  modelZoo: {
    text: "Le Model Zoo vous permettra de parcourir et d’essayer chaque version de modèle que nous hébergeons, avec ses résultats d’évaluation.",
    button: "Accéder au Model Zoo",
    notice:
      "Le Model Zoo n’est pas encore mis en œuvre. Communiquez avec le soutien IA si vous avez besoin d’un modèle qui ne figure pas ici.",
  },
  endpointsIntro: [
    "Chaque point de terminaison d’IA reçoit un corps JSON et exige un jeton Bearer obtenu auprès de POST /auth/token, exactement comme le reste de l’API.",
    "Le point de terminaison de complétion ci-dessous est l’exemple documenté. Les points de terminaison de classification et d’extraction suivent la même structure et sont activés projet par projet.",
  ],
  supportText:
    "Des questions sur les modèles, le traitement des données ou un cas d’utilisation précis\u00a0? Notre équipe IA vous répond dans un délai d’un jour ouvrable.",
} satisfies Localized<typeof en.aiDocsCopy>;

export const coreModels = [
  {
    name: productName("JLM"),
    id: "jlm-ops-1",
    purpose:
      "Un modèle de langage compact, optimisé pour l’exploitation des TI et la rédaction d’affaires.",
    details: [
      "Résume les billets, les incidents et les longs fils de courriels",
      "Rédige des réponses aux clients dans votre ton, soumises à l’approbation d’une personne",
      "Requêtes de 8\u00a0000 caractères, complétions d’au plus 1\u00a0024 jetons",
    ],
    icon: "brain",
  },
  {
    name: productName("DocSense"),
    id: "docsense-2",
    purpose:
      "Lit les factures, les bons de commande et les formulaires, et en extrait des champs structurés.",
    details: [
      "Accepte les PDF, les images numérisées et les pièces jointes de courriels",
      "Un indice de confiance pour chaque champ, afin que les résultats incertains soient confiés à une personne",
      "Documents en anglais et en français",
    ],
    icon: "file",
  },
  {
    name: productName("Forecast"),
    id: "forecast-1",
    purpose:
      "Prévision de séries chronologiques et détection d’anomalies pour les données d’exploitation.",
    details: [
      "Tendances du disque, du processeur et du réseau issues de notre plateforme de surveillance",
      "Séries de ventes et de stocks provenant de votre PGI (ERP)",
      "Explique chaque alerte par les points de données qui l’ont déclenchée",
    ],
    icon: "trending",
  },
  {
    name: productName("Sentinel"),
    id: "sentinel-1",
    purpose:
      "Évalue les connexions et les événements réseau pour détecter les signes de prise de contrôle de compte.",
    details: [
      "Entraîné sur des événements anonymisés de notre centre des opérations de sécurité",
      "Signale sans jamais bloquer, jusqu’à ce que vous approuviez une réponse automatique",
      "Chaque score est accompagné des principaux signaux qui y ont contribué",
    ],
    icon: "shield",
  },
] satisfies Localized<typeof en.coreModels>;

export const ethicalPrinciples = [
  {
    title: "L’humain garde le contrôle",
    description:
      "Nos modèles rédigent, classent et avertissent. Les décisions qui touchent l’emploi, le crédit, la santé ou les accès d’une personne sont toujours prises par un être humain, et nos outils lui présentent les éléments sur lesquels s’appuyer.",
  },
  {
    title: "Vos données vous appartiennent",
    description:
      "Les requêtes et les documents de nos clients sont traités au Canada, conservés seulement le temps requis par le projet et jamais utilisés pour entraîner des modèles destinés à d’autres clients.",
  },
  {
    title: "Transparence",
    description:
      "Chaque réponse indique le modèle et la version qui l’ont produite, et chaque déploiement s’accompagne d’une description en langage clair de ce que le modèle fait et ne fait pas.",
  },
  {
    title: "Tests d’équité",
    description:
      "Avant le lancement, puis chaque trimestre, nous vérifions que nos modèles ne présentent pas de taux d’erreur inégaux selon les langues, les régions et les groupes de clients, et nous communiquons les résultats au client.",
  },
  {
    title: "Protection de la vie privée dès la conception",
    description:
      "Nous retirons les renseignements personnels dont une tâche n’a pas besoin avant qu’ils n’atteignent un modèle, et nous respectons la LPRPDE ainsi que les lignes directrices de l’Ontario sur la prise de décision automatisée.",
  },
] satisfies Localized<typeof en.ethicalPrinciples>;

export const aiUseCases = [
  {
    title: "Tri des billets de soutien",
    description:
      "Un cabinet comptable de 40 personnes achemine les billets entrants selon leur urgence et leur sujet, avec un résumé pour le technicien. Le délai de première réponse est passé de quatre heures à vingt minutes.",
    icon: "headphones",
  },
  {
    title: "Traitement des factures",
    description:
      "Un distributeur du comté de Simcoe transforme les factures de ses fournisseurs en écritures provisoires dans son système comptable\u00a0; le personnel ne vérifie que les champs sur lesquels le modèle a un doute.",
    icon: "file",
  },
  {
    title: "Maintenance prédictive",
    description:
      "Un fabricant est averti plusieurs jours avant la défaillance d’un disque ou d’un contrôleur de ligne, avec les mesures qui ont déclenché l’alerte, pour que les réparations se fassent pendant les arrêts planifiés.",
    icon: "settings",
  },
  {
    title: "Évaluation du risque de connexion",
    description:
      "Un groupe de cliniques dentaires voit les connexions à risque signalées en temps réel et réinitialise les comptes compromis avant que des données de patients ne soient touchées.",
    icon: "lock",
  },
] satisfies Localized<typeof en.aiUseCases>;

export const aiDocsUi = {
  eyebrow: "Développeurs",
  homeLabel: "Accueil",
  onThisPage: "Sur cette page",
  helpTitle: "Besoin d'aide avec l'IA?",
  contactCta: "Joindre le soutien IA",
  rateLimit:
    "Limite de débit\u00a0: {count} requêtes par minute par clé d'API, partagées avec le reste de l'API.",
  apiDocsBefore: "L'authentification, les erreurs et les autres points de terminaison sont décrits dans la",
  apiDocsLink: "documentation de l'API",
  copy: {
    button: "Copier",
    success: "Copié dans le presse-papiers",
    successDescription: "L'exemple de code est prêt à être collé.",
    failure: "Échec de la copie",
    failureDescription:
      "Impossible de copier le code dans le presse-papiers. Sélectionnez le texte et copiez-le manuellement.",
  },
  requestExample: "Exemple de requête\u00a0: {name}",
  responseExample: "Exemple de réponse\u00a0: {name}",
  authRequired: "Authentification requise",
  public: "Public",
} satisfies Localized<typeof en.aiDocsUi>;
