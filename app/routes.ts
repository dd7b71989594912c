import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { defaultLocale, siteLocales } from "./lib/locales";
import type { SiteLocale } from "./lib/locales";

/**
 * Every page exists once per published locale with the same slugs: English at the root, the others
 * under their code (/fr/pricing). A route file serves all its locales; the page reads its locale
 * from the URL (app/lib/i18n.ts), so the ids only need to be unique.
 */
function pages(locale: SiteLocale) {
  const prefix = locale === defaultLocale ? "" : locale;
  const page = (path: string, file: string) => {
    const full = [prefix, path].filter(Boolean).join("/");
    if (locale === defaultLocale) return full === "" ? index(file) : route(full, file);
    return route(full, file, { id: `${locale}/${path || "home"}` });
  };
  return [
    page("", "routes/home/home.tsx"),
    page("about", "routes/about/about.tsx"),
    page("contact", "routes/contact/contact.tsx"),
    page("support", "routes/support/support.tsx"),

    page("marketplace", "routes/marketplace/marketplace.tsx"),
    page("marketplace/:productId", "routes/marketplace/product.tsx"),
    page("cart", "routes/cart/cart.tsx"),

    page("blog", "routes/blog/blog.tsx"),
    page("blog/:slug", "routes/blog/post.tsx"),

    page("pricing", "routes/pricing/pricing.tsx"),
    page("services/msp-devops", "routes/services/msp-devops.tsx"),
    page("services/cloud-hosting", "routes/services/cloud-hosting.tsx"),
    page("solutions/tech", "routes/solutions/tech.tsx"),
    page("solutions/finance", "routes/solutions/finance.tsx"),
    page("products/enterprise-solution", "routes/products/enterprise-solution.tsx"),
    page("products/business-intelligence", "routes/products/business-intelligence.tsx"),
    page("products/security-suite", "routes/products/security-suite.tsx"),
    page("products/ai-automation", "routes/products/ai-automation.tsx"),
    page("expertise", "routes/expertise/expertise.tsx"),
    page("expertise/frontend-development", "routes/expertise/frontend-development.tsx"),
    page("expertise/backend-development", "routes/expertise/backend-development.tsx"),
    page("expertise/full-stack-solutions", "routes/expertise/full-stack-solutions.tsx"),
    page("expertise/devsecops-excellence", "routes/expertise/devsecops-excellence.tsx"),
    page("login", "routes/account/login.tsx"),
    page("admin", "routes/account/admin.tsx"),

    page("api-documentation", "routes/docs/api-documentation.tsx"),
    page("ai-documentation", "routes/docs/ai-documentation.tsx"),
    page("careers", "routes/careers/careers.tsx"),
    page("careers/apply", "routes/careers/apply.tsx"),
    page("careers/:jobId", "routes/careers/job.tsx"),
    page("press", "routes/press/press.tsx"),
    page("press/:slug", "routes/press/release.tsx"),
    page("status", "routes/status/status.tsx"),
    page("privacy-policy", "routes/legal/privacy-policy.tsx"),
    page("terms-of-service", "routes/legal/terms-of-service.tsx"),
    page("cookie-policy", "routes/legal/cookie-policy.tsx"),
    page("acceptable-use", "routes/legal/acceptable-use.tsx"),
    page("sitemap", "routes/sitemap/sitemap.tsx"),
    page("community", "routes/community/community.tsx"),

    // Unknown paths: the SPA fallback hydrates here and replaces the entry with /.
    page("*", "routes/not-found.tsx"),
  ];
}

export default [
  // Build-time files: prerendered from their loaders, no page shell.
  route("blog/rss.xml", "routes/blog/rss.ts"),
  ...siteLocales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) =>
      route(`${locale}/blog/rss.xml`, "routes/blog/rss.ts", { id: `${locale}/blog/rss.xml` }),
    ),

  layout("routes/shell.tsx", siteLocales.flatMap(pages)),
] satisfies RouteConfig;
