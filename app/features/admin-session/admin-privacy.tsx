import { useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import type { adminPage } from "~/content/account";
import { adminEndpoints } from "~/lib/admin-endpoints";
import { isEmailAddress } from "~/lib/email-address";
import { fillTemplate } from "~/lib/fill-template";
import { plural } from "~/lib/format";
import { showToast } from "~/lib/lazy-toast";
import type { SiteLocale } from "~/lib/locales";
import { SignedOutError, downloadPost, erasePersonalData, findPersonalData } from "./admin-api";
import type { InboxItem, ServerSession } from "./admin-api";
import { erasedSummary, eraseWarning } from "./personal-data";

/** "2026-11-23T22:29:58.587Z" -> "2026-11-23": the day is what a privacy answer needs. */
const day = (iso: string) => iso.slice(0, 10);

type Found = { address: string; records: InboxItem[] };

/**
 * Staff's tools for privacy requests: every record sent from one address, exported as JSON (an
 * access request) or erased with its files and mail traces (a deletion request), after a native
 * <dialog> says exactly what will go. The address travels in POST bodies only.
 */
export function AdminPrivacy({
  copy: inbox,
  locale,
  session,
  onSignedOut,
  onErased,
}: {
  copy: typeof adminPage.inbox;
  locale: SiteLocale;
  session: ServerSession;
  onSignedOut: () => void;
  /** After an erasure, so the inbox above can reload. */
  onErased: () => void;
}) {
  const copy = inbox.personalData;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [address, setAddress] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Found | null>(null);

  const fail = (error: unknown) => {
    if (error instanceof SignedOutError) onSignedOut();
    else showToast("error", inbox.actionFailedTitle, { description: inbox.actionFailedText });
  };

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = address.trim();
    if (!isEmailAddress(wanted)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    findPersonalData(session, wanted)
      .then((records) => setFound({ address: wanted, records }))
      .catch(fail)
      .finally(() => setBusy(false));
  };

  const exportJson = () => {
    if (!found) return;
    downloadPost(
      session,
      adminEndpoints.privacyExport,
      { email: found.address },
      "personal-data.json",
    ).catch(fail);
  };

  const erase = () => {
    if (!found) return;
    dialog.current?.close();
    setBusy(true);
    erasePersonalData(session, found.address)
      .then((erased) => {
        showToast("success", copy.erasedTitle, {
          description: erasedSummary(copy, erased, locale),
        });
        setFound({ address: found.address, records: [] });
        onErased();
      })
      .catch(fail)
      .finally(() => setBusy(false));
  };

  const count = found?.records.length ?? 0;

  return (
    <section aria-labelledby={`${id}-title`} className="mt-12">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-1 max-w-3xl text-muted-foreground">{copy.intro}</p>

      <form
        method="post"
        noValidate
        onSubmit={find}
        aria-labelledby={`${id}-title`}
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-64 flex-1 sm:max-w-md">
          <Label htmlFor={`${id}-address`}>{copy.addressLabel}</Label>
          <Input
            id={`${id}-address`}
            type="email"
            autoComplete="off"
            className="mt-1.5"
            maxLength={254}
            value={address}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-address-error` : undefined}
            onChange={(event) => setAddress(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={busy}>
          <Icon name="search" aria-hidden="true" />
          {busy ? copy.finding : copy.find}
        </Button>
      </form>
      <FieldError id={`${id}-address-error`}>
        {invalid ? copy.invalidAddress : undefined}
      </FieldError>

      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {found
          ? count > 0
            ? fillTemplate(plural(count, copy.found, locale), { address: found.address })
            : fillTemplate(copy.none, { address: found.address })
          : ""}
      </p>

      {found && count > 0 ? (
        <>
          <ul
            aria-label={copy.listLabel}
            className="mt-3 divide-y divide-border rounded-xl border border-border"
          >
            {found.records.map((record) => (
              <li key={record.id} className="p-4">
                <span className="flex flex-wrap items-center gap-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  <span>{inbox.kinds[record.kind]}</span>
                  <span aria-hidden="true">·</span>
                  <span>{day(record.createdAt)}</span>
                </span>
                <span className="mt-1 block text-sm break-words">{record.topic}</span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="outline" onClick={exportJson} disabled={busy}>
              <Icon name="file-down" aria-hidden="true" />
              {copy.exportJson}
            </Button>
            <Button
              variant="destructive"
              onClick={() => dialog.current?.showModal()}
              disabled={busy}
            >
              {copy.eraseAll}
            </Button>
          </div>
        </>
      ) : null}

      <dialog
        ref={dialog}
        aria-labelledby={`${id}-confirm-title`}
        aria-describedby={`${id}-confirm-text`}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50"
      >
        <div className="flex flex-col gap-4 p-5">
          <h3 id={`${id}-confirm-title`} className="text-lg font-semibold">
            {copy.confirmTitle}
          </h3>
          <p id={`${id}-confirm-text`} className="text-sm leading-relaxed">
            {found ? eraseWarning(copy, inbox.kinds, found.address, found.records, locale) : ""}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => dialog.current?.close()}>
              {copy.cancel}
            </Button>
            <Button variant="destructive" onClick={erase}>
              {copy.confirmErase}
            </Button>
          </div>
        </div>
      </dialog>
    </section>
  );
}
