// Relative imports only: react-router.config.ts loads content modules outside Vite.
// The marketplace, product and cart pages' interface copy. Templates hold "{name}"-style
// placeholders filled on the client (loader data cannot carry functions); plural messages list
// every CLDR form so each language fills the ones it uses ("{count}" stands for the number).
import { brand } from "./site";

export const marketplacePage = {
  meta: {
    title: "Software Marketplace",
    description: `Compare ${brand.shortName}'s eight business software products by category, price and rating: automation, security, analytics, collaboration, CRM and more.`,
  },
  breadcrumbHome: "Home",
  breadcrumb: "Marketplace",
  hero: {
    eyebrow: "Marketplace",
    title: "Software Marketplace",
    intro:
      "Business software we deploy, secure and support ourselves, on simple monthly plans. Filter by category or price, compare ratings, and add what fits to your cart for a quote.",
  },
};

export const marketplaceCopy = {
  filtersHeading: "Filters",
  productsHeading: "Products",
  resultCount: {
    zero: "{count} products found",
    one: "{count} product found",
    two: "{count} products found",
    few: "{count} products found",
    many: "{count} products found",
    other: "{count} products found",
  },
  filtersButton: "Filters",
  /** Read after the number of active filters on the small-screen button. */
  activeSuffix: " active",
  layoutLabel: "Layout",
  gridView: "Grid",
  listView: "List",
  viewSuffix: " view",
  emptyTitle: "No Products Found",
  emptyText: "Try adjusting your search or filter criteria.",
  clearAll: "Clear All Filters",
  clearedToast: {
    title: "Filters Cleared",
    description: "All marketplace filters have been reset.",
  },
  sheet: {
    title: "Filters",
    description: "Narrow the marketplace by search, category, price and sort order.",
    show: {
      zero: "Show {count} products",
      one: "Show {count} product",
      two: "Show {count} products",
      few: "Show {count} products",
      many: "Show {count} products",
      other: "Show {count} products",
    },
  },
  filters: {
    formLabel: "Product filters",
    search: "Search",
    searchPlaceholder: "Name, description or tag",
    searchCount: "{count} of {max} characters",
    category: "Category",
    allCategories: "All categories",
    priceLegend: "Price range (USD per month)",
    minPrice: "Minimum price",
    maxPrice: "Maximum price",
    currency: "$",
    minAboveMax: "The minimum price can't be higher than the maximum.",
    maxBelowMin: "The maximum price can't be lower than the minimum.",
    sortBy: "Sort by",
    sortLabels: {
      rating_desc: "Highest rated",
      price_asc: "Price: low to high",
      price_desc: "Price: high to low",
      name_asc: "Name: A to Z",
    },
  },
  card: {
    tagsLabel: "Tags",
    frequency: "/month",
    viewDetails: "View Details",
    viewDetailsFor: " for {name}",
  },
  rating: "Rated {rating} out of 5",
};

export const productPageCopy = {
  breadcrumbLabel: "Breadcrumb",
  backToMarketplace: "Back to Marketplace",
  frequency: "/month",
  requestDemo: "Request a Demo",
  addToCart: "Add to Cart",
  overview: {
    label: "About {name}",
    overview: "Overview",
    keyFeatures: "Key Features",
    atAGlance: "At a glance",
    category: "Category",
    rating: "Rating",
    price: "Price",
    pricePerMonth: "{price} per month",
    tags: "Tags",
  },
  /** The title and description of an address that is not a product, seen while it redirects. */
  notFound: {
    title: "Product Not Found",
    description: `This product is not in the ${brand.shortName} marketplace. Browse the full list of business software products instead.`,
  },
};

export const cartPage = {
  meta: {
    title: "Your Cart",
    description: `Review the ${brand.shortName} software subscriptions in your cart, adjust quantities and request a quote from our sales team.`,
  },
  hero: {
    eyebrow: "Marketplace",
    title: "Your Cart",
    intro: "Adjust quantities, check your monthly total and send the list to our sales team for a quote.",
  },
};

export const cartCopy = {
  loading: "Loading your cart…",
  emptyTitle: "Your cart is empty",
  emptyText:
    "Browse the marketplace to add software subscriptions for your team, then come back here to request a quote.",
  browse: "Browse the Marketplace",
  itemsHeading: "Items in your cart",
  summaryHeading: "Order summary",
  items: "Items",
  monthlyTotal: "Monthly total",
  frequency: "/month",
  eachPrice: "{price}/month each",
  taxNote:
    "Prices in US dollars before taxes. Annual terms, volume pricing and onboarding are confirmed in your quote.",
  requestQuote: "Request a Quote",
  continueBrowsing: "Continue browsing the marketplace",
  remove: "Remove",
  removeSuffix: " {name} from cart",
  quantityOf: "Quantity of {name}",
  decrease: "Decrease quantity of {name}",
  increase: "Increase quantity of {name}",
};

/** The header's cart link: its name, and with items in the cart, how many. */
export const cartLinkCopy = {
  label: "Cart",
  withItems: {
    zero: "Cart, {count} items",
    one: "Cart, {count} item",
    two: "Cart, {count} items",
    few: "Cart, {count} items",
    many: "Cart, {count} items",
    other: "Cart, {count} items",
  },
};

/** The cart's toasts; the error toast is the spec's. */
export const cartMessages = {
  added: "Added to Cart! 🛒",
  addedDescription: "{name} is in your cart. Request a quote from the cart when you're ready.",
  error: "Error",
  addFailed: "Could not add item to cart. Please try again.",
  updateFailed: "Could not update your cart. Please try again.",
  limit: "Quantity Limit Reached",
  limitDescription:
    "You already have {max} of {name} in your cart. For larger volumes, request a quote and our sales team will help.",
};
