import { zodResolver } from "@hookform/resolvers/zod";
import { createApplicationSchema } from "./application-schema";
import type { ApplicationMessages } from "./application-fields";

/** The application form's validation in the page's language, loaded on its first validation (app/lib/lazy-resolver.ts). */
export function resolverFor(messages: ApplicationMessages) {
  return zodResolver(createApplicationSchema(messages));
}
