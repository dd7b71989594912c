import type { Route } from "./+types/admin";
import { localeFromRequest } from "~/lib/i18n";
import * as account from "~/content/account";
import { localizedModule } from "~/content/localized-copy";
import { Suspense, lazy } from "react";
import { AdminDashboard, statusSectionId } from "~/features/admin-session/admin-dashboard";
import type { StatusSectionRenderer } from "~/features/admin-session/admin-dashboard";
import { adminGateScript } from "~/features/admin-session/admin-session";
import type { PrePaintHandle } from "~/lib/pre-paint";
import { pageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";

export const handle: PrePaintHandle = { prePaintScript: () => adminGateScript };

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const { adminPage, loginPage } = localizedModule(account, "account", locale);
  const { successTitle, successText } = loginPage.messages;
  // Only what a signed-out visitor may see: the dashboard's copy loads with the dashboard.
  const shell = {
    title: adminPage.title,
    checking: adminPage.checking,
    signedIn: { successTitle, successText },
  };
  return {
    locale,
    shell,
    meta: pageMeta({ locale, ...adminPage.meta, path: "/admin", noindex: true }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

// The status page's staff section (what the System Settings card leads to): fetched, like the
// inbox, only once the server says the visitor is signed in.
const StatusAdmin = lazy(() =>
  import("~/features/status/status-admin").then((module) => ({ default: module.StatusAdmin })),
);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { locale, shell } = loaderData;
  const renderStatus: StatusSectionRenderer = (session, onSignedOut) => (
    <Suspense fallback={<section id={statusSectionId} className="mt-12 min-h-40" />}>
      <StatusAdmin session={session} locale={locale} onSignedOut={onSignedOut} />
    </Suspense>
  );
  return <AdminDashboard shell={shell} locale={locale} renderStatus={renderStatus} />;
}
