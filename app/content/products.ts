// Stub: the marketplace issue replaces this with the eight full products. Ids are fixed here
// because URLs, the cart and the prerender list depend on them.
export type ProductStub = { id: string };
export const products: ProductStub[] = [
  { id: "automation-suite" },
  { id: "endpoint-protection" },
  { id: "bi-platform" },
  { id: "collaboration-hub" },
  { id: "developer-ide" },
  { id: "cloud-storage" },
  { id: "e-learning-platform" },
  { id: "crm" },
];
