import { useSearchParams } from "react-router";
import { useInteractive } from "~/lib/use-interactive";
import { jobTitleFromQuery } from "./application-fields";

/**
 * The job title from ?jobTitle=, or `fallback` (the page's language's general application). The prerendered page has no query string, so the hydrating
 * render uses the default too and the real title arrives in the next render: no mismatch.
 */
export function useJobTitle(fallback: string): string {
  const [searchParams] = useSearchParams();
  const hydrated = useInteractive();
  return hydrated ? jobTitleFromQuery(searchParams.get("jobTitle"), fallback) : fallback;
}
