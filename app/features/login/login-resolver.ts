import { zodResolver } from "@hookform/resolvers/zod";
import { createLoginSchema } from "./login-schema";
import type { LoginSchemaMessages } from "./login-schema";

/** The sign-in form's validation in the page's language, loaded on its first validation (app/lib/lazy-resolver.ts). */
export function resolverFor(messages: LoginSchemaMessages) {
  return zodResolver(createLoginSchema(messages));
}
