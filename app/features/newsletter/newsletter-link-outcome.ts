import { newsletterOutcomeParam, newsletterOutcomes } from "~/lib/intake-endpoints";
import type { NewsletterOutcome } from "~/lib/intake-endpoints";

/**
 * The outcome a newsletter email's link put in the address (?newsletter=confirmed), and the search
 * string without it; null when there is none or the word is not one the server writes.
 */
export function newsletterLinkOutcome(
  search: string,
): { outcome: NewsletterOutcome; rest: string } | null {
  const params = new URLSearchParams(search);
  const value = params.get(newsletterOutcomeParam);
  const outcome = newsletterOutcomes.find((known) => known === value);
  if (!outcome) return null;
  params.delete(newsletterOutcomeParam);
  const rest = params.toString();
  return { outcome, rest: rest === "" ? "" : `?${rest}` };
}
