import type { Route } from "./+types/login";
import { localeFromPath, localeFromRequest } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as account from "~/content/account";
import { localizedModule } from "~/content/localized-copy";
import {
  credentialsMatch,
  signIn,
  signInWithServer,
  useIsAdmin,
} from "~/features/admin-session/admin-session";
import { LoginForm } from "~/features/login/login-form";
import { intakeEnabled } from "~/lib/intake-mode";
import { pageMeta, withoutPageData } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const { meta, hero, ...form } = localizedModule(account, "account", locale).loginPage;
  return { meta, hero, form };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (withoutPageData(loaderData)) return [];
  return pageMeta({
    matches,
    locale: localeFromPath(location.pathname),
    ...loaderData.meta,
    path: "/login",
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { hero, form } = loaderData;
  const isAdmin = useIsAdmin();
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>} />
      <Section>
        <LoginForm
          copy={form}
          verify={credentialsMatch}
          startSession={signIn}
          signedIn={isAdmin}
          signInWithServer={intakeEnabled ? signInWithServer : undefined}
        />
      </Section>
    </>
  );
}
