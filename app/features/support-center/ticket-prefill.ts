import { ticketTopics } from "~/content/support";
import type { Department } from "~/content/support";

export type TicketPrefill = {
  department: Department;
  subject: string;
  message: string;
  note: string;
};

/** A ticket started from a link elsewhere (e.g. /support?topic=ai); unknown topics are ignored. */
export function ticketPrefill(
  params: URLSearchParams,
  topics: Record<string, TicketPrefill> = ticketTopics,
): TicketPrefill | null {
  const topic = params.get("topic")?.trim().toLowerCase() ?? "";
  return Object.hasOwn(topics, topic) ? (topics[topic] ?? null) : null;
}
