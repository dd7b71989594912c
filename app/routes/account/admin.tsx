import { adminPage } from "~/content/account";
import { AdminDashboard } from "~/features/admin-session/admin-dashboard";
import { adminGateScript } from "~/features/admin-session/admin-session";
import type { PrePaintHandle } from "~/lib/pre-paint";
import { pageMeta } from "~/lib/seo";

export const handle: PrePaintHandle = { prePaintScript: () => adminGateScript };

export function meta() {
  return pageMeta({ ...adminPage.meta, path: "/admin", noindex: true });
}

export default function Page() {
  return <AdminDashboard />;
}
