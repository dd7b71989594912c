import type { Route } from "./+types/admin";
import { localeFromPath } from "~/lib/i18n";
import { adminPage } from "~/content/account";
import { AdminDashboard } from "~/features/admin-session/admin-dashboard";
import { adminGateScript } from "~/features/admin-session/admin-session";
import type { PrePaintHandle } from "~/lib/pre-paint";
import { pageMeta } from "~/lib/seo";

export const handle: PrePaintHandle = { prePaintScript: () => adminGateScript };

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    ...adminPage.meta,
    path: "/admin",
    noindex: true,
  });
}

export default function Page() {
  return <AdminDashboard />;
}
