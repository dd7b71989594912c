import type { Route } from "./+types/backend-development";
import { MarketingPage } from "~/components/sections/marketing-page";
import * as expertiseContent from "~/content/expertise";
import { localizedModule } from "~/content/localized-copy";
import { localeFromRequest } from "~/lib/i18n";
import { marketingPageData } from "~/routes/marketing-page-route";
import { marketingPageMeta } from "~/routes/marketing-page-meta";
import { withoutPageData } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return marketingPageData(
    localizedModule(expertiseContent, "expertise", locale).expertisePages["backend-development"],
    locale,
  );
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (withoutPageData(loaderData)) return [];
  return marketingPageMeta(loaderData, location.pathname, matches);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MarketingPage page={loaderData.page} learnMore={loaderData.learnMore} />;
}
