// Relative imports only: react-router.config.ts loads content modules outside Vite.
// Code samples, endpoint paths, parameter names and JSON stay exactly as in English; prose is French.
import type * as en from "../../api-docs";
import { brand, productName } from "../../site";
import * as code from "../api-examples";
import type { Localized } from "../localized";

const { rateLimitPerMinute, tokenLifetimeSeconds } = code;

export const parameterLocations = [
  { value: "path", label: "chemin" },
  { value: "query", label: "chaîne de requête" },
  { value: "body", label: "corps" },
] satisfies Localized<typeof en.parameterLocations>;

export const apiBaseUrl = code.apiBaseUrl satisfies Localized<typeof en.apiBaseUrl>;
export { rateLimitPerMinute, tokenLifetimeSeconds };

export const authEndpoint = {
  id: "post-auth-token",
  method: "POST",
  path: "/auth/token",
  summary: "Demander un jeton d’accès",
  description:
    "Échange les identifiants de votre client API contre un jeton Bearer de courte durée. C’est le seul point de terminaison qui n’exige pas de jeton.",
  authRequired: false,
  parameters: [
    {
      name: "client_id",
      in: "body",
      type: "string",
      required: true,
      description: "L’identifiant de votre client API, obtenu dans le portail des développeurs.",
    },
    {
      name: "client_secret",
      in: "body",
      type: "string",
      required: true,
      description:
        "Le secret du client. Conservez-le sur votre serveur, jamais dans un navigateur ni dans une application mobile.",
    },
    {
      name: "grant_type",
      in: "body",
      type: "string",
      required: true,
      description: 'Toujours "client_credentials".',
    },
  ],
  ...code.apiExamples["post-auth-token"],
} satisfies Localized<typeof en.authEndpoint>;

export const userEndpoints = [
  {
    id: "get-users",
    method: "GET",
    path: "/users",
    summary: "Lister les utilisateurs",
    description:
      "Renvoie les utilisateurs de votre organisation, des plus récents aux plus anciens, une page à la fois.",
    authRequired: true,
    parameters: [
      {
        name: "page",
        in: "query",
        type: "integer",
        required: false,
        description: "Numéro de page, à partir de 1. Valeur par défaut\u00a0: 1.",
      },
      {
        name: "limit",
        in: "query",
        type: "integer",
        required: false,
        description: "Utilisateurs par page, de 1 à 100. Valeur par défaut\u00a0: 25.",
      },
    ],
    ...code.apiExamples["get-users"],
  },
  {
    id: "post-users",
    method: "POST",
    path: "/users",
    summary: "Créer un utilisateur",
    description:
      "Crée un utilisateur et lui envoie une invitation par courriel pour qu’il définisse son mot de passe.",
    authRequired: true,
    parameters: [
      {
        name: "username",
        in: "body",
        type: "string",
        required: true,
        description:
          "De 3 à 32 lettres, chiffres, points ou traits d’union\u00a0; unique au sein de votre organisation.",
      },
      {
        name: "email",
        in: "body",
        type: "string",
        required: true,
        description: "L’adresse courriel professionnelle de l’utilisateur.",
      },
      {
        name: "role",
        in: "body",
        type: "string",
        required: false,
        description: '"admin", "member" ou "viewer". Valeur par défaut\u00a0: "member".',
      },
    ],
    ...code.apiExamples["post-users"],
  },
  {
    id: "get-user",
    method: "GET",
    path: "/users/{userId}",
    summary: "Obtenir un utilisateur",
    description: "Renvoie un utilisateur selon son identifiant.",
    authRequired: true,
    parameters: [
      {
        name: "userId",
        in: "path",
        type: "string",
        required: true,
        description: "L’identifiant de l’utilisateur, par exemple usr_7Hq2Lm4.",
      },
    ],
    ...code.apiExamples["get-user"],
  },
  {
    id: "put-user",
    method: "PUT",
    path: "/users/{userId}",
    summary: "Mettre à jour un utilisateur",
    description:
      "Remplace les renseignements d’un utilisateur. N’envoyez le mot de passe que pour en définir un nouveau\u00a0; il est stocké sous forme de hachage salé et n’est jamais renvoyé.",
    authRequired: true,
    parameters: [
      {
        name: "userId",
        in: "path",
        type: "string",
        required: true,
        description: "L’identifiant de l’utilisateur.",
      },
      {
        name: "id",
        in: "body",
        type: "string",
        required: true,
        description: "Doit correspondre au userId indiqué dans le chemin.",
      },
      {
        name: "username",
        in: "body",
        type: "string",
        required: true,
        description: "Le nom d’utilisateur, nouveau ou inchangé.",
      },
      {
        name: "email",
        in: "body",
        type: "string",
        required: true,
        description: "L’adresse courriel, nouvelle ou inchangée.",
      },
      {
        name: "password",
        in: "body",
        type: "string",
        required: false,
        description: "Un nouveau mot de passe d’au moins 12 caractères.",
      },
    ],
    ...code.apiExamples["put-user"],
  },
] satisfies Localized<typeof en.userEndpoints>;

