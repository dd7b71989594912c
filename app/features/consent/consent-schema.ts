/**
 * The consent log's wire format, shared by the browser (which sends each decision) and the intake
 * service (which validates it and keeps it for proof): a random id kept in the browser, the
 * revision of the storage inventory, the categories, the time, where the decision was made and the
 * page's language. No address, no user agent: the log proves a choice, it does not track anyone.
 */
import { z } from "~/lib/zod";
import { siteLocales } from "~/lib/locales";
import { consentIdPattern, consentRevision } from "~/lib/storage-inventory";

export { consentEndpoint, consentLogEndpoint } from "./consent-endpoints";

/** The banner's buttons, the dialog opened from "Cookie settings", or Global Privacy Control. */
export const consentSources = ["banner", "settings", "gpc"] as const;
export type ConsentSource = (typeof consentSources)[number];

export const consentDecisionSchema = z.strictObject({
  consentId: z.string().check(z.regex(consentIdPattern)),
  // Any revision up to the current one: a tab opened before a change may still send the one it showed.
  revision: z.int().check(z.minimum(1), z.maximum(consentRevision)),
  categories: z.strictObject({ preferences: z.boolean(), thirdParty: z.boolean() }),
  decidedAt: z.iso.datetime(),
  source: z.enum(consentSources),
  locale: z.enum(siteLocales),
});

export type ConsentDecision = z.infer<typeof consentDecisionSchema>;
