import { zodResolver } from "@hookform/resolvers/zod";
import { applicationSchema } from "./application";

/** The application form's validation, loaded on its first validation (app/lib/lazy-resolver.ts). */
export const resolver = zodResolver(applicationSchema);
