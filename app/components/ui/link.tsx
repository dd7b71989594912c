// eslint-disable-next-line no-restricted-imports -- the one place that wraps them.
import { Link as RouterLink, Navigate as RouterNavigate } from "react-router";
import type { LinkProps, NavigateProps } from "react-router";
import { localizeTo, useLocale } from "~/lib/use-locale";

/**
 * The site's links: content and components write English paths ("/pricing"), and a link on a
 * French or Arabic page goes to that language's version. Lint keeps react-router's own Link out.
 */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizeTo(to, useLocale())} {...props} />;
}

/** A load-time redirect that stays in the page's language. */
export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={localizeTo(to, useLocale())} {...props} />;
}
