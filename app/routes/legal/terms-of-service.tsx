import { LegalDocumentView } from "~/components/sections/legal-document";
import { termsOfService } from "~/content/legal";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: termsOfService.title,
    description: termsOfService.description,
    path: termsOfService.path,
    jsonLd: [breadcrumbJsonLd([{ name: termsOfService.title, path: termsOfService.path }])],
  });
}

export default function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />;
}
