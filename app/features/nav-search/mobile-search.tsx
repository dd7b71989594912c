import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { showToast } from "~/components/ui/lazy-toast";
import { searchCopy } from "~/content/nav";
import { echo } from "./use-nav-search";

/** The small-screen search bar: it confirms the query and closes; no search is performed. */
export function MobileSearch({ onDone }: { onDone: () => void }) {
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    // The bar appears because the visitor asked for it: put the caret where they will type.
    inputRef.current?.focus();
  }, []);

  return (
    <form
      role="search"
      aria-label={searchCopy.mobileLabel}
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const text = query.trim();
        if (!text) {
          showToast("error", "Empty Search", { description: "Please enter a search term." });
          return;
        }
        showToast("default", "Search Submitted", {
          description: `You searched for: ${echo(text)}`,
        });
        setQuery("");
        onDone();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {searchCopy.mobileLabel}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={searchCopy.mobilePlaceholder}
        autoComplete="off"
        className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-base text-foreground placeholder:text-muted-foreground"
      />
      <button
        type="submit"
        className="inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
      >
        <Search className="size-4" aria-hidden="true" />
        {searchCopy.submit}
      </button>
    </form>
  );
}
