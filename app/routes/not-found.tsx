// eslint-disable-next-line no-restricted-imports -- these go to paths already in the chosen language.
import { Navigate, useLocation } from "react-router";
import { localeFromPath, localizedPath } from "~/lib/i18n";

/** An unknown address lands on the home page of its language, replacing the entry. */
export default function NotFound() {
  const locale = localeFromPath(useLocation().pathname);
  return <Navigate to={localizedPath("/", locale)} replace />;
}
