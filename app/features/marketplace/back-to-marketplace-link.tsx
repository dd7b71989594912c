import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { useInteractive } from "~/lib/use-interactive";
import { backToMarketplaceHref } from "./marketplace-links";
import { Icon } from "~/components/ui/icon";

/**
 * Returns to the list the visitor came from, filters included. History state is not in the
 * prerendered HTML, so the plain link renders until hydration to keep the markup identical.
 */
export function BackToMarketplaceLink({
  categories,
  label,
}: {
  categories: readonly string[];
  label: string;
}) {
  const location = useLocation();
  const hydrated = useInteractive();
  const href = hydrated ? backToMarketplaceHref(location.state, categories) : "/marketplace";
  return (
    <Link to={href} className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-link hover:underline">
      <Icon name="arrow-left" className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
