import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { statusBoardCopy } from "~/content/status";
import type { Localized } from "~/content/localized";
import { fillTemplate } from "~/lib/fill-template";
import { cached, formatLongDate, formatNumber } from "~/lib/format";
import { localeInfo } from "~/lib/locales";
import type { SiteLocale } from "~/lib/locales";
import { overallStatus } from "./status";
import type { ComponentSeed, ServiceStatus } from "./status";
import { formatRelativeTime, statusColours } from "./status-display";
import type { StatusColour } from "./status-display";
import type { Incident, StatusComponentState, StatusDay, statusFeeds } from "./status-api";
import { useExampleBoard, useLiveStatus } from "./use-status-board";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

// Tinted pills with dark text (light theme) or light text (dark theme): AA contrast in both.
const pillClasses: Record<StatusColour | "neutral", string> = {
  green: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  blue: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  neutral: "bg-muted text-foreground",
};

const barClasses: Record<StatusColour | "neutral", string> = {
  green: "border-green-600",
  yellow: "border-yellow-500",
  orange: "border-orange-500",
  red: "border-red-600",
  blue: "border-blue-600",
  neutral: "border-border",
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

// Times only show after hydration, so the formatters are made then, once per language and style.
// The page's own language tag: English keeps the US clock, Canadian French writes
// "11 h 09 min 47 s"; Western digits everywhere, as the site writes them.
const timeLocale = (locale: SiteLocale) => `${localeInfo(locale).lang}-u-nu-latn`;
const styles = {
  time: { hour: "numeric", minute: "2-digit", second: "2-digit" },
  dateTime: { dateStyle: "medium", timeStyle: "medium" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatAt = (at: number, locale: SiteLocale, style: keyof typeof styles) =>
  cached(
    `status:${locale}:${style}`,
    () => new Intl.DateTimeFormat(timeLocale(locale), styles[style]),
  ).format(at);

function StatusPill({ status, label }: { status: ServiceStatus | null; label: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap",
        pillClasses[status ? statusColours[status] : "neutral"],
      )}
    >
      <Icon
        name={status ? statusIcons[status] : "loader-circle"}
        className="size-4"
        aria-hidden="true"
      />
      {label}
    </span>
  );
}

/** A clock time. Until hydration there is no clock: it shows "Checking…". */
function Time({
  at,
  copy,
  locale,
}: {
  at: number | undefined;
  copy: StatusBoardCopy;
  locale: SiteLocale;
}) {
  if (at === undefined) return <span>{copy.checking}</span>;
  return (
    <time dateTime={new Date(at).toISOString()} title={formatAt(at, locale, "dateTime")}>
      {formatAt(at, locale, "time")}
    </time>
  );
}

/**
 * The example board's "15 minutes ago", relative to its last update. Until hydration it shows
 * `pending`, the seeded offset, which is what the first client render computes. Only the example
 * board uses it, so a build with the status service drops it.
 */
function AgoTime({
  at,
  now,
  pending,
  copy,
  locale,
}: {
  at: number | undefined;
  now: number | undefined;
  pending: string;
  copy: StatusBoardCopy;
  locale: SiteLocale;
}) {
  if (at === undefined || now === undefined) return <span>{pending}</span>;
  return (
    <time dateTime={new Date(at).toISOString()} title={formatAt(at, locale, "dateTime")}>
      {formatRelativeTime(now, at, copy.justNow, locale)}
    </time>
  );
}

type BannerProps = {
  status: ServiceStatus | null;
  copy: StatusBoardCopy;
  locale: SiteLocale;
  lastUpdated: number | undefined;
  refreshing: boolean;
  refresh: () => void;
};

/** The overall banner: the worst status (or "Checking status…"), last update and the refresh button. */
function Banner({ status, copy, locale, lastUpdated, refreshing, refresh }: BannerProps) {
  const colour = status ? statusColours[status] : "neutral";
  return (
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
          <Icon
            name={status ? statusIcons[status] : "loader-circle"}
            className="size-7"
            aria-hidden="true"
          />
        </span>
        <div>
          <h2 id="overall-status" className="text-2xl font-bold">
            {status ? copy.overallLabels[status] : copy.checkingStatus}
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
                  <Time at={lastUpdated} copy={copy} locale={locale} />
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
  );
}

function Card({
  id,
  name,
  status,
  label,
  message,
  children,
}: {
  id: string;
  name: string;
  status: ServiceStatus | null;
  label: string;
  message?: string | null;
  children: ReactNode;
}) {
  return (
    <li
      data-component={id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      {/* One placement on every card: the badge at the top right, the name wrapping beside it; a
          badge too long to fit beside the name goes under it. */}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold">{name}</h3>
        <StatusPill status={status} label={label} />
      </div>
      {message ? <p className="whitespace-pre-line text-muted-foreground">{message}</p> : null}
      {children}
    </li>
  );
}

/**
 * 90 daily bars, drawn for the eye only; a screen reader gets one summary instead of 90 stops:
 * the uptime and the days with problems. Hovering a bar shows its day in a tooltip.
 */
function History({
  name,
  history,
  uptime,
  copy,
  locale,
}: {
  name: string;
  history: StatusDay[];
  uptime: number | null;
  copy: StatusBoardCopy;
  locale: SiteLocale;
}) {
  const percent = (value: number) => formatNumber(value, locale);
  const dayText = (entry: StatusDay) =>
    `${formatLongDate(entry.day, locale)}: ${
      entry.worst
        ? `${copy.componentLabels[entry.worst]}, ${fillTemplate(copy.dayUptime, { uptime: percent(entry.uptime ?? 0) })}`
        : copy.noDataDay
    }`;
  const problems = history.filter(
    (entry) => entry.worst && entry.worst !== "operational" && entry.worst !== "maintenance",
  );
  return (
    <div>
      <h4 className="sr-only">{copy.historyOf.replace("{name}", name)}</h4>
      <div className="flex h-8 items-stretch gap-px" aria-hidden="true">
        {history.map((entry) => (
          <span
            key={entry.day}
            title={dayText(entry)}
            className={cn(
              "min-w-0 flex-1 rounded-sm",
              entry.worst ? dotClasses[statusColours[entry.worst]] : "bg-muted",
            )}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{copy.historyStart}</span>
        <span>{copy.historyEnd}</span>
      </div>
      <p className="mt-1 text-sm text-muted-foreground" aria-hidden="true">
        {uptime === null ? copy.noUptime : fillTemplate(copy.uptime, { uptime: percent(uptime) })}
      </p>
      <p className="sr-only">
        {uptime === null
          ? copy.noUptime
          : fillTemplate(copy.historySummary, { uptime: percent(uptime) })}{" "}
        {problems.length > 0
          ? fillTemplate(copy.problemDays, { days: problems.map(dayText).join("; ") })
          : copy.noProblemDays}
      </p>
    </div>
  );
}

function IncidentList({
  incidents,
  names,
  copy,
  locale,
  atomFeed,
}: {
  atomFeed: string;
  incidents: Incident[];
  names: Record<string, string>;
  copy: StatusBoardCopy;
  locale: SiteLocale;
}) {
  return (
    <section aria-labelledby="incidents-heading">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="incidents-heading" className="text-2xl font-bold">
          {copy.incidentsTitle}
        </h2>
        {/* The feed is an API address, not a page: a plain link, in no language. */}
        <a
          href={atomFeed}
          type="application/atom+xml"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4"
        >
          <Icon name="rss" className="size-4" aria-hidden="true" />
          {copy.feed}
        </a>
      </div>
      {incidents.length === 0 ? (
        <p className="text-muted-foreground">{copy.noIncidents}</p>
      ) : (
        <ul className="space-y-4">
          {incidents.map((incident) => (
            <li
              key={incident.id}
              data-incident={incident.id}
              className="rounded-xl border border-border bg-card p-5 shadow-sm"
            >
              <article aria-labelledby={`incident-${incident.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 id={`incident-${incident.id}`} className="min-w-0 text-lg font-semibold">
                    {incident.title}
                  </h3>
                  <StatusPill
                    status={incident.status === "resolved" ? "operational" : incident.impact}
                    label={
                      incident.status === "resolved" ? copy.resolvedIncident : copy.openIncident
                    }
                  />
                </div>
                <p className="mt-2 text-sm text-muted-foreground">
                  {copy.impact} {copy.componentLabels[incident.impact]}. {copy.affected}{" "}
                  {incident.components.map((id) => names[id] ?? id).join(", ")}
                </p>
                <ol className="mt-3 space-y-2 border-s-2 border-border ps-4">
                  {incident.updates.map((update) => (
                    <li key={update.id}>
                      <p className="text-sm">
                        <strong>{copy.incidentStatuses[update.status]}</strong>{" "}
                        <span className="text-muted-foreground">
                          <Time at={Date.parse(update.createdAt)} copy={copy} locale={locale} />
                        </span>
                      </p>
                      <p className="whitespace-pre-line">{update.message}</p>
                    </li>
                  ))}
                </ol>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type BoardProps = {
  /** Where the page reads the status service (loader data, not an import). */
  feeds: Pick<typeof statusFeeds, "summary" | "atom">;
  components: readonly ComponentSeed[];
  componentsTitle: string;
  copy: StatusBoardCopy;
  locale: SiteLocale;
};

/** The specification's sample board, for a build without the status service: marked as an example. */
function ExampleBoard({ components, componentsTitle, copy, locale }: BoardProps) {
  const { board, refreshing, refresh } = useExampleBoard(components);
  const now = board?.lastUpdated;
  return (
    <div className="space-y-10">
      <p
        role="note"
        className="rounded-lg border border-dashed border-border bg-muted p-4 font-medium"
      >
        {copy.exampleNotice}
      </p>
      <Banner
        status={overallStatus(components)}
        copy={copy}
        locale={locale}
        lastUpdated={now}
        refreshing={refreshing}
        refresh={refresh}
      />
      <section aria-labelledby="components-heading">
        <h2 id="components-heading" className="mb-5 text-2xl font-bold">
          {componentsTitle}
        </h2>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy={refreshing}>
          {components.map((seed, index) => {
            const component = board?.components[index];
            return (
              <Card
                key={seed.id}
                id={seed.id}
                name={seed.name}
                status={seed.status}
                label={copy.componentLabels[seed.status]}
                message={seed.message}
              >
                <p className="text-sm text-muted-foreground">
                  {copy.lastChecked}{" "}
                  <Time at={component?.lastChecked} copy={copy} locale={locale} />
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
                          <AgoTime
                            at={component?.history[entryIndex]?.at}
                            now={now}
                            pending={formatRelativeTime(
                              entry.minutesAgo * 60_000,
                              0,
                              copy.justNow,
                              locale,
                            )}
                            copy={copy}
                            locale={locale}
                          />
                          : {copy.componentLabels[entry.status]}
                        </span>
                      </li>
                    ))}
                  </ol>
                </div>
              </Card>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/** What a live card says under its name: staff's words, or the check's reason in this language. */
function componentMessage(component: StatusComponentState, copy: StatusBoardCopy) {
  if (component.message) return component.message;
  if (component.messageCode && component.messageCode !== "not_checked")
    return copy.messageCodes[component.messageCode];
  return null;
}

/** The board from the status service: nothing is claimed before its first answer. */
function LiveBoard({ feeds, components, componentsTitle, copy, locale }: BoardProps) {
  const { summary, receivedAt, failed, refreshing, refresh } = useLiveStatus(feeds.summary);
  const names = Object.fromEntries(components.map((seed) => [seed.id, seed.name]));
  const cards: Array<{ id: string; live?: StatusComponentState }> = summary
    ? summary.components.map((live) => ({ id: live.id, live }))
    : components.map((seed) => ({ id: seed.id }));
  return (
    <div className="space-y-10">
      {failed ? (
        <p role="alert" className="rounded-lg border border-red-600 bg-card p-4 font-medium">
          {summary ? copy.loadFailed : copy.loadFailedEmpty}
        </p>
      ) : null}
      <Banner
        status={summary?.overall ?? null}
        copy={copy}
        locale={locale}
        lastUpdated={receivedAt ?? undefined}
        refreshing={refreshing}
        refresh={refresh}
      />
      <section aria-labelledby="components-heading">
        <h2 id="components-heading" className="mb-5 text-2xl font-bold">
          {componentsTitle}
        </h2>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy={refreshing || !summary}>
          {cards.map(({ id, live }) => {
            const name = names[id] ?? live?.name ?? id;
            const status = live?.status ?? null;
            const checked = live?.lastChecked ? Date.parse(live.lastChecked) : undefined;
            return (
              <Card
                key={id}
                id={id}
                name={name}
                status={status}
                label={status ? copy.componentLabels[status] : copy.checking}
                message={live ? componentMessage(live, copy) : null}
              >
                {live ? (
                  <>
                    <p className="text-sm text-muted-foreground">
                      {live.kind === "manual" ? `${copy.staffReported}. ` : null}
                      {copy.lastChecked}{" "}
                      {checked === undefined ? (
                        <span>{live.kind === "manual" ? copy.noStaffReport : copy.notChecked}</span>
                      ) : (
                        <Time at={checked} copy={copy} locale={locale} />
                      )}
                    </p>
                    <History
                      name={name}
                      history={live.history}
                      uptime={live.uptime}
                      copy={copy}
                      locale={locale}
                    />
                  </>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    {copy.lastChecked} <Time at={undefined} copy={copy} locale={locale} />
                  </p>
                )}
              </Card>
            );
          })}
        </ul>
      </section>
      {summary ? (
        <IncidentList
          incidents={summary.incidents}
          names={names}
          copy={copy}
          locale={locale}
          atomFeed={feeds.atom}
        />
      ) : null}
    </div>
  );
}

// intakeEnabled (app/lib/intake-mode.ts), read where the build replaces it by a literal, so each
// build drops the other board's code from the route's JavaScript.
const statusServiceBuilt: boolean = import.meta.env.VITE_INTAKE !== "off";

/**
 * The status page body: overall banner, component cards with history, incidents and the refresh
 * control, from the status service; a build without it shows the spec's board, marked as an example.
 */
export function StatusBoard(props: BoardProps) {
  return statusServiceBuilt ? <LiveBoard {...props} /> : <ExampleBoard {...props} />;
}
