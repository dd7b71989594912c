import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";

export type ContactDetailsProps = {
  company: {
    title: string;
    name: string;
    address: string;
    phone: { display: string; href: string };
    mailboxes: Array<{ label: string; address: string }>;
  };
  hours: { title: string; rows: Array<{ days: string; hours: string }>; note: string };
  support: { title: string; text: string; linkText: string; href: string };
};

/** Address, phone, mailboxes, opening hours and a pointer to self-service support. */
export function ContactDetails({ company, hours, support }: ContactDetailsProps) {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="company-details-heading"
        className="rounded-2xl border border-border bg-card p-6"
      >
        <h2 id="company-details-heading" className="text-xl font-bold">
          {company.title}
        </h2>
        <p className="mt-3 font-medium">{company.name}</p>
        <ul className="mt-3 space-y-3 text-sm">
          <li className="flex gap-3">
            <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
            <address className="not-italic">{company.address}</address>
          </li>
          <li className="flex gap-3">
            <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
            <a href={company.phone.href} className="text-link underline underline-offset-2">
              {company.phone.display}
            </a>
          </li>
          {company.mailboxes.map((mailbox) => (
            <li key={mailbox.address} className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
              <span>
                {mailbox.label}:{" "}
                <a
                  href={`mailto:${mailbox.address}`}
                  className="text-link underline underline-offset-2"
                >
                  {mailbox.address}
                </a>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="business-hours-heading"
        className="rounded-2xl border border-border bg-card p-6"
      >
        <h2 id="business-hours-heading" className="flex items-center gap-2 text-xl font-bold">
          <Icon name="clock" className="size-5 text-link" aria-hidden="true" />
          {hours.title}
        </h2>
        <dl className="mt-3 divide-y divide-border text-sm">
          {hours.rows.map((row) => (
            <div key={row.days} className="flex justify-between gap-4 py-2">
              <dt className="font-medium">{row.days}</dt>
              <dd className="text-muted-foreground">{row.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">{hours.note}</p>
      </section>

      <section
        aria-labelledby="support-pointer-heading"
        className="rounded-2xl border border-border bg-secondary p-6 text-secondary-foreground"
      >
        <h2 id="support-pointer-heading" className="text-xl font-bold">
          {support.title}
        </h2>
        <p className="mt-2 text-sm">{support.text}</p>
        <Link
          to={support.href}
          className="mt-3 inline-flex items-center gap-1 font-semibold underline underline-offset-4"
        >
          {support.linkText}
          <Icon name="arrow-right" className="size-4" aria-hidden="true" />
        </Link>
      </section>
    </div>
  );
}
