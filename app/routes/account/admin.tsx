import type { Route } from "./+types/admin";
import { localeFromPath, localeFromRequest } from "~/lib/i18n";
import * as account from "~/content/account";
import { localizedModule } from "~/content/localized-copy";
import { AdminDashboard } from "~/features/admin-session/admin-dashboard";
import { adminGateScript } from "~/features/admin-session/admin-session";
import type { PrePaintHandle } from "~/lib/pre-paint";
import { pageMeta } from "~/lib/seo";

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
  return { locale, meta: adminPage.meta, shell };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    locale: localeFromPath(location.pathname),
    ...loaderData.meta,
    path: "/admin",
    noindex: true,
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard shell={loaderData.shell} locale={loaderData.locale} />;
}
