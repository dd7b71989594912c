// Relative imports only: react-router.config.ts loads content modules outside Vite.
// Type-only imports: content never pulls feature code into the config loader.
import type { ComponentSeed, ServiceStatus } from "../../../features/status/status";
import type * as en from "../../status";
import { brand, productName } from "../../site";
import type { Localized } from "../localized";

// A mutable list: it satisfies both ComponentSeed and the (mutable) Localized shape.
const healthy = (): Array<{ minutesAgo: number; status: ServiceStatus }> => [
  { minutesAgo: 60, status: "operational" },
  { minutesAgo: 30, status: "operational" },
  { minutesAgo: 15, status: "operational" },
];

const cloudId = `${brand.productPrefix.toLowerCase().replace(/[^a-z0-9]/g, "")}cloud`;

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
  intro: `État actuel du site Web, de l'API, de la plateforme infonuagique et des services de soutien de ${brand.shortName}. Cette page se met à jour chaque minute.`,
  metaDescription: `État en direct du site Web, de l'API, de ${productName("Cloud")}, de l'authentification, du portail de soutien, des paiements et des courriels de ${brand.shortName}.`,
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
  justNow: "à l'instant",
  checkingStatus: "Vérification de l'état…",
  exampleNotice:
    "Données d'exemple\u00a0: le service d'état de ce site n'est pas connecté; ce tableau montre des états fictifs, et non l'état réel.",
  loadFailed:
    "Le service d'état est injoignable. Le dernier état reçu reste affiché; nous réessaierons dans une minute.",
  loadFailedEmpty:
    "Le service d'état est injoignable, l'état actuel est donc inconnu. Nous réessaierons dans une minute.",
  notChecked: "pas encore vérifié",
  staffReported: "Indiqué par notre équipe",
  noStaffReport: "aucun signalement pour l'instant",
  messageCodes: {
    check_failed: "Notre vérification automatique de ce service a échoué.",
    slow: "Ce service répond lentement.",
    mail_not_configured:
      "L'envoi de courriels n'est pas configuré sur ce serveur\u00a0: aucun courriel n'est envoyé. Les messages que vous nous transmettez par ce site sont tout de même reçus.",
    mail_unreachable:
      "Notre serveur de messagerie est injoignable. Les courriels sont en file d'attente et seront envoyés dès son rétablissement.",
    password_not_configured: "La connexion du personnel n'est pas configurée sur ce serveur.",
    not_checked: "Ce service n'a pas encore été vérifié.",
  },
  uptime: "Disponibilité de {uptime}\u00a0% sur les 90 derniers jours",
  noUptime: "Aucune vérification enregistrée au cours des 90 derniers jours",
  historyStart: "Il y a 90 jours",
  historyEnd: "Aujourd'hui",
  historySummary: "90 derniers jours\u00a0: disponibilité de {uptime}\u00a0%.",
  problemDays: "Jours avec incidents\u00a0: {days}.",
  noProblemDays: "Aucun problème enregistré.",
  noDataDay: "aucune donnée",
  dayUptime: "disponibilité de {uptime}\u00a0%",
  incidentsTitle: "Incidents",
  noIncidents: "Aucun incident au cours des 14 derniers jours.",
  openIncident: "En cours",
  resolvedIncident: "Résolu",
  impact: "Impact\u00a0:",
  affected: "Services touchés\u00a0:",
  incidentStatuses: {
    investigating: "Analyse en cours",
    identified: "Cause identifiée",
    monitoring: "Sous surveillance",
    resolved: "Résolu",
  },
  feed: "Flux des incidents (Atom)",
} satisfies Localized<typeof en.statusBoardCopy>;

export const statusAdminCopy = {
  title: "État des systèmes",
  intro:
    "Indiquez l'état des services que le site ne peut pas vérifier lui-même et signalez les incidents. Vos changements paraissent aussitôt sur la page d'état publique.",
  loading: "Chargement de l'état actuel…",
  loadFailed: "Impossible de charger l'état actuel. Réessayez dans un instant.",
  viewPage: "Ouvrir la page d'état",
  componentsTitle: "Services indiqués par le personnel",
  componentStatus: "État",
  componentMessage: "Message affiché aux visiteurs (facultatif)",
  saveComponent: "Enregistrer\u00a0: {name}",
  savedTitle: "État mis à jour",
  savedText: "{name} affiche maintenant «\u00a0{status}\u00a0».",
  incidentsTitle: "Incidents",
  newIncidentTitle: "Signaler un incident",
  incidentTitle: "Titre",
  incidentImpact: "Impact",
  incidentComponents: "Composants touchés",
  incidentStatus: "Étape",
  incidentMessage: "Première mise à jour",
  createIncident: "Publier l'incident",
  createdTitle: "Incident publié",
  createdText: "Il paraît maintenant sur la page d'état et dans son flux.",
  openIncidentsTitle: "Incidents en cours",
  noOpenIncidents: "Aucun incident en cours.",
  updateStatus: "Étape suivante",
  updateMessage: "Mise à jour",
  postUpdate: "Publier la mise à jour",
  postedTitle: "Mise à jour publiée",
  postedText: "L'incident indique maintenant «\u00a0{status}\u00a0».",
  failedTitle: "Non enregistré",
  failedText: "Le changement n'a pas pu être enregistré. Vérifiez les champs et réessayez.",
  validation: {
    required: "Ce champ est obligatoire.",
    tooLong: "Utilisez au plus {max} caractères.",
    control: "Retirez les caractères de contrôle.",
    choice: "Choisissez l'une des options.",
    components: "Choisissez au moins un composant touché.",
  },
} satisfies Localized<typeof en.statusAdminCopy>;

