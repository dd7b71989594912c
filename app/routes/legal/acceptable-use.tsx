import { LegalDocumentView } from "~/components/sections/legal-document";
import { acceptableUsePolicy } from "~/content/legal";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: acceptableUsePolicy.title,
    description: acceptableUsePolicy.description,
    path: acceptableUsePolicy.path,
    jsonLd: [
      breadcrumbJsonLd([{ name: acceptableUsePolicy.title, path: acceptableUsePolicy.path }]),
    ],
  });
}

export default function AcceptableUsePage() {
  return <LegalDocumentView document={acceptableUsePolicy} />;
}
