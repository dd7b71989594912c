import { adminPage } from "~/content/account";
import { AdminDashboard } from "~/features/admin-session/admin-dashboard";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({ ...adminPage.meta, path: "/admin", noindex: true });
}

export default function Page() {
  return <AdminDashboard />;
}
