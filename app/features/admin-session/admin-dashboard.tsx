import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Navigate } from "~/components/ui/link";
import { useLocalizedNavigate } from "~/lib/use-locale";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { showToast } from "~/lib/lazy-toast";
import type { adminPage, loginPage } from "~/content/account";
import type { SiteLocale } from "~/lib/locales";
import { fillTemplate } from "~/lib/fill-template";
import { nativeOutcome } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import { useInteractive } from "~/lib/use-interactive";
import { fetchSession, serverLogout } from "./admin-api";
import type { ServerSession } from "./admin-api";
import { signIn, signOut, useIsAdmin } from "./admin-session";

// The inbox is fetched only once the server says the visitor is signed in, so a visitor who is
// sent on to /login never downloads it and /admin's first visit weighs what it did before.
const AdminInbox = lazy(() =>
  import("./admin-inbox").then((module) => ({ default: module.AdminInbox })),
);

/** The card whose title leads to the status section when the route provides one. */
const settingsIcon = "settings";
export const statusSectionId = "system-status";

/**
 * The status page's staff section, composed in by the route (features do not import each
 * other): given the live session and what to do when it ends.
 */
export type StatusSectionRenderer = (session: ServerSession, onSignedOut: () => void) => ReactNode;

/**
 * What the prerendered page may say, from the route's loader: the title and "checking". The
 * dashboard's own copy is never in the static HTML; it loads with the dashboard, in the page's
 * language, once the visitor is known to be signed in.
 */
export type AdminShellCopy = {
  title: string;
  checking: string;
  /** The sign-in toast, shown here after a sign-in the browser sent itself. */
  signedIn: Pick<typeof loginPage.messages, "successTitle" | "successText">;
};

type DashboardCopy = typeof adminPage;

const translatedAccount = import.meta.glob<{ adminPage: DashboardCopy }>(
  "/app/content/compiled/*/account.ts",
);

/** Only the page's language is fetched. */
function loadDashboardCopy(locale: SiteLocale): Promise<DashboardCopy> {
  const load = translatedAccount[`/app/content/compiled/${locale}/account.ts`];
  return (load ? load() : import("~/content/account")).then((module) => module.adminPage);
}

/** The dashboard's copy once `ready`; null until it has loaded. */
function useDashboardCopy(locale: SiteLocale, ready: boolean): DashboardCopy | null {
  const [copy, setCopy] = useState<{ locale: SiteLocale; copy: DashboardCopy } | null>(null);
  useEffect(() => {
    if (!ready || copy?.locale === locale) return;
    let live = true;
    void loadDashboardCopy(locale).then((loaded) => live && setCopy({ locale, copy: loaded }));
    return () => {
      live = false;
    };
  }, [locale, ready, copy]);
  return copy?.locale === locale ? copy.copy : null;
}

type ShellProps = { shell: AdminShellCopy };
type CopyProps = { copy: DashboardCopy };

/** Holds the inbox's place while its code loads, so the footer does not jump when it arrives. */
function InboxLoading({ copy: adminPage }: CopyProps) {
  return (
    <section aria-label={adminPage.inbox.title} className="mt-12 min-h-96">
      <p role="status" className="text-sm text-muted-foreground">
        {adminPage.inbox.loading}
      </p>
    </section>
  );
}

// The checking view stays on screen while /login's code loads, so the page never collapses
// (and the footer never jumps) between the two; it is a screen tall, so the footer is out of
// view when the page under it changes height.
function Checking({ shell: adminPage, children }: ShellProps & { children?: ReactNode }) {
  return (
    <div className="min-h-svh">
      <PageHero
        title={adminPage.title}
        intro={
          <p role="status" aria-live="polite">
            {adminPage.checking}
          </p>
        }
      />
      {children}
    </div>
  );
}