export const dataEndpoints = [
  {
    id: "get-records",
    method: "GET",
    path: "/data/records",
    summary: "Lister les enregistrements",
    description:
      "Renvoie les enregistrements de votre organisation (billets, actifs et contrats), des plus récents aux plus anciens.",
    authRequired: true,
    parameters: [
      {
        name: "page",
        in: "query",
        type: "integer",
        required: false,
        description: "Numéro de page, à partir de 1. Valeur par défaut\u00a0: 1.",
      },
      {
        name: "limit",
        in: "query",
        type: "integer",
        required: false,
        description: "Enregistrements par page, de 1 à 100. Valeur par défaut\u00a0: 25.",
      },
    ],
    ...code.apiExamples["get-records"],
  },
  {
    id: "post-records",
    method: "POST",
    path: "/data/records",
    summary: "Créer un enregistrement",
    description:
      "Crée un enregistrement. L’identifiant et les horodatages sont attribués par le serveur.",
    authRequired: true,
    parameters: [
      {
        name: "type",
        in: "body",
        type: "string",
        required: true,
        description: '"ticket", "asset" ou "contract".',
      },
      {
        name: "title",
        in: "body",
        type: "string",
        required: true,
        description: "Un court résumé d’au plus 200 caractères.",
      },
      {
        name: "priority",
        in: "body",
        type: "string",
        required: false,
        description: '"low", "normal" ou "high". Valeur par défaut\u00a0: "normal".',
      },
      {
        name: "tags",
        in: "body",
        type: "string[]",
        required: false,
        description: "Jusqu’à 10 étiquettes.",
      },
    ],
    ...code.apiExamples["post-records"],
  },
  {
    id: "get-record",
    method: "GET",
    path: "/data/records/{id}",
    summary: "Obtenir un enregistrement",
    description: "Renvoie un enregistrement selon son identifiant.",
    authRequired: true,
    parameters: [
      {
        name: "id",
        in: "path",
        type: "string",
        required: true,
        description: "L’identifiant de l’enregistrement, par exemple rec_90a1f3.",
      },
    ],
    ...code.apiExamples["get-record"],
  },
  {
    id: "put-record",
    method: "PUT",
    path: "/data/records/{id}",
    summary: "Mettre à jour un enregistrement",
    description:
      "Remplace les champs modifiables d’un enregistrement. Les champs omis conservent leur valeur.",
    authRequired: true,
    parameters: [
      {
        name: "id",
        in: "path",
        type: "string",
        required: true,
        description: "L’identifiant de l’enregistrement.",
      },
      {
        name: "title",
        in: "body",
        type: "string",
        required: false,
        description: "Un court résumé d’au plus 200 caractères.",
      },
      {
        name: "status",
        in: "body",
        type: "string",
        required: false,
        description: '"open", "in_progress" ou "closed".',
      },
      {
        name: "priority",
        in: "body",
        type: "string",
        required: false,
        description: '"low", "normal" ou "high".',
      },
    ],
    ...code.apiExamples["put-record"],
  },
] satisfies Localized<typeof en.dataEndpoints>;

