import type { ComponentProps } from "react";
import { SiteFooter } from "~/components/layout/site-footer";
import { CookieSettingsButton } from "~/features/consent/cookie-settings-button";
import { Newsletter } from "~/features/newsletter/newsletter";
import type { NewsletterCopy } from "~/features/newsletter/newsletter-copy";

/** The footer with its newsletter box: one island of code, loaded as a reader nears it (shell.tsx). */
export function ShellFooter({
  newsletter,
  ...footer
}: Omit<ComponentProps<typeof SiteFooter>, "newsletter"> & { newsletter: NewsletterCopy }) {
  return (
    <SiteFooter
      {...footer}
      newsletter={<Newsletter copy={newsletter} />}
      cookieSettings={(className) => (
        <CookieSettingsButton label={footer.copy.cookieSettings} className={className} />
      )}
    />
  );
}
