import { LogOut } from "lucide-react";
import { Navigate, useNavigate } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { showToast } from "~/components/ui/lazy-toast";
import { adminPage } from "~/content/account";
import { useHydrated } from "~/lib/storage";
import { signOut, useIsAdmin } from "./admin-session";

/**
 * The guarded dashboard. The prerendered HTML and the hydrating render only say the session is
 * being checked, so no private content ships in the static file; after hydration the stored
 * marker decides between the dashboard and a replace-redirect to /login.
 */
export function AdminDashboard() {
  const hydrated = useHydrated();
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();

  // The checking view stays on screen while /login's code loads, so the page never collapses
  // (and the footer never jumps) between the two; it is a screen tall, so the footer is out of
  // view when the page under it changes height.
  const checking = (
    <div className="min-h-svh">
      <PageHero
        title={adminPage.title}
        intro={
          <p role="status" aria-live="polite">
            {adminPage.checking}
          </p>
        }
      />
    </div>
  );

  if (!hydrated) return checking;
  if (!isAdmin) {
    return (
      <>
        {checking}
        <Navigate to="/login" replace />
      </>
    );
  }

  const logout = () => {
    if (!signOut()) {
      showToast("error", adminPage.logoutFailedTitle, { description: adminPage.logoutFailedText });
      return;
    }
    showToast("default", adminPage.logoutTitle, { description: adminPage.logoutText });
    // Replace, like the guard does, so Back never lands on a dashboard that would bounce again.
    void navigate("/login", { replace: true });
  };

  return (
    <>
      <PageHero
        title={adminPage.title}
        intro={<p>{adminPage.signedInAs}</p>}
        actions={
          <Button variant="hero" size="lg" onClick={logout}>
            <LogOut aria-hidden="true" />
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
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-muted-foreground">{card.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button size="lg" disabled>
            {adminPage.explore}
          </Button>
        </div>
      </Section>
    </>
  );
}
