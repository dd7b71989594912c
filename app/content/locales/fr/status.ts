// Relative imports only: react-router.config.ts loads content modules outside Vite.
// Type-only imports: content never pulls feature code into the config loader.
import type { ComponentSeed, ServiceStatus } from "../../../features/status/status";
import type * as en from "../../status";
import { productName, site } from "../../site";
import type { Localized } from "../localized";

// A mutable list: it satisfies both ComponentSeed and the (mutable) Localized shape.
const healthy = (): Array<{ minutesAgo: number; status: ServiceStatus }> => [
  { minutesAgo: 60, status: "operational" },
  { minutesAgo: 30, status: "operational" },
  { minutesAgo: 15, status: "operational" },
];

const cloudId = `${site.productPrefix.toLowerCase().replace(/[^a-z0-9]/g, "")}cloud`;

export const statusComponents: ComponentSeed[] = [
  {
    id: "website",
    name: "Site Web",
    status: "operational",
    checkedSecondsAgo: 12,
    history: healthy(),
  },
  { id: "api", name: "API", status: "operational", checkedSecondsAgo: 18, history: healthy() },
  {
    id: cloudId,
    name: productName("Cloud"),
    status: "operational",
    checkedSecondsAgo: 25,
    history: healthy(),
  },
  {
    id: "auth",
    name: "Authentification",
    status: "operational",
    checkedSecondsAgo: 9,
    history: healthy(),
  },
  {
    id: "support_portal",
    name: "Portail de soutien",
    status: "degraded_performance",
    message:
      "Les pages des billets se chargent lentement. Les billets sont toujours reçus et traités; notre équipe examine la situation.",
    checkedSecondsAgo: 31,
    history: [
      { minutesAgo: 60, status: "operational" },
      { minutesAgo: 30, status: "degraded_performance" },
      { minutesAgo: 15, status: "degraded_performance" },
    ],
  },
  {
    id: "payment_processing",
    name: "Traitement des paiements",
    status: "operational",
    checkedSecondsAgo: 40,
    history: healthy(),
  },
  {
    id: "email_services",
    name: "Services de courriel",
    status: "partial_outage",
    message:
      "Certains courriels de notification et de facturation sont retardés. Ils sont en file d'attente et seront livrés dès que notre fournisseur de messagerie sera rétabli.",
    checkedSecondsAgo: 6,
    history: [
      { minutesAgo: 60, status: "operational" },
      { minutesAgo: 30, status: "degraded_performance" },
      { minutesAgo: 15, status: "partial_outage" },
    ],
  },
] satisfies ComponentSeed[] & Localized<typeof en.statusComponents>;

export const statusCopy = {
  title: "État des systèmes",
  intro: `État actuel du site Web, de l'API, de la plateforme infonuagique et des services de soutien de ${site.shortName}. Cette page se met à jour chaque minute.`,
  metaDescription: `État en direct du site Web, de l'API, de ${productName("Cloud")}, de l'authentification, du portail de soutien, des paiements et des courriels de ${site.shortName}.`,
  componentsTitle: "Composants",
  helpTitle: "Besoin d'aide?",
  helpText:
    "Si quelque chose ne fonctionne pas pour vous et n'est pas indiqué ici, dites-le-nous. Notre équipe de soutien répond jour et nuit aux clients des services gérés.",
} satisfies Localized<typeof en.statusCopy>;

export const statusBoardCopy = {
  eyebrow: "État",
  homeLabel: "Accueil",
  supportCta: "Visiter le Centre de soutien",
  contactCta: "Nous joindre",
  overallLabels: {
    operational: "Tous les systèmes sont opérationnels",
    degraded_performance: "Performances dégradées",
    partial_outage: "Panne partielle",
    major_outage: "Panne majeure",
    maintenance: "Maintenance en cours",
  },
  componentLabels: {
    operational: "Opérationnel",
    degraded_performance: "Performances dégradées",
    partial_outage: "Panne partielle",
    major_outage: "Panne majeure",
    maintenance: "En maintenance",
  },
  lastUpdated: "Dernière mise à jour\u00a0:",
  lastChecked: "Dernière vérification\u00a0:",
  checking: "Vérification…",
  refreshingStatus: "Actualisation de l'état…",
  refreshing: "Actualisation…",
  refresh: "Actualiser l'état",
  historyOf: "Historique récent\u00a0: {name}",
  relative: {
    justNow: "à l'instant",
    minutes: { one: "il y a # minute", other: "il y a # minutes" },
    hours: { one: "il y a # heure", other: "il y a # heures" },
    days: { one: "il y a # jour", other: "il y a # jours" },
  },
} satisfies Localized<typeof en.statusBoardCopy>;
