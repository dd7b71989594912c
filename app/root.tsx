import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import "./app.css";
import { documentCopy as englishDocumentCopy } from "~/content/document-copy";
import type { DocumentCopy } from "~/content/document-copy";
import { contactPoints } from "~/content/site";
import { themeInitScript, themeToggleScript } from "~/features/theme/theme";
import { ThemeProvider, defaultTheme } from "~/features/theme/theme-provider";
import { documentLanguage, localeFromPath, localizedPath } from "~/lib/i18n";
import { prePaintScripts } from "~/lib/pre-paint";
import { storageKeys } from "~/lib/storage";
import { useInteractive } from "~/lib/use-interactive";
import { Navigate } from "~/components/ui/link";
import { siteHeaderId } from "~/components/layout/site-header";

/** The brand typeface's Latin subset, declared in app.css; preloaded so text rarely swaps. */
const brandFontUrl = "/fonts/inter-latin-400-700.woff2";
/**
 * Its Cyrillic subset, preloaded on Russian pages only: found by the style engine instead, it
 * arrived after the first paint and every line was laid out again (record 0117).
 */
const cyrillicFontUrl = "/fonts/inter-cyrillic-400-700.woff2";

export const links: Route.LinksFunction = () => [
  // First paint waits for the whole header (see siteHeaderId): no frame shows half of it.
  { rel: "expect", href: `#${siteHeaderId}`, blocking: "render" },
  { rel: "preload", href: brandFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The shell's labels in the page's language, from the shell route's loader data; English only
 * where that data is absent (the SPA fallback before its client loader ran, an error above it).
 */
function useDocumentCopy(): DocumentCopy {
  const data = useRouteLoaderData<{ documentCopy?: DocumentCopy }>("routes/shell");
  return data?.documentCopy ?? englishDocumentCopy;
}

export function Layout({ children }: { children: ReactNode }) {
  const copy = useDocumentCopy();
  // The routes' pre-paint scripts (a redirect, the apply page's job title) first, so nothing else
  // loads before them, then the theme and its toggle. One element; it runs once, when the
  // browser parses the prerendered HTML, so the client renders it empty and its bundle never
  // carries it (React does not compare an element's inner HTML while hydrating;
  // suppressHydrationWarning keeps the dev build quiet about it).
  const matches = useMatches();
  const headScript = import.meta.env.SSR
    ? [
        ...prePaintScripts(matches),
        themeInitScript(storageKeys.theme, defaultTheme),
        themeToggleScript(),
      ].join(";")
    : "";
  const locale = localeFromPath(useLocation().pathname);
  const { lang, dir } = documentLanguage(locale);
  // The SPA fallback is prerendered in English; hydrating it under /fr/… keeps the HTML's lang and
  // dir (React does not patch attributes while hydrating), so they are set here as well.
  useEffect(() => {
    const root = document.documentElement;
    if (root.lang === lang) return;
    root.lang = lang;
    root.dir = dir;
  }, [lang, dir]);
  return (
    // The head script sets the theme class before hydration, so the class may differ from the HTML.
    <html lang={lang} dir={dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Trusted build-time script: it must run before first paint (redirects, no theme flash). */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScript }} />
        <Meta />
        <Links />
        {locale === "ru" && (
          <link
            rel="preload"
            href={cyrillicFontUrl}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        )}
      </head>
      <body>
        <a
          href="#main-content"
          className="sr-only z-[100] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
        >
          {copy.skipLink}
        </a>
        <div id="app-root">{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const hydrated = useInteractive();
  useEffect(() => {
    // A stable signal for end-to-end tests that event handlers are attached and the state that
    // waits for hydration (stored values, query strings) has been applied.
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return (
    <ThemeProvider>
      <Outlet />
    </ThemeProvider>
  );
}

/** Shown on the SPA fallback page while the client works out where an unknown URL should go. */
export function HydrateFallback() {
  const copy = useDocumentCopy();
  return (
    <p role="status" className="p-8 text-center text-muted-foreground">
      {copy.loading}
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = useDocumentCopy();
  const home = localizedPath("/", localeFromPath(useLocation().pathname));
  // An unknown path (the shell's 404 for a segment that is no published language) goes home.
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to={home} replace />;
  let message = copy.errorFallback;
  if (isRouteErrorResponse(error)) {
    message = error.statusText || message;
  } else if (error instanceof Error && error.message) {
    message = error.message;
  }
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8"
    >
      <h1 className="text-3xl font-bold">{copy.errorTitle}</h1>
      <p className="rounded-md border border-border bg-muted p-4 font-mono text-sm">{message}</p>
      <p className="text-muted-foreground">
        {copy.errorAdvice}{" "}
        <a className="text-link underline" href={`mailto:${contactPoints.mailboxes.support}`}>
          {contactPoints.mailboxes.support}
        </a>
        .
      </p>
      <p>
        <a className="text-link underline" href={home}>
          {copy.errorHome}
        </a>
      </p>
    </main>
  );
}
