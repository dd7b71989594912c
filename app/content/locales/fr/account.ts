// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../account";
import { brand, demoAdmin } from "../../site";
import type { Localized } from "../localized";

export const loginPage = {
  meta: {
    title: "Connexion administrateur",
    description: `Connectez-vous à l’espace d’administration de démonstration de ${brand.shortName}. Cette démo vérifie les identifiants dans le navigateur seulement.`,
  },
  hero: {
    eyebrow: "Administration",
    title: "Connexion administrateur",
    intro: "Connectez-vous pour gérer le contenu du site dans cette démonstration.",
  },
  form: {
    usernameLabel: "Nom d’utilisateur",
    passwordLabel: "Mot de passe",
    usernameRequired: "Le nom d’utilisateur est obligatoire.",
    passwordRequired: "Le mot de passe est obligatoire.",
    showPassword: "Afficher le mot de passe",
    hidePassword: "Masquer le mot de passe",
    submit: "Se connecter",
    submitting: "Connexion en cours…",
    forgotPassword: "Mot de passe oublié\u00a0?",
  },
  messages: {
    failedTitle: "Échec de la connexion",
    failedText: "Nom d’utilisateur ou mot de passe invalide.",
    successTitle: "Connexion réussie",
    successText: `Bon retour, ${demoAdmin.username}. Ouverture du tableau de bord.`,
    storageTitle: "Connexion impossible",
    storageText:
      "Votre navigateur a bloqué le stockage local\u00a0: la session de démonstration n’a pas pu être enregistrée. Autorisez les données du site, puis réessayez.",
    resetTitle: "La réinitialisation du mot de passe n’est pas offerte",
    resetText:
      "Cette connexion de démonstration utilise des identifiants fixes, indiqués dans l’avis sous le formulaire.",
  },
  alreadySignedIn: {
    title: "Vous êtes déjà connecté",
    text: "Votre session de démonstration est active dans ce navigateur.",
    linkText: "Aller au tableau de bord",
  },
  notice: {
    title: "Démonstration seulement",
    text: "Cette connexion vérifie les identifiants dans votre navigateur et enregistre un marqueur dans le stockage local. Elle n’est pas sécuritaire\u00a0: un véritable espace d’administration exige une authentification côté serveur. Utilisez ces identifiants de démonstration\u00a0:",
    usernameLabel: "Nom d’utilisateur",
    passwordLabel: "Mot de passe",
  },
  serviceNotice: {
    title: "Connexion par le serveur",
    text: "Cette connexion est vérifiée par le serveur du site\u00a0: le mot de passe y est validé et votre session y est conservée\u00a0; elle prend fin après 30 minutes d’inactivité. Un serveur de développement ou de test accepte les identifiants de démonstration ci-dessous\u00a0; un serveur de production utilise son propre mot de passe administrateur.",
  },
  serverMessages: {
    lockedTitle: "Connexion bloquée",
    lockedText:
      "Trop de tentatives de connexion ont échoué depuis cette connexion réseau. Attendez 15 minutes, puis réessayez.",
    unavailableTitle: "Connexion impossible",
    unavailableText:
      "Le service de connexion est injoignable. Vérifiez votre connexion et réessayez dans un instant.",
  },
  legal: {
    before: "En vous connectant, vous acceptez les",
    terms: "Conditions d’utilisation",
    and: "et la",
    privacy: "Politique de confidentialité",
  },
} satisfies Localized<typeof en.loginPage>;

