import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Build-time files: prerendered from their loaders, no page shell.
  route("blog/rss.xml", "routes/blog/rss.ts"),

  layout("routes/shell.tsx", [
    index("routes/home/home.tsx"),
    route("about", "routes/about/about.tsx"),
    route("contact", "routes/contact/contact.tsx"),
    route("support", "routes/support/support.tsx"),

    route("marketplace", "routes/marketplace/marketplace.tsx"),
    route("marketplace/:productId", "routes/marketplace/product.tsx"),
    route("cart", "routes/cart/cart.tsx"),

    route("blog", "routes/blog/blog.tsx"),
    route("blog/:slug", "routes/blog/post.tsx"),

    route("pricing", "routes/pricing/pricing.tsx"),
    route("services/msp-devops", "routes/services/msp-devops.tsx"),
    route("services/cloud-hosting", "routes/services/cloud-hosting.tsx"),
    route("solutions/tech", "routes/solutions/tech.tsx"),
    route("solutions/finance", "routes/solutions/finance.tsx"),
    route("products/enterprise-solution", "routes/products/enterprise-solution.tsx"),
    route("products/business-intelligence", "routes/products/business-intelligence.tsx"),
    route("products/security-suite", "routes/products/security-suite.tsx"),
    route("products/ai-automation", "routes/products/ai-automation.tsx"),
    route("expertise", "routes/expertise/expertise.tsx"),
    route("expertise/frontend-development", "routes/expertise/frontend-development.tsx"),
    route("expertise/backend-development", "routes/expertise/backend-development.tsx"),
    route("expertise/full-stack-solutions", "routes/expertise/full-stack-solutions.tsx"),
    route("expertise/devsecops-excellence", "routes/expertise/devsecops-excellence.tsx"),
    route("login", "routes/account/login.tsx"),
    route("admin", "routes/account/admin.tsx"),

    route("api-documentation", "routes/docs/api-documentation.tsx"),
    route("ai-documentation", "routes/docs/ai-documentation.tsx"),
    route("careers", "routes/careers/careers.tsx"),
    route("careers/apply", "routes/careers/apply.tsx"),
    route("press", "routes/press/press.tsx"),
    route("press/:slug", "routes/press/release.tsx"),
    route("status", "routes/status/status.tsx"),
    route("privacy-policy", "routes/legal/privacy-policy.tsx"),
    route("terms-of-service", "routes/legal/terms-of-service.tsx"),
    route("cookie-policy", "routes/legal/cookie-policy.tsx"),
    route("acceptable-use", "routes/legal/acceptable-use.tsx"),
    route("sitemap", "routes/sitemap/sitemap.tsx"),
    route("community", "routes/community/community.tsx"),

    // Unknown paths: the SPA fallback hydrates here and replaces the entry with /.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
