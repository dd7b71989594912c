import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { Container } from "~/components/ui/container";
import type { FooterGroup, ShellCopy } from "~/content/nav";
import { brand, contactPoints, formatAddress } from "~/content/site";
import { buildYear } from "~/lib/build-info";
import { NewTabHint } from "./external-hint";
import { LogoMark } from "./site-logo";
import { SocialIcon } from "./social-icons";

const linkClass =
  "text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline underline-offset-4";

/** Footer: link groups, the newsletter slot, placeholder social profiles and the legal line. */
export function SiteFooter({
  groups,
  blurb,
  copy,
  newsletter,
  cookieSettings,
}: {
  groups: FooterGroup[];
  blurb: string;
  /** The shell's labels in the page's language. */
  copy: ShellCopy;
  newsletter?: ReactNode;
  /** The "Cookie settings" button (consent feature), given the footer's link style. */
  cookieSettings?: (className: string) => ReactNode;
}) {
  return (
    <footer className="border-t border-border bg-muted">
      <Container className="pt-12 pb-20 md:pt-16">
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Link
              to="/"
              aria-label={copy.homeLabel}
              className="inline-flex items-center gap-2.5 rounded-md"
            >
              <LogoMark className="size-8" />
              <span className="text-lg font-bold tracking-tight" aria-hidden="true">
                {brand.name}
              </span>
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted-foreground">{blurb}</p>
            <address className="mt-4 text-sm leading-relaxed text-muted-foreground not-italic">
              {formatAddress()}
              <br />
              <a href={contactPoints.phone.href} className={linkClass}>
                {contactPoints.phone.display}
              </a>
              {" · "}
              <a href={`mailto:${contactPoints.mailboxes.general}`} className={linkClass}>
                {contactPoints.mailboxes.general}
              </a>
            </address>
            <ul className="mt-5 flex gap-2" aria-label={copy.socialLabel}>
              {contactPoints.social.map((profile) => (
                <li key={profile.name}>
                  <a
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-9 items-center justify-center rounded-md border border-border bg-background text-muted-foreground transition-colors hover:text-foreground"
                  >
                    <SocialIcon name={profile.name} className="size-4" />
                    <span className="sr-only">{profile.name}</span>
                    <NewTabHint text={copy.newTab} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav
            aria-label={copy.footerNavLabel}
            className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-8"
          >
            {groups.map((group) => (
              <div key={group.title}>
                <h2 className="text-sm font-semibold">{group.title}</h2>
                <ul className="mt-3 space-y-2.5">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      {link.isFile ? (
                        <a href={link.href} className={linkClass}>
                          {link.title}
                        </a>
                      ) : (
                        <Link to={link.href} className={linkClass}>
                          {link.title}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        {newsletter ? <div className="mt-12 border-t border-border pt-10">{newsletter}</div> : null}

        <div className="mt-10 flex flex-col gap-2 border-t border-border pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {buildYear} {brand.legalName.replace(/\.$/, "")}. {copy.rightsReserved}
          </p>
          <p>{copy.builtIn}</p>
          {cookieSettings ? <p>{cookieSettings(`${linkClass} rounded-sm`)}</p> : null}
        </div>
      </Container>
    </footer>
  );
}
