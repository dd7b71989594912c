import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "./login-schema";

/** The sign-in form's validation, loaded on its first validation (app/lib/lazy-resolver.ts). */
export const resolver = zodResolver(loginSchema);
