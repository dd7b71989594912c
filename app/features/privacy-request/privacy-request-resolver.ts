import { zodResolver } from "@hookform/resolvers/zod";
import { privacyRequestSchemaWith } from "./privacy-request-schema";
import type { PrivacyRequestMessages } from "./privacy-request-schema";

/** The form's validation in the page's language, loaded on its first validation (app/lib/lazy-resolver.ts). */
export function resolverFor(messages: PrivacyRequestMessages) {
  return zodResolver(privacyRequestSchemaWith(messages));
}
