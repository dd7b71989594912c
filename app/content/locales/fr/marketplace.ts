// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../marketplace";
import type { Localized } from "../localized";
import { brand } from "../../site";

export const marketplacePage = {
  meta: {
    title: "Marché de logiciels",
    description: `Comparez les huit logiciels d’affaires de ${brand.shortName} par catégorie, prix et évaluation\u00a0: automatisation, sécurité, analytique, collaboration, CRM et plus encore.`,
  },
  breadcrumbHome: "Accueil",
  breadcrumb: "Marché",
  hero: {
    eyebrow: "Marché",
    title: "Marché de logiciels",
    intro:
      "Des logiciels d’affaires que nous déployons, sécurisons et soutenons nous-mêmes, avec des forfaits mensuels simples. Filtrez par catégorie ou par prix, comparez les évaluations et ajoutez à votre panier ce qui vous convient pour obtenir une soumission.",
  },
} satisfies Localized<typeof en.marketplacePage>;

export const marketplaceCopy = {
  filtersHeading: "Filtres",
  productsHeading: "Produits",
  resultCount: {
    zero: "{count} produit trouvé",
    one: "{count} produit trouvé",
    two: "{count} produits trouvés",
    few: "{count} produits trouvés",
    many: "{count} de produits trouvés",
    other: "{count} produits trouvés",
  },
  filtersButton: "Filtres",
  activeSuffix: " actifs",
  layoutLabel: "Affichage",
  gridView: "Grille",
  listView: "Liste",
  viewSuffix: " (affichage)",
  emptyTitle: "Aucun produit trouvé",
  emptyText: "Essayez de modifier votre recherche ou vos filtres.",
  clearAll: "Effacer tous les filtres",
  clearedToast: {
    title: "Filtres effacés",
    description: "Tous les filtres du marché ont été réinitialisés.",
  },
  sheet: {
    title: "Filtres",
    description: "Affinez le marché par recherche, catégorie, prix et ordre de tri.",
    show: {
      zero: "Afficher {count} produit",
      one: "Afficher {count} produit",
      two: "Afficher {count} produits",
      few: "Afficher {count} produits",
      many: "Afficher {count} de produits",
      other: "Afficher {count} produits",
    },
  },
  filters: {
    formLabel: "Filtres des produits",
    search: "Recherche",
    searchPlaceholder: "Nom, description ou étiquette",
    searchCount: "{count} caractères sur {max}",
    category: "Catégorie",
    allCategories: "Toutes les catégories",
    priceLegend: "Fourchette de prix (USD par mois)",
    minPrice: "Prix minimum",
    maxPrice: "Prix maximum",
    currency: "$",
    minAboveMax: "Le prix minimum ne peut pas dépasser le prix maximum.",
    maxBelowMin: "Le prix maximum ne peut pas être inférieur au prix minimum.",
    sortBy: "Trier par",
    sortLabels: {
      rating_desc: "Les mieux évalués",
      price_asc: "Prix croissant",
      price_desc: "Prix décroissant",
      name_asc: "Nom (A à Z)",
    },
  },
  card: {
    tagsLabel: "Étiquettes",
    frequency: "/mois",
    viewDetails: "Voir les détails",
    viewDetailsFor: " de {name}",
  },
  rating: "Évalué à {rating} sur 5",
} satisfies Localized<typeof en.marketplaceCopy>;

export const productPageCopy = {
  breadcrumbLabel: "Fil d’Ariane",
  backToMarketplace: "Retour au marché",
  frequency: "/mois",
  requestDemo: "Demander une démo",
  addToCart: "Ajouter au panier",
  overview: {
    label: "À propos de {name}",
    overview: "Aperçu",
    keyFeatures: "Fonctionnalités clés",
    atAGlance: "En bref",
    category: "Catégorie",
    rating: "Évaluation",
    price: "Prix",
    pricePerMonth: "{price} par mois",
    tags: "Étiquettes",
  },
  notFound: {
    title: "Produit introuvable",
    description: `Ce produit ne figure pas dans le marché ${brand.shortName}. Consultez plutôt la liste complète de nos logiciels d’entreprise.`,
  },
} satisfies Localized<typeof en.productPageCopy>;

export const cartPage = {
  meta: {
    title: "Votre panier",
    description: `Passez en revue les abonnements logiciels ${brand.shortName} de votre panier, ajustez les quantités et demandez une soumission à notre équipe des ventes.`,
  },
  hero: {
    eyebrow: "Marché",
    title: "Votre panier",
    intro:
      "Ajustez les quantités, vérifiez votre total mensuel et envoyez la liste à notre équipe des ventes pour obtenir une soumission.",
  },
} satisfies Localized<typeof en.cartPage>;

export const cartCopy = {
  loading: "Chargement de votre panier…",
  emptyTitle: "Votre panier est vide",
  emptyText:
    "Parcourez le marché pour ajouter des abonnements logiciels pour votre équipe, puis revenez ici pour demander une soumission.",
  browse: "Parcourir le marché",
  itemsHeading: "Articles de votre panier",
  summaryHeading: "Récapitulatif de la commande",
  items: "Articles",
  monthlyTotal: "Total mensuel",
  frequency: "/mois",
  eachPrice: "{price}/mois chacun",
  taxNote:
    "Prix en dollars américains, taxes en sus. Les modalités annuelles, les tarifs de volume et l’intégration sont confirmés dans votre soumission.",
  requestQuote: "Demander une soumission",
  continueBrowsing: "Continuer à parcourir le marché",
  remove: "Retirer",
  removeSuffix: " {name} du panier",
  quantityOf: "Quantité de {name}",
  decrease: "Diminuer la quantité de {name}",
  increase: "Augmenter la quantité de {name}",
} satisfies Localized<typeof en.cartCopy>;

export const cartLinkCopy = {
  label: "Panier",
  withItems: {
    zero: "Panier, {count} article",
    one: "Panier, {count} article",
    two: "Panier, {count} articles",
    few: "Panier, {count} articles",
    many: "Panier, {count} d’articles",
    other: "Panier, {count} articles",
  },
} satisfies Localized<typeof en.cartLinkCopy>;

export const cartMessages = {
  added: "Ajouté au panier\u00a0! 🛒",
  addedDescription:
    "{name} est dans votre panier. Demandez une soumission à partir du panier quand vous serez prêt.",
  error: "Erreur",
  addFailed: "Impossible d’ajouter l’article au panier. Veuillez réessayer.",
  updateFailed: "Impossible de mettre à jour votre panier. Veuillez réessayer.",
  limit: "Limite de quantité atteinte",
  limitDescription:
    "Vous avez déjà {max}\u00a0× {name} dans votre panier. Pour de plus grands volumes, demandez une soumission et notre équipe des ventes vous aidera.",
} satisfies Localized<typeof en.cartMessages>;