export const analyticsQueryEndpoints = [
  {
    id: "post-analytics-query",
    method: "POST",
    path: "/analytics/query",
    summary: "Exécuter une requête analytique",
    description:
      "Exécute une requête en lecture seule sur vos enregistrements et vos données de surveillance, et renvoie les lignes obtenues. Les requêtes expirent après 30 secondes.",
    authRequired: true,
    parameters: [
      {
        name: "query",
        in: "body",
        type: "string",
        required: true,
        description:
          "Une instruction SQL SELECT en lecture seule portant sur les vues records et metrics.",
      },
    ],
    ...code.apiExamples["post-analytics-query"],
  },
] satisfies Localized<typeof en.analyticsQueryEndpoints>;

export const aiCompletionsEndpoint = {
  id: "post-ai-completions",
  method: "POST",
  path: "/ai/jlm/completions",
  summary: "Générer une complétion (exemple)",
  description: `Un exemple des points de terminaison d’IA\u00a0: envoie une instruction à ${productName("JLM")}, notre modèle de langage optimisé pour l’exploitation des TI, et renvoie la complétion. Consultez la documentation IA pour connaître les modèles et nos principes d’utilisation responsable.`,
  authRequired: true,
  parameters: [
    {
      name: "prompt",
      in: "body",
      type: "string",
      required: true,
      description: "L’instruction et tout contexte utile, jusqu’à 8\u00a0000 caractères.",
    },
    {
      name: "max_tokens",
      in: "body",
      type: "integer",
      required: false,
      description:
        "La longueur maximale de la complétion, de 1 à 1\u00a0024 jetons. Valeur par défaut\u00a0: 256.",
    },
  ],
  ...code.apiExamples["post-ai-completions"],
} satisfies Localized<typeof en.aiCompletionsEndpoint>;

export const allEndpoints = [
  authEndpoint,
  ...userEndpoints,
  ...dataEndpoints,
  ...analyticsQueryEndpoints,
  aiCompletionsEndpoint,
] satisfies Localized<typeof en.allEndpoints>;

/** Status names are HTTP's own reason phrases, as the API sends them: they stay in English. */
export const httpErrors = [
  {
    status: 400,
    name: "Bad Request",
    meaning:
      "La requête est mal formée\u00a0: JSON invalide, champ obligatoire manquant ou valeur du mauvais type.",
  },
  {
    status: 401,
    name: "Unauthorized",
    meaning:
      "L’authentification a échoué\u00a0: le jeton est manquant, invalide ou expiré. Demandez un nouveau jeton.",
  },
  {
    status: 403,
    name: "Forbidden",
    meaning:
      "Vous êtes authentifié, mais vous n’avez pas l’autorisation d’accéder à cette ressource ou d’effectuer cette action.",
  },
  {
    status: 404,
    name: "Not Found",
    meaning: "La ressource est introuvable\u00a0: vérifiez le chemin et l’identifiant.",
  },
  {
    status: 429,
    name: "Too Many Requests",
    meaning: `Vous avez dépassé la limite de ${rateLimitPerMinute} requêtes par minute. Attendez le délai indiqué dans Retry-After, puis réessayez.`,
  },
  {
    status: 500,
    name: "Internal Server Error",
    meaning:
      "Une erreur s’est produite de notre côté. Réessayez plus tard\u00a0; si le problème persiste, communiquez avec le soutien technique.",
  },
] satisfies Localized<typeof en.httpErrors>;

export const errorExample = code.errorExample satisfies Localized<typeof en.errorExample>;

export const sdkStatusLabels = {
  Available: "Disponible",
  "Coming Soon": "Bientôt offert",
} satisfies Localized<typeof en.sdkStatusLabels>;

export const sdks = code.sdks satisfies Localized<typeof en.sdks>;

