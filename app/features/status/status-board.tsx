import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { statusBoardCopy } from "~/content/status";
import type { Localized } from "~/content/locales/localized";
import { documentLanguage } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";
import { formatRelativeTime, overallStatus, statusColours } from "./status";
import type { ComponentSeed, ServiceStatus, StatusColour } from "./status";
import { useStatusBoard } from "./use-status-board";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

// Tinted pills with dark text (light theme) or light text (dark theme): AA contrast in both.
const pillClasses: Record<StatusColour, string> = {
  green: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  blue: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
};

const barClasses: Record<StatusColour, string> = {
  green: "border-green-600",
  yellow: "border-yellow-500",
  orange: "border-orange-500",
  red: "border-red-600",
  blue: "border-blue-600",
};

const dotClasses: Record<StatusColour, string> = {
  green: "bg-green-600",
  yellow: "bg-yellow-500",
  orange: "bg-orange-500",
  red: "bg-red-600",
  blue: "bg-blue-600",
};

// A shape per status as well as a colour, so status is never told by colour alone.
const statusIcons: Record<ServiceStatus, IconName> = {
  operational: "circle-check",
  degraded_performance: "triangle-exclamation-point",
  partial_outage: "triangle-exclamation-point",
  major_outage: "octagon-exclamation-point",
  maintenance: "wrench",
};

export type StatusBoardCopy = Localized<typeof statusBoardCopy>;

// Times only show after hydration, so the formatters are made then, once per language. English
// keeps the US clock; French uses the 24-hour clock; Arabic keeps Western digits, as the site does.
const intlLocales: Record<SiteLocale, string> = { en: "en-US", fr: "fr-CA", ar: "ar-u-nu-latn" };
const formatters = new Map<SiteLocale, { time: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

function formattersFor(locale: SiteLocale) {
  let entry = formatters.get(locale);
  if (!entry) {
    const tag = intlLocales[locale] ?? documentLanguage(locale).lang;
    entry = {
      time: new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", second: "2-digit" }),
      dateTime: new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "medium" }),
    };
    formatters.set(locale, entry);
  }
  return entry;
}

function StatusPill({ status, label }: { status: ServiceStatus; label: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap",
        pillClasses[statusColours[status]],
      )}
    >
      <Icon name={statusIcons[status]} className="size-4" aria-hidden="true" />
      {label}
    </span>
  );
}

/**
 * A clock time, or a time relative to `relativeTo`. Until hydration there is no clock: it shows
 * `pending` ("Checking…", or the seeded offset, which is what the first client render computes).
 */
function Time({
  at,
  relativeTo,
  pending,
  copy,
  locale,
}: {
  at: number | undefined;
  relativeTo?: number;
  pending?: string;
  copy: StatusBoardCopy;
  locale: SiteLocale;
}) {
  if (at === undefined) return <span>{pending ?? copy.checking}</span>;
  const iso = new Date(at).toISOString();
  const format = formattersFor(locale);
  return (
    <time dateTime={iso} title={format.dateTime.format(at)}>
      {relativeTo === undefined
        ? format.time.format(at)
        : formatRelativeTime(relativeTo, at, copy.relative, locale)}
    </time>
  );
}

/** The status page body: overall banner, component cards with history, and the refresh control. */
export function StatusBoard({
  components,
  componentsTitle,
  copy,
  locale,
}: {
  components: readonly ComponentSeed[];
  componentsTitle: string;
  copy: StatusBoardCopy;
  locale: SiteLocale;
}) {
  const { board, refreshing, refresh } = useStatusBoard(components);
  const overall = overallStatus(components);
  const colour = statusColours[overall];
  const now = board?.lastUpdated;

  return (
    <div className="space-y-10">
      <section
        aria-labelledby="overall-status"
        className={cn(
          "flex flex-col gap-4 rounded-xl border border-s-8 border-border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between",
          barClasses[colour],
        )}
      >
        <div className="flex items-center gap-4">
          <span
            className={cn(
              "inline-flex size-12 shrink-0 items-center justify-center rounded-full",
              pillClasses[colour],
            )}
          >
            <Icon name={statusIcons[overall]} className="size-7" aria-hidden="true" />
          </span>
          <div>
            <h2 id="overall-status" className="text-2xl font-bold">
              {copy.overallLabels[overall]}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
              {refreshing ? (
                copy.refreshingStatus
              ) : (
                <>
                  {copy.lastUpdated}{" "}
                  {/* On a line of its own: the time replaces the prerendered "Checking…" after
                      hydration, and a longer one (French writes "11 h 09 min 47 s") would
                      otherwise wrap and shift everything below it. */}
                  <span className="block">
                    <Time at={now} copy={copy} locale={locale} />
                  </span>
                </>
              )}
            </p>
          </div>
        </div>
        <Button variant="outline" onClick={refresh} disabled={refreshing}>
          {refreshing ? (
            <>
              <Icon name="loader-circle" className="motion-safe:animate-spin" aria-hidden="true" />
              {copy.refreshing}
            </>
          ) : (
            <>
              <Icon name="refresh-cw" aria-hidden="true" />
              {copy.refresh}
            </>
          )}
        </Button>
      </section>

      <section aria-labelledby="components-heading">
        <h2 id="components-heading" className="mb-5 text-2xl font-bold">
          {componentsTitle}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2" aria-busy={refreshing}>
          {components.map((seed, index) => {
            const component = board?.components[index];
            return (
              <li
                key={seed.id}
                data-component={seed.id}
                className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
              >
                {/* One placement on every card: the badge at the top right, the name wrapping beside it. */}
                <div className="flex items-start justify-between gap-3">
                  <h3 className="min-w-0 text-lg font-semibold">{seed.name}</h3>
                  <StatusPill status={seed.status} label={copy.componentLabels[seed.status]} />
                </div>
                {seed.message ? <p className="text-muted-foreground">{seed.message}</p> : null}
                <p className="text-sm text-muted-foreground">
                  {copy.lastChecked} <Time at={component?.lastChecked} copy={copy} locale={locale} />
                </p>
                <div>
                  <h4 className="sr-only">{copy.historyOf.replace("{name}", seed.name)}</h4>
                  <ol className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                    {seed.history.map((entry, entryIndex) => (
                      <li key={entry.minutesAgo} className="flex items-center gap-1.5">
                        <span
                          className={cn(
                            "size-2.5 rounded-full",
                            dotClasses[statusColours[entry.status]],
                          )}
                          aria-hidden="true"
                        />
                        <span>
                          <Time
                            at={component?.history[entryIndex]?.at}
                            relativeTo={now}
                            pending={formatRelativeTime(entry.minutesAgo * 60_000, 0, copy.relative, locale)}
                            copy={copy}
                            locale={locale}
                          />
                          : {copy.componentLabels[entry.status]}
                        </span>
                      </li>
                    ))}
                  </ol>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
