import type { Route } from "./+types/privacy-policy";
import { localeFromRequest } from "~/lib/i18n";
import { LegalDocumentView } from "~/components/sections/legal-document";
import { Container } from "~/components/ui/container";
import * as intake from "~/content/intake";
import * as legal from "~/content/legal";
import { localizedModule } from "~/content/localized-copy";
import { PrivacyRequestForm } from "~/features/privacy-request/privacy-request-form";
import { privacyRequestFormCopyOf } from "~/features/privacy-request/privacy-request-copy";
import { loaderMeta } from "~/lib/route-meta";
import { legalDocumentMeta, legalPageCopyIn } from "./legal-document-meta";

/** The policy's last section, which the request form follows (and is named by). */
const requestSectionId = "make-a-privacy-request";

// The document is prerendered loader data: its text is in the page, not in the route's JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(legal, "legal", locale);
  return {
    document: copy.privacyPolicy,
    copy: legalPageCopyIn(copy.legalPageCopy, locale),
    meta: legalDocumentMeta(copy.privacyPolicy, locale),
    form: privacyRequestFormCopyOf(copy, localizedModule(intake, "intake", locale), locale),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const { document, copy, form } = loaderData;
  return (
    <>
      <LegalDocumentView document={document} copy={copy} />
      {/* Right after the document's last section ("Make a Privacy Request"), in its column. */}
      <Container className="-mt-6 pb-12">
        <div className="max-w-[72ch] lg:ms-[calc(16rem+2.5rem)]">
          <PrivacyRequestForm copy={form} labelledBy={`${requestSectionId}-heading`} />
        </div>
      </Container>
    </>
  );
}
