import { useId, useRef } from "react";
import { showToast } from "~/lib/lazy-toast";
import type { SearchCopy } from "~/content/nav";
import { useNavSearch } from "./use-nav-search";
import { Icon } from "~/components/ui/icon";
import { useScriptOnly } from "~/lib/use-interactive";

/**
 * The small-screen search bar runs the desktop box's AI navigation search (same toasts, same
 * navigation); it stays open while searching and closes once the search has taken the visitor
 * to a page, so an answer without a page leaves the query box ready for another try. It sits in
 * the header's popover, which it closes; the browser then returns focus to the bar's button.
 */
export function MobileSearch({ copy: searchCopy }: { copy: SearchCopy }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { query, setQuery, searching, submit, inputRef } = useNavSearch({
    onNavigate: () => formRef.current?.closest<HTMLElement>("[popover]")?.hidePopover(),
    copy: searchCopy,
  });
  const id = useId();
  // Enter in the box submits through this button: until the search runs, neither can send it.
  const waiting = useScriptOnly(searching);

  return (
    <form
      ref={formRef}
      method="get"
      role="search"
      aria-label={searchCopy.mobileLabel}
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!query.trim()) {
          showToast("error", searchCopy.emptyTitle, { description: searchCopy.emptyDescription });
          return;
        }
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {searchCopy.mobileLabel}
      </label>
      <input
        ref={inputRef}
        id={id}
        // The bar opens because the visitor asked for it: the browser puts the caret here when the
        // popover shows (it has no other focus to give).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={searchCopy.mobilePlaceholder}
        autoComplete="off"
        aria-busy={searching}
        className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-base text-foreground placeholder:text-muted-foreground"
      />
      <button
        type="submit"
        {...waiting}
        className="inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover disabled:opacity-60"
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
        {searching ? searchCopy.searching : searchCopy.submit}
      </button>
      <span role="status" className="sr-only">
        {searching ? searchCopy.searching : ""}
      </span>
    </form>
  );
}
