import type { Route } from "./+types/login";
import { localeFromRequest } from "~/lib/i18n";
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
import { pageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const { meta, hero, ...form } = localizedModule(account, "account", locale).loginPage;
  return { hero, form, meta: pageMeta({ locale, ...meta, path: "/login" }) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
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