export const apiDocsCopy = {
  title: "Documentation de l’API",
  intro: `Authentifiez-vous, gérez les utilisateurs et les enregistrements, et exécutez des requêtes analytiques avec l’API REST de ${brand.name}. Toutes les requêtes et les réponses sont en JSON sur HTTPS.`,
  metaDescription: `Authentifiez-vous, gérez les utilisateurs et les données, et exécutez des requêtes analytiques avec l’API REST de ${brand.shortName}\u00a0: points de terminaison, exemples et limites de débit.`,
  gettingStarted: [
    `L’API de ${brand.shortName} permet à vos propres systèmes de consulter et de mettre à jour les données que nous gérons pour vous\u00a0: utilisateurs, billets, actifs et contrats, ainsi que les analyses qui s’y rapportent. Il s’agit d’une API REST\u00a0: les ressources sont adressées par URL, les requêtes et les réponses sont en JSON, et les codes d’état HTTP standards indiquent le résultat.`,
    "Pour commencer, créez un client API dans le portail des développeurs. Vous recevrez un identifiant client et un secret client\u00a0; échangez-les contre un jeton d’accès comme l’explique la section Authentification, puis envoyez ce jeton avec chaque requête.",
  ],
  authentication: [
    "L’API utilise l’authentification Bearer. Demandez un jeton d’accès à POST /auth/token avec les identifiants de votre client, puis envoyez-le dans l’en-tête Authorization de toutes les autres requêtes.",
    `Les jetons expirent après ${tokenLifetimeSeconds} secondes (une heure). Lorsqu’une requête renvoie 401, demandez un nouveau jeton et réessayez une fois. Ne stockez le secret client que sur votre serveur.`,
  ],
  authHeaderExample: code.authHeaderExample,
  rateLimit: [
    `Chaque clé API peut effectuer ${rateLimitPerMinute} requêtes par minute. Chaque réponse comporte les en-têtes X-RateLimit-Limit, X-RateLimit-Remaining et X-RateLimit-Reset\u00a0; au-delà de la limite, l’API répond 429 avec un en-tête Retry-After exprimé en secondes.`,
    "Les erreurs renvoient un corps JSON contenant le code d’état, un code stable lisible par machine et un message lisible par un humain.",
  ],
} satisfies Localized<typeof en.apiDocsCopy>;

export const apiSections = [
  { id: "getting-started", title: "Premiers pas" },
  { id: "authentication", title: "Authentification" },
  { id: "user-management-api", title: "API de gestion des utilisateurs" },
  { id: "data-management-api", title: "API de gestion des données" },
  { id: "analytics-api", title: "API d’analytique" },
  { id: "rate-limiting-errors", title: "Limites de débit et erreurs" },
] satisfies Localized<typeof en.apiSections>;

export const apiDocsUi = {
  eyebrow: "Développeurs",
  homeLabel: "Accueil",
  quickLinks: "Accès rapide",
  baseUrl: "URL de base\u00a0:",
  portal: "Ouvrir le portail des développeurs",
  newTab: " (s'ouvre dans un nouvel onglet)",
  sdksTitle: "Trousses de développement (SDK)",
  sdkUnavailable: "Utilisez directement l'API REST d'ici sa sortie.",
  authHeaderLabel: "En-tête Authorization",
  userIntro: `Créez, listez, consultez et mettez à jour les personnes qui peuvent utiliser vos services ${brand.shortName}.`,
  dataIntro:
    "Les enregistrements sont les billets, les actifs et les contrats que nous gérons pour vous. Listez-les page par page, créez-les depuis vos propres outils et tenez-les à jour.",
  analyticsIntro:
    "Interrogez vos enregistrements et vos données de surveillance, et appelez nos modèles d'IA avec le même jeton.",
  aiDocsBefore: "Les modèles, les limites et l'utilisation responsable sont décrits dans la",
  aiDocsLink: "documentation IA",
  errorsCaption: "Erreurs HTTP renvoyées par l'API",
  statusColumn: "Statut",
  meaningColumn: "Signification",
  errorExampleLabel: "Exemple de réponse d'erreur",
  stuck:
    "Une erreur n'est pas expliquée ici? Notre équipe de soutien peut examiner les identifiants de vos requêtes.",
  contactSupport: "Joindre le soutien",
  parameters: "Paramètres",
  parametersOf: "Paramètres de {name}",
  nameColumn: "Nom",
  inColumn: "Emplacement",
  typeColumn: "Type",
  descriptionColumn: "Description",
  required: "(obligatoire)",
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
} satisfies Localized<typeof en.apiDocsUi>;
