import { describe, expect, it } from "vitest";
import { productPageCopy } from "~/content/marketplace";
import * as ar from "~/content/compiled/ar/marketplace";
import * as fr from "~/content/compiled/fr/marketplace";
import { clientLoader, loader, meta } from "./product";
import type { Route } from "./+types/product";

// An address that is not a product is seen only while it redirects, but its title and description
// are still in the page's language, prerendered or answered by the SPA fallback.
describe("an unknown product's meta", () => {
  const url = (path: string) => `https://www.northpine.tech${path}`;
  const titleOf = (descriptors: ReturnType<typeof meta>) =>
    descriptors.find((descriptor): descriptor is { title: string } => "title" in descriptor)?.title;

  it.each([
    ["/marketplace/nope", productPageCopy.notFound],
    ["/fr/marketplace/nope", fr.productPageCopy.notFound],
    ["/ar/marketplace/nope", ar.productPageCopy.notFound],
  ])("%s is titled in its language", async (path, notFound) => {
    const args = { params: { productId: "nope" }, request: new Request(url(path)) };
    const prerendered = loader(args as Route.LoaderArgs);
    const fallback = await clientLoader({
      ...args,
      serverLoader: () => Promise.reject(new Error("no prerendered data")),
    } as unknown as Route.ClientLoaderArgs);
    for (const loaderData of [prerendered, fallback]) {
      expect(loaderData).toMatchObject({ product: null });
      const descriptors = meta({
        loaderData,
        location: { pathname: path },
        matches: [],
      } as unknown as Route.MetaArgs);
      expect(titleOf(descriptors)).toBe(`${notFound.title} | Northpine Technologies`);
      expect(descriptors).toContainEqual({ name: "description", content: notFound.description });
      expect(descriptors).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    }
  });
});
