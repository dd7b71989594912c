import { LegalDocumentView } from "~/components/sections/legal-document";
import { cookiePolicy } from "~/content/legal";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: cookiePolicy.title,
    description: cookiePolicy.description,
    path: cookiePolicy.path,
    jsonLd: [breadcrumbJsonLd([{ name: cookiePolicy.title, path: cookiePolicy.path }])],
  });
}

export default function CookiePolicyPage() {
  return <LegalDocumentView document={cookiePolicy} />;
}
