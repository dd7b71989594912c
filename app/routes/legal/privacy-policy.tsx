import { LegalDocumentView } from "~/components/sections/legal-document";
import { privacyPolicy } from "~/content/legal";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.description,
    path: privacyPolicy.path,
    jsonLd: [breadcrumbJsonLd([{ name: privacyPolicy.title, path: privacyPolicy.path }])],
  });
}

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
