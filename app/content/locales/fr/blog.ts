// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../blog";
import { brand } from "../../site";
import type { Localized } from "../localized";

export const blogListCopy = {
  meta: {
    title: "Blogue",
    description: `Des articles pratiques sur l'IA, la cybersécurité, l'analytique de données, le DevOps et la transformation numérique, signés par l'équipe de ${brand.name}.`,
  },
  breadcrumb: "Blogue",
  homeLabel: "Accueil",
  hero: {
    eyebrow: "Blogue",
    title: `Les analyses de ${brand.shortName}`,
    intro:
      "Les notes de terrain de nos ingénieurs et conseillers sur l'IA, la sécurité, les données, le DevOps et la modernisation du travail dans les entreprises en croissance.",
    rss: "S'abonner au fil RSS",
  },
  explorer: {
    formLabel: "Filtrer les articles",
    searchLabel: "Rechercher des articles",
    searchPlaceholder: "Titre, résumé ou mot-clé",
    categoryLabel: "Catégorie",
    allCategories: "Toutes les catégories",
    sortLabel: "Trier par",
    sortLabels: {
      date_desc: "Plus récents d'abord",
      date_asc: "Plus anciens d'abord",
      title_asc: "A à Z",
      title_desc: "Z à A",
    },
    allHeading: "Tous les articles",
    categoryHeading: "Articles de la catégorie {category}",
    count: { one: "# article", other: "# articles" },
    clearFilters: "Effacer les filtres",
    empty: "Aucun article ne correspond à vos critères. Modifiez votre recherche ou vos filtres.",
    tagsLabel: "Mots-clés",
    byAuthor: "Par",
  },
} satisfies Localized<typeof en.blogListCopy>;

export const postPageCopy = {
  homeLabel: "Accueil",
  breadcrumb: "Blogue",
  backToBlog: "Retour au blogue",
  asideLabel: "Autres articles du blogue",
  byline: {
    by: "Par",
    published: "Publié le ",
    views: { one: "# vue", other: "# vues" },
    minutes: { one: "# min de lecture", other: "# min de lecture" },
  },
  tagsHeading: "Mots-clés",
  likes: {
    heading: "Mentions J'aime",
    button: "J'aime",
    count: { one: "# personne aime cet article", other: "# personnes aiment cet article" },
  },
  share: {
    heading: "Partager cet article",
    shareOn: "Partager sur ",
    newTab: " (s'ouvre dans un nouvel onglet)",
    copy: "Copier le lien",
    copied: { title: "Lien copié!", description: "Le lien de l'article a été copié dans votre presse-papiers." },
    failed: { title: "Échec de la copie", description: "Impossible de copier le lien dans le presse-papiers." },
  },
  related: { related: "Articles connexes", more: "Autres articles" },
  comments: {
    heading: "Commentaires ({count})",
    label: "Laisser un commentaire",
    postingAs: "Vous publiez en tant que",
    storedNote: "Les commentaires sont conservés dans ce navigateur seulement.",
    placeholder: "Écrivez votre commentaire ici…",
    counter: "{count} / {max} caractères",
    submit: "Publier le commentaire",
    posted: "Commentaire publié!",
    notPosted: {
      title: "Commentaire non publié",
      description:
        "Votre navigateur n'a pas permis d'enregistrer le commentaire. Votre texte est toujours dans la zone; vérifiez que le stockage du site est autorisé et réessayez.",
    },
    guestAuthor: "Invité",
    seeds: [
      {
        text: "Très juste, l'idée de mesurer un point de départ avant de changer quoi que ce soit. D'après notre expérience, c'est l'étape que tout le monde saute, et ensuite personne ne peut démontrer que le projet a réellement fonctionné.",
      },
      {
        text: "Une lecture pratique. Nous sommes une entreprise de 30 personnes à Orillia et la section étape par étape nous a donné un point de départ réaliste. Je la transmets à notre directrice des opérations cette semaine.",
      },
    ],
  },
  admin: {
    heading: "Actions d'administration",
    edit: "Modifier l'article",
    editUnavailable: {
      title: "La modification n'est pas offerte dans cette démonstration",
      description:
        "Les articles font partie des fichiers de contenu du site et changent à la prochaine version, pas à partir de cette page.",
    },
    delete: "Supprimer l'article",
    confirmTitle: "Êtes-vous vraiment sûr?",
    confirmDescription: "Cette action est irréversible. Cet article de blogue sera supprimé définitivement.",
    confirmLabel: "Oui, supprimer l'article",
    cancel: "Annuler",
    deleted: "Article supprimé (simulation)",
  },
  redirect: {
    redirectingTo: "Redirection vers {title}",
    notFound: "Article introuvable",
    loading: "Chargement de l'article…",
    description:
      "Cette adresse ne correspond à aucun article; vous êtes redirigé vers la bonne page du blogue.",
    toBlog: "Aller au blogue",
    toArticle: "Continuer vers l'article",
  },
} satisfies Localized<typeof en.postPageCopy>;
