import type { Route } from "./+types/tech";
import { MarketingPage } from "~/components/sections/marketing-page";
import * as solutions from "~/content/solutions";
import { localizedModule } from "~/content/localized-copy";
import { localeFromRequest } from "~/lib/i18n";
import { marketingPageData } from "~/routes/marketing-page-route";
import { marketingPageMeta } from "~/routes/marketing-page-meta";
import { withoutPageData } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return marketingPageData(
    localizedModule(solutions, "solutions", locale).solutionPages["tech"],
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
