import { useId } from "react";
import type { SearchCopy } from "~/content/nav";
import { useNavSearch } from "./use-nav-search";
import { Icon } from "~/components/ui/icon";

/** Desktop header field: ask for a page in plain words and the assistant takes you there. */
export function NavSearch({ copy: searchCopy }: { copy: SearchCopy }) {
  const { query, setQuery, searching, submit, inputRef } = useNavSearch({ copy: searchCopy });
  const id = useId();
  const blank = query.trim() === "";
  return (
    <form
      method="get"
      role="search"
      aria-label={searchCopy.formLabel}
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {searchCopy.label}
      </label>
      <Icon
        name="sparkles"
        className="pointer-events-none absolute top-1/2 start-2.5 size-4 -translate-y-1/2 text-primary"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={searchCopy.placeholder}
        autoComplete="off"
        aria-busy={searching}
        className="h-9 w-40 max-w-full rounded-md border border-input bg-background pe-9 ps-8 text-sm text-foreground placeholder:text-muted-foreground"
      />
      <button
        type="submit"
        disabled={blank || searching}
        aria-label={searching ? searchCopy.searching : searchCopy.submit}
        className="absolute top-1/2 end-1 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-60"
      >
        {searching ? (
          <Icon
            name="loader-circle"
            className="size-4 motion-safe:animate-spin"
            aria-hidden="true"
          />
        ) : (
          <Icon name="search" className="size-4" aria-hidden="true" />
        )}
      </button>
      <span role="status" className="sr-only">
        {searching ? searchCopy.searching : ""}
      </span>
    </form>
  );
}
