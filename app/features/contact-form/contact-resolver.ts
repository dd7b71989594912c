import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema } from "./contact-schema";

/** The contact form's validation, loaded on its first validation (app/lib/lazy-resolver.ts). */
export const resolver = zodResolver(contactSchema);
