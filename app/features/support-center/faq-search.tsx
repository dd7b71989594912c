import { createContext, use, useState } from "react";
import type { FormEvent, KeyboardEvent, ReactNode } from "react";
import { Input, Label } from "~/components/ui/field";
import { filterFaqs, maxFaqQuery } from "./faq-filter";
import type { FaqEntry } from "./faq-filter";
import { Icon } from "~/components/ui/icon";
import { ImplicitSubmit } from "~/components/ui/implicit-submit";
import { fillTemplate, pluralText } from "~/lib/fill-template";
import { formatNumber } from "~/lib/format";
import type { PluralForms } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";

type FaqSearchState = { query: string; setQuery: (query: string) => void };

const FaqSearchContext = createContext<FaqSearchState | null>(null);

function useFaqSearch(): FaqSearchState {
  const state = use(FaqSearchContext);
  if (!state) throw new Error("FAQ search components must be used within a FaqSearchProvider");
  return state;
}

/** Shares the search text between the box in the hero and the FAQ list further down. */
export function FaqSearchProvider({ children }: { children: ReactNode }) {
  const [query, setQuery] = useState("");
  return <FaqSearchContext value={{ query, setQuery }}>{children}</FaqSearchContext>;
}

export function FaqSearchBox({
  label,
  placeholder,
  resultsId,
}: {
  label: string;
  placeholder: string;
  resultsId: string;
}) {
  const { query, setQuery } = useFaqSearch();
  // Results filter as the visitor types; Enter only brings them into view.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    document.getElementById(resultsId)?.scrollIntoView({ block: "start" });
  };
  return (
    <form role="search" method="get" onSubmit={onSubmit} className="w-full max-w-xl">
      <ImplicitSubmit />
      <Label htmlFor="faq-search" className="text-hero-foreground">
        {label}
      </Label>
      <div className="relative mt-2">
        <Icon name="search"
          className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="faq-search"
          type="search"
          value={query}
          maxLength={maxFaqQuery}
          placeholder={placeholder}
          aria-controls={resultsId}
          onChange={(event) => setQuery(event.target.value)}
          className="h-12 ps-10 text-base"
        />
      </div>
    </form>
  );
}

export function FaqList({
  faqs,
  noMatch,
  matchCount,
  id,
}: {
  faqs: FaqEntry[];
  noMatch: string;
  /** Plural forms of "{count} of {total} questions match", by the number shown. */
  matchCount: PluralForms;
  id: string;
}) {
  const { query } = useFaqSearch();
  const locale = useLocale();
  const visible = filterFaqs(faqs, query);
  const searching = query.trim() !== "";
  return (
    <div id={id}>
      <p role="status" className={searching ? "mb-4 text-sm text-muted-foreground" : "sr-only"}>
        {visible.length === 0
          ? noMatch
          : searching
            ? fillTemplate(pluralText(visible.length, matchCount, locale), {
                total: formatNumber(faqs.length, locale),
              })
            : ""}
      </p>
      {visible.length > 0 ? (
        // Native disclosures: they open and close before hydration, with no widget library, and
        // the shared name keeps one answer open at a time (the spec's single-open, collapsible).
        <div data-faq-list className="rounded-xl border border-border bg-card px-5">
          {visible.map((faq) => (
            <details key={faq.question} name={`${id}-item`} className="group border-b border-border last:border-b-0">
              <summary onKeyDown={moveBetweenQuestions} className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-start font-medium hover:underline [&::-webkit-details-marker]:hidden">
                <h3>{faq.question}</h3>
                <Icon name="chevron-down"
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-4 text-sm text-muted-foreground">{faq.answer}</p>
            </details>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Arrow keys, Home and End move between the questions, as in the ARIA accordion pattern. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLElement>) {
  const list = event.currentTarget.closest("[data-faq-list]");
  if (!list) return;
  const questions = [...list.querySelectorAll<HTMLElement>(":scope > details > summary")];
  const at = questions.indexOf(event.currentTarget);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: questions.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  questions[(next + questions.length) % questions.length]?.focus();
}
