import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

export type MediaContact = {
  name: string;
  role: string;
  email: string;
  phone: { display: string; href: string };
};
export type MediaDownload = {
  name: string;
  type: "Logos" | "Images" | "Documents";
  format: string;
  size: string;
  href: string;
};

const typeIcons: Record<MediaDownload["type"], IconName> = {
  Logos: "shapes",
  Images: "image",
  Documents: "file",
};

/** The press sidebar: who to call, and the files journalists can download. */
export function MediaKit({
  contactTitle,
  contactText,
  contact,
  resourcesTitle,
  resources,
  typeLabels,
  downloadLabel,
}: {
  contactTitle: string;
  contactText: string;
  contact: MediaContact;
  resourcesTitle: string;
  resources: MediaDownload[];
  /** Each resource type's name in the page's language. */
  typeLabels: Record<MediaDownload["type"], string>;
  /** Screen-reader suffix of every download link, e.g. "(download)". */
  downloadLabel: string;
}) {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="media-contact"
        className="rounded-xl border border-border bg-card p-6 shadow-sm"
      >
        <h2 id="media-contact" className="text-xl font-semibold">
          {contactTitle}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{contactText}</p>
        <p className="mt-4 font-semibold">{contact.name}</p>
        <p className="text-sm text-muted-foreground">{contact.role}</p>
        <ul className="mt-3 space-y-2 text-sm">
          <li>
            <a
              href={`mailto:${contact.email}`}
              className="inline-flex items-center gap-2 text-link hover:underline"
            >
              <Icon name="mail" className="size-4" aria-hidden="true" />
              {contact.email}
            </a>
          </li>
          <li>
            <a href={contact.phone.href} className="text-link hover:underline">
              {contact.phone.display}
            </a>
          </li>
        </ul>
      </section>
      <section
        aria-labelledby="media-resources"
        className="rounded-xl border border-border bg-card p-6 shadow-sm"
      >
        <h2 id="media-resources" className="text-xl font-semibold">
          {resourcesTitle}
        </h2>
        <ul className="mt-4 space-y-3">
          {resources.map((resource) => {
            return (
              <li key={resource.href}>
                <a
                  href={resource.href}
                  download
                  className="flex items-center gap-3 rounded-lg border border-border p-3 hover:bg-muted"
                >
                  <Icon name={typeIcons[resource.type]} className="size-5 shrink-0 text-link" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{resource.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      {typeLabels[resource.type]} · {resource.format}, {resource.size}
                    </span>
                  </span>
                  <Icon name="download" className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="sr-only">{downloadLabel}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