/** The spec's dashboard: welcome panel and three cards, with whatever the mode adds below. */
function Dashboard({
  copy: adminPage,
  signedInAs,
  onLogout,
  settingsHref,
  children,
}: CopyProps & {
  signedInAs: string;
  onLogout: () => void;
  /** Where the System Settings card leads; without it the card is a preview like the others. */
  settingsHref?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero
        title={adminPage.title}
        intro={<p>{signedInAs}</p>}
        actions={
          <Button variant="hero" size="lg" onClick={onLogout}>
            <Icon name="log-out" aria-hidden="true" />
            {adminPage.logout}
          </Button>
        }
      />
      <Section>
        <div className="rounded-2xl border border-border bg-secondary p-6 text-secondary-foreground md:p-8">
          <h2 className="text-2xl font-bold">{adminPage.welcome.title}</h2>
          <p className="mt-3 max-w-3xl">{adminPage.welcome.text}</p>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {adminPage.cards.map((card) => (
            <li key={card.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="text-lg font-semibold">
                {settingsHref && card.icon === settingsIcon ? (
                  <a href={settingsHref} className="text-primary underline underline-offset-4">
                    {card.title}
                  </a>
                ) : (
                  card.title
                )}
              </h3>
              <p className="mt-2 text-muted-foreground">{card.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button size="lg" disabled>
            {adminPage.explore}
          </Button>
        </div>
        {children}
      </Section>
    </>
  );
}

/**
 * Static mode: the prerendered HTML and the hydrating render only say the session is being
 * checked, so no private content ships in the static file; after hydration the stored marker
 * decides between the dashboard and a replace-redirect to /login.
 */
function MarkerDashboard({ shell, locale }: ShellProps & { locale: SiteLocale }) {
  const hydrated = useInteractive();
  const isAdmin = useIsAdmin();
  const navigate = useLocalizedNavigate();
  const adminPage = useDashboardCopy(locale, hydrated && isAdmin);

  if (!hydrated) return <Checking shell={shell} />;
  if (!isAdmin) {
    return (
      <Checking shell={shell}>
        <Navigate to="/login" replace />
      </Checking>
    );
  }
  if (!adminPage) return <Checking shell={shell} />;

  const logout = () => {
    if (!signOut()) {
      showToast("error", adminPage.logoutFailedTitle, { description: adminPage.logoutFailedText });
      return;
    }
    showToast("default", adminPage.logoutTitle, { description: adminPage.logoutText });
    // Replace, like the guard does, so Back never lands on a dashboard that would bounce again.
    void navigate("/login", { replace: true });
  };

  return <Dashboard copy={adminPage} signedInAs={adminPage.signedInAs} onLogout={logout} />;
}

type SessionState = "checking" | "signed-out" | "unavailable" | ServerSession;

/**
 * With the intake service the server decides: after hydration the page asks for the session;
 * without one (never signed in, logged out, idle too long) the marker hint is cleared and the
 * visitor goes to /login.
 */
function ServerDashboard({
  shell,
  locale,
  renderStatus,
}: ShellProps & { locale: SiteLocale; renderStatus?: StatusSectionRenderer }) {
  const hydrated = useInteractive();
  const navigate = useLocalizedNavigate();
  const [state, setState] = useState<SessionState>("checking");
  // Loaded alongside the session check, so a signed-in visitor waits for neither in turn.
  const adminPage = useDashboardCopy(locale, hydrated);
  const { search } = useLocation();
  // A sign-in the browser sent itself before /login was interactive lands here with this marker.
  const nativeSignIn = useRef(new URLSearchParams(search).get(nativeOutcome.signedInParam) === "1");

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    fetchSession()
      .then((session) => {
        if (!live) return;
        if (!session) signOut();
        setState(session ?? "signed-out");
        if (session && nativeSignIn.current) {
          nativeSignIn.current = false;
          // The hint the pre-paint gate reads, as after a sign-in from the working form.
          signIn();
          const { signedIn } = shell;
          showToast("success", signedIn.successTitle, { description: signedIn.successText });
          void navigate("/admin", { replace: true, preventScrollReset: true });
        }
      })
      .catch(() => live && setState("unavailable"));
    return () => {
      live = false;
    };
  }, [hydrated, navigate, shell]);

  const onSignedOut = useCallback(() => {
    signOut();
    if (adminPage) {
      showToast("error", adminPage.server.expiredTitle, {
        description: adminPage.server.expiredText,
      });
    }
    void navigate("/login", { replace: true });
  }, [navigate, adminPage]);

  if (state === "signed-out") {
    return (
      <Checking shell={shell}>
        <Navigate to="/login" replace />
      </Checking>
    );
  }
  if (state === "checking" || !adminPage) return <Checking shell={shell} />;
  if (state === "unavailable") {
    return (
      <Checking shell={shell}>
        <Section>
          <p role="alert">{adminPage.server.unavailable}</p>
        </Section>
      </Checking>
    );
  }

  const session = state;
  const logout = () => {
    // The inbox goes first, so none of its requests races the logout and meets a 401.
    setState("checking");
    serverLogout(session)
      .then(() => {
        signOut();
        showToast("default", adminPage.logoutTitle, { description: adminPage.server.logoutText });
        void navigate("/login", { replace: true });
      })
      .catch(() => {
        setState(session);
        showToast("error", adminPage.logoutFailedTitle, {
          description: adminPage.server.logoutFailedText,
        });
      });
  };

  return (
    <Dashboard
      copy={adminPage}
      signedInAs={fillTemplate(adminPage.server.signedInAs, { username: session.username })}
      onLogout={logout}
      settingsHref={renderStatus ? `#${statusSectionId}` : undefined}
    >
      {renderStatus?.(session, onSignedOut)}
      <Suspense fallback={<InboxLoading copy={adminPage} />}>
        <AdminInbox
          copy={adminPage.inbox}
          locale={locale}
          session={session}
          onSignedOut={onSignedOut}
        />
      </Suspense>
    </Dashboard>
  );
}

export function AdminDashboard({
  shell,
  locale,
  renderStatus,
}: ShellProps & { locale: SiteLocale; renderStatus?: StatusSectionRenderer }) {
  return intakeEnabled ? (
    <ServerDashboard shell={shell} locale={locale} renderStatus={renderStatus} />
  ) : (
    <MarkerDashboard shell={shell} locale={locale} />
  );
}
