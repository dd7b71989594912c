import { describe, expect, it } from "vitest";
import { products } from "~/content/products";
import { matchesSearch } from "./filters";

// What a buyer types for each product, tried against the real catalogue: the defect was "crm"
// finding nothing although one product's category is CRM.
const buyerWords: Record<string, string[]> = {
  "automation-suite": ["automation", "workflow", "rpa", "invoice"],
  "endpoint-protection": ["antivirus", "security", "edr", "ransomware"],
  "bi-platform": ["business intelligence", "bi", "dashboards", "reporting", "analytics"],
  "collaboration-hub": ["chat", "video", "collaboration", "file sharing"],
  "developer-ide": ["ide", "ci/cd", "devops", "development"],
  "cloud-storage": ["backup", "storage", "cloud", "disaster recovery"],
  "e-learning-platform": ["lms", "training", "e-learning", "courses"],
  crm: ["crm", "CRM", "customer relationship", "sales", "pipeline"],
};

describe("every product is findable by the words a buyer would type", () => {
  it.each(products.map((product) => [product.id, product] as const))("%s", (id, product) => {
    const words = buyerWords[id];
    expect(words, `buyer words for ${id}`).toBeDefined();
    for (const word of words ?? []) expect(matchesSearch(product, word), word).toBe(true);
  });

  it("'crm' finds exactly the CRM product", () => {
    expect(products.filter((product) => matchesSearch(product, "crm")).map((product) => product.id)).toEqual(["crm"]);
  });
});
