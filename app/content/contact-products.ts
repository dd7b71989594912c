// Relative imports only: react-router.config.ts loads content modules outside Vite.
// Apart from app/content/contact.ts: only the contact form's link pre-fill needs the catalogue, and
// it loads with the pre-fill, not with the page.
import { products } from "./products";
import { productName } from "./site";

/**
 * Products other pages name in `product=`: the product pages send slugs, the marketplace and the
 * cart send display names. Slugs map to names here; anything else is shown as plain text.
 */
export const productSlugNames: Record<string, string> = {
  "enterprise-solution": productName("Enterprise Solution Suite"),
  "business-intelligence": productName("Business Intelligence"),
  "security-suite": productName("Security Suite"),
  "ai-automation": productName("AI Automation"),
  ...Object.fromEntries(products.map((product) => [product.id, product.name])),
};
