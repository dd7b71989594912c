import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/field";
import { showToast } from "~/lib/lazy-toast";
import type { adminPage } from "~/content/account";
import { plural } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";
import { fillTemplate } from "~/lib/fill-template";
import { adminEndpoints, submissionKinds, submissionStatuses } from "~/lib/admin-endpoints";
import {
  SignedOutError,
  download,
  fetchInbox,
  inboxQuery,
  markItemHandled,
  markItemInterviewed,
} from "./admin-api";
import type { InboxFilter, InboxItem, ServerSession } from "./admin-api";
import { Icon } from "~/components/ui/icon";
import { AdminPrivacy } from "./admin-privacy";
import { confirmationLine, interviewLine } from "./personal-data";

/** "2026-11-23T22:29:58.587Z" -> "2026-11-23 22:29 UTC": unambiguous, and no Intl on this page. */
function formatReceived(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function contextText(details: Record<string, unknown>): string {
  const context = details.context;
  if (!context || typeof context !== "object") return "";
  return Object.entries(context as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");
}

function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: Array<[string, string]>;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        className="mt-1.5"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The admin inbox: filters, the list newest first, and the chosen submission's details. Every
 * piece of visitor text is rendered as a React text node, never as HTML.
 */
export function AdminInbox({
  copy,
  locale,
  session,
  onSignedOut,
}: {
  /** The inbox's copy in the page's language, from the route's loader. */
  copy: typeof adminPage.inbox;
  locale: SiteLocale;
  session: ServerSession;
  onSignedOut: () => void;
}) {
  const id = useId();
  const [filter, setFilter] = useState<InboxFilter>({ kind: "", status: "", q: "" });
  const [items, setItems] = useState<InboxItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  const fail = (error: unknown) => {
    if (error instanceof SignedOutError) onSignedOut();
    else showToast("error", copy.actionFailedTitle, { description: copy.actionFailedText });
  };

  useEffect(() => {
    let live = true;
    // Typing in the search waits for a pause instead of asking the server on every key.
    const timer = window.setTimeout(() => {
      fetchInbox(session, filter)
        .then((page) => {
          if (!live) return;
          setItems(page.submissions);
          setTotal(page.total);
          setNextCursor(page.nextCursor);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (!live) return;
          if (error instanceof SignedOutError) onSignedOut();
          else setFailed(true);
        });
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [session, filter, reload, onSignedOut]);

  const selected = items?.find((item) => item.id === selectedId) ?? null;

  const markHandled = (item: InboxItem) => {
    markItemHandled(session, item.id)
      .then((updated) => {
        setItems(
          (list) => list?.map((entry) => (entry.id === updated.id ? updated : entry)) ?? null,
        );
        showToast("success", copy.handledTitle, {
          description: fillTemplate(copy.handledText, {
            kind: copy.kinds[item.kind],
            name: item.name || item.email,
          }),
        });
        setReload((count) => count + 1);
      })
      .catch(fail);
  };

  const markInterviewed = (item: InboxItem) => {
    markItemInterviewed(session, item.id)
      .then((updated) => {
        setItems(
          (list) => list?.map((entry) => (entry.id === updated.id ? updated : entry)) ?? null,
        );
        showToast("success", copy.interviewedTitle, {
          description: interviewLine(copy, updated) ?? "",
        });
      })
      .catch(fail);
  };

  // After staff erase an address's records, they leave the list and the details.
  const onErased = useCallback(() => {
    setSelectedId(null);
    setReload((count) => count + 1);
  }, []);

  const loadMore = () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    fetchInbox(session, filter, nextCursor)
      .then((page) => {
        // A record shown already (marked handled meanwhile, say) is not listed twice.
        setItems((list) => {
          const seen = new Set(list?.map((item) => item.id));
          return [...(list ?? []), ...page.submissions.filter((item) => !seen.has(item.id))];
        });
        setTotal(page.total);
        setNextCursor(page.nextCursor);
      })
      .catch(fail)
      .finally(() => setLoadingMore(false));
  };

  const exportCsv = () => {
    download(session, `${adminEndpoints.exportCsv}${inboxQuery(filter)}`, "submissions.csv").catch(
      fail,
    );
  };

  const downloadResume = (item: InboxItem) => {
    download(session, adminEndpoints.resume(item.id), item.resume?.name ?? "resume").catch(fail);
  };

  const interview = selected ? interviewLine(copy, selected) : null;
  const confirmation = selected ? confirmationLine(copy, selected) : null;

  return (
    <>
      <section aria-labelledby={`${id}-title`} className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id={`${id}-title`} className="text-2xl font-bold">
              {copy.title}
            </h2>
            <p className="mt-1 text-muted-foreground">{copy.intro}</p>
          </div>
          <Button variant="outline" onClick={exportCsv}>
            <Icon name="file-down" aria-hidden="true" />
            {copy.exportCsv}
          </Button>
        </div>

        <div className="mt-6 grid gap-4 sm:grid-cols-3">
          <FilterSelect
            id={`${id}-kind`}
            label={copy.kindLabel}
            allLabel={copy.allKinds}
            value={filter.kind}
            options={submissionKinds.map((kind) => [kind, copy.kinds[kind]])}
            onChange={(kind) => setFilter({ ...filter, kind: kind as InboxFilter["kind"] })}
          />
          <FilterSelect
            id={`${id}-status`}
            label={copy.statusLabel}
            allLabel={copy.allStatuses}
            value={filter.status}
            options={submissionStatuses.map((status) => [status, copy.statuses[status]])}
            onChange={(status) => setFilter({ ...filter, status: status as InboxFilter["status"] })}
          />
          <div>
            <Label htmlFor={`${id}-search`}>{copy.searchLabel}</Label>
            <Input
              id={`${id}-search`}
              type="search"
              className="mt-1.5"
              maxLength={200}
              value={filter.q}
              onChange={(event) => setFilter({ ...filter, q: event.target.value })}
            />
          </div>
        </div>

        <p role="status" className="mt-4 text-sm text-muted-foreground">
          {failed ? copy.loadFailed : items ? plural(total, copy.count, locale) : copy.loading}
        </p>

        <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_3fr]">
          <div>
            <ul
              aria-label={copy.title}
              className="divide-y divide-border rounded-xl border border-border"
            >
              {items?.length === 0 ? (
                <li className="p-4 text-muted-foreground">{copy.empty}</li>
              ) : null}
              {items?.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-pressed={item.id === selectedId}
                    onClick={() => setSelectedId(item.id)}
                    className="block w-full p-4 text-start hover:bg-muted aria-pressed:bg-secondary"
                  >
                    <span className="flex flex-wrap items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
                      <span>{copy.kinds[item.kind]}</span>
                      <span aria-hidden="true">·</span>
                      <span>{copy.statuses[item.status]}</span>
                      <span aria-hidden="true">·</span>
                      <span>{formatReceived(item.createdAt)}</span>
                    </span>
                    <span className="mt-1 block font-semibold break-words">
                      {item.name || item.email}
                    </span>
                    <span className="block text-sm break-words text-muted-foreground">
                      {item.topic}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {nextCursor ? (
              <Button
                variant="outline"
                className="mt-3 w-full"
                onClick={loadMore}
                disabled={loadingMore}
              >
                {copy.loadMore}
              </Button>
            ) : null}
          </div>

          <section
            aria-labelledby={`${id}-detail`}
            className="rounded-xl border border-border bg-card p-6"
          >
            <h3 id={`${id}-detail`} className="text-lg font-semibold">
              {copy.detailTitle}
            </h3>
            {selected ? (
              <>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="font-medium">{copy.kindLabel}</dt>
                  <dd>{copy.kinds[selected.kind]}</dd>
                  <dt className="font-medium">{copy.statusLabel}</dt>
                  <dd>{copy.statuses[selected.status]}</dd>
                  <dt className="font-medium">{copy.received}</dt>
                  <dd>{formatReceived(selected.createdAt)}</dd>
                  {selected.name ? (
                    <>
                      <dt className="font-medium">{copy.name}</dt>
                      <dd className="break-words">{selected.name}</dd>
                    </>
                  ) : null}
                  <dt className="font-medium">{copy.emailAddress}</dt>
                  <dd className="break-all">{selected.email}</dd>
                  <dt className="font-medium">{copy.topic}</dt>
                  <dd className="break-words">{selected.topic}</dd>
                  {typeof selected.details.phone === "string" && selected.details.phone ? (
                    <>
                      <dt className="font-medium">{copy.phone}</dt>
                      <dd>{selected.details.phone}</dd>
                    </>
                  ) : null}
                  {typeof selected.details.company === "string" && selected.details.company ? (
                    <>
                      <dt className="font-medium">{copy.company}</dt>
                      <dd className="break-words">{selected.details.company}</dd>
                    </>
                  ) : null}
                  {contextText(selected.details) ? (
                    <>
                      <dt className="font-medium">{copy.context}</dt>
                      <dd className="break-words">{contextText(selected.details)}</dd>
                    </>
                  ) : null}
                  {interview ? (
                    <>
                      <dt className="font-medium">{copy.interview}</dt>
                      <dd>{interview}</dd>
                    </>
                  ) : null}
                  {confirmation ? (
                    <>
                      <dt className="font-medium">{copy.confirmation}</dt>
                      <dd>{confirmation}</dd>
                    </>
                  ) : null}
                  {selected.resume ? (
                    <>
                      <dt className="font-medium">{copy.resume}</dt>
                      <dd className="break-words">{selected.resume.name}</dd>
                    </>
                  ) : null}
                </dl>
                {selected.message ? (
                  <>
                    <h4 className="mt-4 text-sm font-medium">{copy.message}</h4>
                    <p className="mt-1 text-sm break-words whitespace-pre-wrap">
                      {selected.message}
                    </p>
                  </>
                ) : null}
                <div className="mt-6 flex flex-wrap gap-3">
                  {selected.status === "new" ? (
                    <Button onClick={() => markHandled(selected)}>{copy.markHandled}</Button>
                  ) : null}
                  {selected.kind === "application" && !selected.interviewedAt ? (
                    <Button variant="outline" onClick={() => markInterviewed(selected)}>
                      {copy.markInterviewed}
                    </Button>
                  ) : null}
                  {selected.resume ? (
                    <Button variant="outline" onClick={() => downloadResume(selected)}>
                      <Icon name="download" aria-hidden="true" />
                      {copy.downloadResume}
                    </Button>
                  ) : null}
                </div>
              </>
            ) : (
              <p className="mt-2 text-muted-foreground">{copy.noSelection}</p>
            )}
          </section>
        </div>
      </section>
      <AdminPrivacy
        copy={copy}
        locale={locale}
        session={session}
        onSignedOut={onSignedOut}
        onErased={onErased}
      />
    </>
  );
}
