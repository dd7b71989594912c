import type { AssistantRule } from "~/content/nav";
import type { SiteLocale } from "~/lib/locales";

type RulesModule = { assistantRules: AssistantRule[] };

// One chunk per language: the assistant loads only the keyword groups of the page's language.
const translated = import.meta.glob<RulesModule>("/app/content/compiled/*/assistant-rules.ts");

/** The assistant's keyword groups and replies in `locale`, English where there is no translation. */
export function loadAssistantRules(locale: SiteLocale): Promise<AssistantRule[]> {
  const load = translated[`/app/content/compiled/${locale}/assistant-rules.ts`];
  return (load ? load() : import("~/content/assistant-rules")).then(
    (module) => module.assistantRules,
  );
}
