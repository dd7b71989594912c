import { Outlet, useLocation } from "react-router";
import { pathIsAmong } from "~/content/long-pages";
import { unlocalizedPath } from "~/lib/i18n";

export type EnglishOnly = { pages: string[]; notice: string };

/**
 * The page, in English under a notice, where its language lacks the page's translation
 * (docs/decisions/0109-english-fallback-and-pseudo-locales.md). Part of the shell only in a build
 * where a published language lacks one (__ENGLISH_FALLBACK__).
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
