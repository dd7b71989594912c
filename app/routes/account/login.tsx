import type { Route } from "./+types/login";
import { localeFromPath } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { loginPage } from "~/content/account";
import {
  credentialsMatch,
  signIn,
  signInWithServer,
  useIsAdmin,
} from "~/features/admin-session/admin-session";
import { LoginForm } from "~/features/login/login-form";
import { intakeEnabled } from "~/lib/intake-mode";
import { pageMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    ...loginPage.meta,
    path: "/login",
  });
}

export default function Page() {
  const isAdmin = useIsAdmin();
  return (
    <>
      <PageHero
        eyebrow={loginPage.hero.eyebrow}
        title={loginPage.hero.title}
        intro={<p>{loginPage.hero.intro}</p>}
      />
      <Section>
        <LoginForm
          verify={credentialsMatch}
          startSession={signIn}
          signedIn={isAdmin}
          signInWithServer={intakeEnabled ? signInWithServer : undefined}
        />
      </Section>
    </>
  );
}
