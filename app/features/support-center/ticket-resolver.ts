import { zodResolver } from "@hookform/resolvers/zod";
import { ticketSchemaWith } from "./ticket-schema";
import type { TicketMessages } from "./ticket-schema";

/** The ticket form's validation in the page's language, loaded on its first validation (app/lib/lazy-resolver.ts). */
export function resolverFor(messages: TicketMessages) {
  return zodResolver(ticketSchemaWith(messages));
}
