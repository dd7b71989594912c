import { Link } from "~/components/ui/link";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";

/** The slim band that opens the home page: the page's one <h1> and a link to the lead service. */
export function HomeIntroBanner({
  eyebrow,
  title,
  text,
  linkText,
  href,
}: {
  eyebrow: string;
  title: string;
  text: string;
  linkText: string;
  href: string;
}) {
  return (
    <section
      aria-labelledby="home-intro-title"
      className="border-b border-border bg-secondary text-secondary-foreground"
    >
      <Container className="flex flex-col gap-3 py-5 md:flex-row md:items-center md:justify-between md:gap-8">
        <div>
          <p className="text-xs font-semibold tracking-wide uppercase">{eyebrow}</p>
          <h1
            id="home-intro-title"
            className="mt-1 text-xl font-bold tracking-tight text-balance md:text-2xl"
          >
            {title}
          </h1>
          <p className="mt-1 text-sm">{text}</p>
        </div>
        <Link
          to={href}
          className="inline-flex shrink-0 items-center gap-1 self-start font-semibold underline underline-offset-4 hover:no-underline md:self-center"
        >
          {linkText}
          <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </Container>
    </section>
  );
}
