/**
 * The catalogue's product ids without their text: the product route checks an id in the browser
 * (an unknown one reaches the SPA fallback, which has no data to fetch) without downloading the
 * catalogue. products.test.ts checks this list against the products.
 */
export const productIds = [
  "automation-suite",
  "endpoint-protection",
  "bi-platform",
  "collaboration-hub",
  "developer-ide",
  "cloud-storage",
  "e-learning-platform",
  "crm",
] as const;

export function isProductId(id: string | undefined): boolean {
  return productIds.some((known) => known === id);
}
