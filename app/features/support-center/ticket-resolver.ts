import { zodResolver } from "@hookform/resolvers/zod";
import { ticketSchema } from "./ticket-schema";

/** The ticket form's validation, loaded on its first validation (app/lib/lazy-resolver.ts). */
export const resolver = zodResolver(ticketSchema);
