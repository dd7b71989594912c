/**
 * Every page once: its path without a language, and its route module. `app/routes.ts` declares
 * each under an optional language segment, and the prerender list (app/content/prerender.ts)
 * multiplies the static ones by the published languages. Dependency-free and erasable TypeScript,
 * so react-router.config.ts can import it outside Vite.
 */
export const pageRoutes = [
  ["", "routes/home/home.tsx"],
  ["about", "routes/about/about.tsx"],
  ["contact", "routes/contact/contact.tsx"],
  ["support", "routes/support/support.tsx"],

  ["marketplace", "routes/marketplace/marketplace.tsx"],
  ["marketplace/:productId", "routes/marketplace/product.tsx"],
  ["cart", "routes/cart/cart.tsx"],

  ["blog", "routes/blog/blog.tsx"],
  ["blog/:slug", "routes/blog/post.tsx"],

  ["pricing", "routes/pricing/pricing.tsx"],
  ["services/msp-devops", "routes/services/msp-devops.tsx"],
  ["services/cloud-hosting", "routes/services/cloud-hosting.tsx"],
  ["solutions/tech", "routes/solutions/tech.tsx"],
  ["solutions/finance", "routes/solutions/finance.tsx"],
  ["products/enterprise-solution", "routes/products/enterprise-solution.tsx"],
  ["products/business-intelligence", "routes/products/business-intelligence.tsx"],
  ["products/security-suite", "routes/products/security-suite.tsx"],
  ["products/ai-automation", "routes/products/ai-automation.tsx"],
  ["expertise", "routes/expertise/expertise.tsx"],
  ["expertise/frontend-development", "routes/expertise/frontend-development.tsx"],
  ["expertise/backend-development", "routes/expertise/backend-development.tsx"],
  ["expertise/full-stack-solutions", "routes/expertise/full-stack-solutions.tsx"],
  ["expertise/devsecops-excellence", "routes/expertise/devsecops-excellence.tsx"],
  ["login", "routes/account/login.tsx"],
  ["admin", "routes/account/admin.tsx"],

  ["api-documentation", "routes/docs/api-documentation.tsx"],
  ["ai-documentation", "routes/docs/ai-documentation.tsx"],
  ["careers", "routes/careers/careers.tsx"],
  ["careers/apply", "routes/careers/apply.tsx"],
  ["careers/:jobId", "routes/careers/job.tsx"],
  ["press", "routes/press/press.tsx"],
  ["press/:slug", "routes/press/release.tsx"],
  ["status", "routes/status/status.tsx"],
  ["privacy-policy", "routes/legal/privacy-policy.tsx"],
  ["terms-of-service", "routes/legal/terms-of-service.tsx"],
  ["cookie-policy", "routes/legal/cookie-policy.tsx"],
  ["acceptable-use", "routes/legal/acceptable-use.tsx"],
  ["sitemap", "routes/sitemap/sitemap.tsx"],
  ["community", "routes/community/community.tsx"],
] as const satisfies ReadonlyArray<readonly [string, string]>;

/** Files prerendered from a loader without a page shell, in every language. */
export const resourceRoutes = [["blog/rss.xml", "routes/blog/rss.ts"]] as const;

/** The URL pattern of a page path: the language segment is optional, English has none. */
export function localizedPattern(path: string): string {
  return path === "" ? ":lang?" : `:lang?/${path}`;
}

/** The paths, without a language, of the pages and files that have no parameter. */
export function staticPaths(): string[] {
  return [...pageRoutes, ...resourceRoutes]
    .map(([path]) => path)
    .filter((path) => !path.includes(":"))
    .map((path) => `/${path}`);
}
