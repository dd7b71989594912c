import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchemaWith } from "./contact-schema";
import type { ContactMessages } from "./contact-schema";

/** The contact form's validation in the page's language, loaded on its first validation (app/lib/lazy-resolver.ts). */
export function resolverFor(messages: ContactMessages) {
  return zodResolver(contactSchemaWith(messages));
}
