import { Outlet, useLocation } from "react-router";
import { pathIsAmong } from "~/content/long-pages";
import { unlocalizedPath } from "~/lib/i18n";

export type EnglishOnly = { pages: string[]; notice: string };

/**
 * The page, in English under a notice, where its language lacks the page's translation
 * (docs/decisions/0109-english-fallback-and-pseudo-locales.md). Loaded only by the pages of a
 * language that lacks one: the shell of a complete language never fetches it.
 */
export function EnglishFallback({ englishOnly }: { englishOnly: EnglishOnly }) {
  const page = unlocalizedPath(useLocation().pathname).replace(/(.)\/+$/, "$1");
  if (!pathIsAmong(page, englishOnly.pages)) return <Outlet />;
  return (
    <>
      <p role="note" className="border-b bg-muted px-4 py-3 text-center text-sm">
        {englishOnly.notice}
      </p>
      <div lang="en" dir="ltr">
        <Outlet />
      </div>
    </>
  );
}