export const adminPage = {
  meta: {
    title: "Tableau de bord d’administration",
    description: `Le tableau de bord d’administration de démonstration de ${brand.shortName}\u00a0: un aperçu, côté client, des outils de gestion des utilisateurs, du contenu et des paramètres.`,
  },
  title: "Tableau de bord d’administration",
  checking: "Vérification de votre session…",
  signedInAs: `Connecté en tant que ${demoAdmin.username} (session de démonstration).`,
  logout: "Se déconnecter",
  logoutTitle: "Déconnexion réussie",
  logoutText: "Votre session de démonstration est terminée.",
  logoutFailedTitle: "Échec de la déconnexion",
  logoutFailedText:
    "Votre navigateur a bloqué le stockage local\u00a0: le marqueur de session n’a pas pu être supprimé. Effacez les données du site pour vous déconnecter.",
  welcome: {
    title: `Bienvenue dans le panneau d’administration de ${brand.shortName}`,
    text: "C’est ici que les administrateurs géreront les utilisateurs, publieront du contenu et configureront le site. Ces outils sont en cours de développement\u00a0; les cartes ci-dessous donnent un aperçu de ce qui s’en vient.",
  },
  cards: [
    {
      icon: "users",
      title: "Gestion des utilisateurs",
      description:
        "Invitez des membres de l’équipe, attribuez des rôles et consultez l’activité de connexion de toutes les personnes ayant un accès administrateur.",
    },
    {
      icon: "file",
      title: "Gestion du contenu",
      description:
        "Rédigez, planifiez et publiez des billets de blogue, des communiqués de presse et des offres d’emploi sans l’aide d’un développeur.",
    },
    {
      icon: "settings",
      title: "Paramètres du système",
      description:
        "Configurez les bannières du site, l’acheminement des demandes de contact et les intégrations à partir d’un seul endroit.",
    },
  ],
  explore: "Découvrir les fonctions (bientôt offertes)",
  server: {
    signedInAs: "Connecté en tant que {username}.",
    logoutText: "Votre session est terminée.",
    logoutFailedText:
      "Le serveur est injoignable\u00a0: votre session est toujours active. Réessayez dans un instant.",
    expiredTitle: "Session expirée",
    expiredText:
      "Votre session a pris fin après une période d’inactivité. Reconnectez-vous pour continuer.",
    unavailable: "Le service d’administration est injoignable. Rechargez la page pour réessayer.",
  },
  inbox: {
    title: "Boîte de réception",
    intro:
      "Tous les formulaires reçus, du plus récent au plus ancien. Le texte des visiteurs est affiché exactement tel qu’il a été envoyé.",
    kindLabel: "Type",
    statusLabel: "Statut",
    searchLabel: "Rechercher un nom, un courriel ou un message",
    allKinds: "Tous les types",
    allStatuses: "Tous les statuts",
    kinds: {
      contact: "Contact",
      demo: "Demande de démo",
      ticket: "Demande de soutien",
      application: "Candidature",
      newsletter: "Infolettre",
      privacy: "Demande relative à la vie privée",
    },
    statuses: { new: "Nouveau", handled: "Traité" },
    exportCsv: "Exporter en CSV",
    count: { one: "# envoi", many: "# d’envois", other: "# envois" },
    loading: "Chargement des envois…",
    empty: "Aucun envoi ne correspond à ces filtres.",
    loadFailed: "La boîte de réception n’a pas pu être chargée. Réessayez dans un instant.",
    loadMore: "Afficher les envois plus anciens",
    detailTitle: "Détails de l’envoi",
    noSelection: "Choisissez un envoi pour en voir les détails.",
    received: "Reçu",
    name: "Nom",
    emailAddress: "Courriel",
    topic: "Sujet",
    message: "Message",
    phone: "Téléphone",
    company: "Entreprise",
    context: "Contexte du lien",
    resume: "CV",
    markHandled: "Marquer comme traité",
    handledTitle: "Marqué comme traité",
    handledText: "{kind} de {name}.",
    downloadResume: "Télécharger le CV",
    actionFailedTitle: "Échec de l’action",
    actionFailedText: "Le serveur n’a pas terminé la requête. Réessayez dans un instant.",
    markInterviewed: "Marquer l’entrevue comme passée",
    interviewedTitle: "Entrevue consignée",
    interview: "Entrevue",
    notInterviewed: "Pas encore d’entrevue",
    interviewedOn: "Entrevue le {date} · Informer la personne candidate au plus tard le {answerBy}",
    confirmation: "Confirmation",
    unconfirmed: "Non confirmé",
    confirmedOn: "Confirmé le {date}",
    personalData: {
      title: "Demandes relatives à la vie privée et renseignements personnels",
      intro:
        "Retrouvez tous les dossiers envoyés depuis une adresse courriel, exportez-les en JSON pour répondre à une demande d’accès, ou effacez-les pour répondre à une demande de suppression. Les exportations et les effacements sont consignés avec leurs seuls totaux, jamais avec l’adresse.",
      addressLabel: "Adresse courriel",
      invalidAddress: "Entrez une seule adresse courriel, par exemple nom@exemple.ca.",
      find: "Rechercher",
      finding: "Recherche en cours…",
      found: {
        one: "# dossier pour {address}",
        many: "# de dossiers pour {address}",
        other: "# dossiers pour {address}",
      },
      none: "Aucun dossier pour {address}.",
      listLabel: "Dossiers de cette adresse",
      exportJson: "Exporter en JSON",
      eraseAll: "Tout effacer",
      confirmTitle: "Effacer tous les renseignements personnels?",
      confirmText:
        "Cette action supprime définitivement {records} envoyés depuis {address} ({kinds}), avec les CV qui s’y rattachent et les courriels en attente qui les concernent, ainsi que l’inscription «\u00a0plus de courriels\u00a0» de l’adresse, s’il y en a une. Elle est irréversible; le journal d’audit ne conserve que les totaux.",
      confirmErase: "Effacer définitivement",
      cancel: "Annuler",
      erasedTitle: "Renseignements personnels effacés",
      erasedText: "Effacés\u00a0: {records}, {files} et {suppressions}.",
      records: { one: "# dossier", many: "# de dossiers", other: "# dossiers" },
      files: { one: "# fichier de CV", many: "# de fichiers de CV", other: "# fichiers de CV" },
      suppressions: {
        one: "# inscription «\u00a0plus de courriels\u00a0»",
        many: "# d’inscriptions «\u00a0plus de courriels\u00a0»",
        other: "# inscriptions «\u00a0plus de courriels\u00a0»",
      },
    },
  },
} satisfies Localized<typeof en.adminPage>;
