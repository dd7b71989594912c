import type { Route } from "./+types/cloud-hosting";
import { MarketingPage } from "~/components/sections/marketing-page";
import * as services from "~/content/services";
import { localizedModule } from "~/content/localized-copy";
import { localeFromRequest } from "~/lib/i18n";
import { marketingPageData } from "~/routes/marketing-page-route";
import { loaderMeta } from "~/lib/route-meta";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return marketingPageData(
    localizedModule(services, "services", locale).servicePages["cloud-hosting"],
    locale,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MarketingPage page={loaderData.page} learnMore={loaderData.learnMore} />;
}
