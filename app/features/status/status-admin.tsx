import { useCallback, useEffect, useId, useState } from "react";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect, Textarea, FieldError } from "~/components/ui/field";
import { Link } from "~/components/ui/link";
import type * as statusContent from "~/content/status";
import { serviceStatuses } from "./status";
import {
  incidentImpacts,
  incidentStatuses,
  manualComponentIds,
  statusComponentDefs,
  statusEndpoints,
  statusLimits,
  statusSchemasWith,
} from "./status-schema";
import type { Incident, StatusSummary } from "./status-schema";
import { fillTemplate } from "~/lib/fill-template";
import { showToast } from "~/lib/lazy-toast";
import type { SiteLocale } from "~/lib/locales";
import { StaffSignedOutError, fetchStatusSummary, postStatusChange } from "./status-admin-api";
import type { StaffResult, StaffSession } from "./status-admin-api";

type StatusModule = Pick<
  typeof statusContent,
  "statusAdminCopy" | "statusBoardCopy" | "statusComponents"
>;

const translated = import.meta.glob<StatusModule>("/app/content/compiled/*/status.ts");

function loadCopy(locale: SiteLocale): Promise<StatusModule> {
  const load = translated[`/app/content/compiled/${locale}/status.ts`];
  return load ? load() : import("~/content/status");
}

type Errors = Record<string, string>;

/** The first message per field from a zod result, keyed like the server's `fields`. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}): Errors {
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    errors[issue.path.map(String).join(".").replace(/\.\d+$/, "") || "body"] ??= issue.message;
  }
  return errors;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5">{children}</div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

const describedBy = (id: string, error?: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

/**
 * The /admin section for the status page: states of the services the site cannot check itself,
 * new incidents and updates to open ones. Every change is validated here with the schemas the
 * server enforces, and the server's own messages are shown when it still refuses.
 */
export function StatusAdmin({
  session,
  locale,
  onSignedOut,
}: {
  session: StaffSession;
  locale: SiteLocale;
  onSignedOut: () => void;
}) {
  const [module, setModule] = useState<StatusModule | null>(null);
  const [summary, setSummary] = useState<StatusSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const baseId = useId();

  const reload = useCallback(() => {
    fetchStatusSummary()
      .then((loaded) => {
        setSummary(loaded);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    let live = true;
    void loadCopy(locale).then((loaded) => live && setModule(loaded));
    reload();
    return () => {
      live = false;
    };
  }, [locale, reload]);

  if (!module) return <section id="system-status" className="mt-12 min-h-40" />;
  const copy = module.statusAdminCopy;
  const board = module.statusBoardCopy;
  const names = Object.fromEntries(module.statusComponents.map((seed) => [seed.id, seed.name]));
  const schemas = statusSchemasWith(copy.validation);

  /** Sends a change; toasts the outcome and hands back field errors to show. */
  async function send<T>(url: string, body: unknown, success: (value: T) => void) {
    let result: StaffResult<T>;
    try {
      result = await postStatusChange<T>(session, url, body);
    } catch (error) {
      if (error instanceof StaffSignedOutError) {
        onSignedOut();
        return {};
      }
      result = { ok: false, message: copy.failedText, fields: {} };
    }
    if (result.ok) {
      success(result.value);
      reload();
      return {};
    }
    showToast("error", copy.failedTitle, { description: result.message || copy.failedText });
    return result.fields;
  }

  return (
    <section id="system-status" className="mt-12 scroll-mt-24 space-y-10">
      <div>
        <h2 className="text-2xl font-bold">{copy.title}</h2>
        <p className="mt-2 max-w-3xl text-muted-foreground">{copy.intro}</p>
        <Link to="/status" className="mt-2 inline-block font-medium text-primary underline">
          {copy.viewPage}
        </Link>
      </div>
      {failed ? <p role="alert">{copy.loadFailed}</p> : null}
      {!summary ? (
        <p className="text-sm text-muted-foreground">{copy.loading}</p>
      ) : (
        <>
          <div>
            <h3 className="mb-4 text-xl font-semibold">{copy.componentsTitle}</h3>
            <ul className="grid gap-4 md:grid-cols-3">
              {manualComponentIds.map((id) => {
                const current = summary.components.find((component) => component.id === id);
                return (
                  <li key={id} className="rounded-xl border border-border bg-card p-5">
                    <ComponentForm
                      key={`${id}-${current?.lastChecked ?? ""}`}
                      id={`${baseId}-${id}`}
                      name={names[id] ?? id}
                      status={current?.status ?? "operational"}
                      message={current?.message ?? ""}
                      copy={copy}
                      labels={board.componentLabels}
                      onSubmit={(values) => {
                        const parsed = schemas.componentState.safeParse(values);
                        if (!parsed.success) return Promise.resolve(issuesOf(parsed));
                        return send(statusEndpoints.component(id), parsed.data, () =>
                          showToast("success", copy.savedTitle, {
                            description: fillTemplate(copy.savedText, {
                              name: names[id] ?? id,
                              status: board.componentLabels[parsed.data.status],
                            }),
                          }),
                        );
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="grid gap-8 lg:grid-cols-2">
            <div className="rounded-xl border border-border bg-card p-5">
              <h3 className="mb-4 text-xl font-semibold">{copy.newIncidentTitle}</h3>
              <NewIncidentForm
                id={`${baseId}-new`}
                copy={copy}
                board={board}
                names={names}
                onSubmit={(values) => {
                  const parsed = schemas.newIncident.safeParse(values);
                  if (!parsed.success) return Promise.resolve(issuesOf(parsed));
                  return send(statusEndpoints.incidents, parsed.data, () =>
                    showToast("success", copy.createdTitle, { description: copy.createdText }),
                  );
                }}
              />
            </div>
            <div>
              <h3 className="mb-4 text-xl font-semibold">{copy.openIncidentsTitle}</h3>
              {summary.incidents.filter((incident) => incident.status !== "resolved").length ===
              0 ? (
                <p className="text-muted-foreground">{copy.noOpenIncidents}</p>
              ) : (
                <ul className="space-y-4">
                  {summary.incidents
                    .filter((incident) => incident.status !== "resolved")
                    .map((incident) => (
                      <li
                        key={incident.id}
                        className="rounded-xl border border-border bg-card p-5"
                      >
                        <UpdateForm
                          key={incident.updatedAt}
                          id={`${baseId}-${incident.id}`}
                          incident={incident}
                          copy={copy}
                          board={board}
                          onSubmit={(values) => {
                            const parsed = schemas.incidentUpdate.safeParse(values);
                            if (!parsed.success) return Promise.resolve(issuesOf(parsed));
                            return send(
                              statusEndpoints.incidentUpdates(incident.id),
                              parsed.data,
                              () =>
                                showToast("success", copy.postedTitle, {
                                  description: fillTemplate(copy.postedText, {
                                    status: board.incidentStatuses[parsed.data.status],
                                  }),
                                }),
                            );
                          }}
                        />
                      </li>
                    ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

type Copy = StatusModule["statusAdminCopy"];
type BoardCopy = StatusModule["statusBoardCopy"];
type Submit = (values: Record<string, unknown>) => Promise<Errors>;

function useSubmit(onSubmit: Submit, values: () => Record<string, unknown>, reset?: () => void) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void onSubmit(values()).then((found) => {
      setErrors(found);
      setBusy(false);
      if (Object.keys(found).length === 0) reset?.();
    });
  };
  return { errors, busy, submit };
}

function ComponentForm({
  id,
  name,
  status,
  message,
  copy,
  labels,
  onSubmit,
}: {
  id: string;
  name: string;
  status: string;
  message: string;
  copy: Copy;
  labels: BoardCopy["componentLabels"];
  onSubmit: Submit;
}) {
  const [state, setState] = useState(status);
  const [text, setText] = useState(message);
  const { errors, busy, submit } = useSubmit(onSubmit, () => ({ status: state, message: text }));
  return (
    <form onSubmit={submit} className="space-y-3" data-status-component={id}>
      <h4 className="font-semibold">{name}</h4>
      <Field id={`${id}-state`} label={copy.componentStatus} error={errors.status}>
        <NativeSelect
          id={`${id}-state`}
          value={state}
          onChange={(event) => setState(event.target.value)}
          {...describedBy(`${id}-state`, errors.status)}
        >
          {serviceStatuses.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-message`} label={copy.componentMessage} error={errors.message}>
        <Textarea
          id={`${id}-message`}
          rows={3}
          maxLength={statusLimits.message}
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...describedBy(`${id}-message`, errors.message)}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {fillTemplate(copy.saveComponent, { name })}
      </Button>
    </form>
  );
}

function NewIncidentForm({
  id,
  copy,
  board,
  names,
  onSubmit,
}: {
  id: string;
  copy: Copy;
  board: BoardCopy;
  names: Record<string, string>;
  onSubmit: Submit;
}) {
  const empty = { title: "", impact: "degraded_performance", status: "investigating", message: "" };
  const [values, setValues] = useState(empty);
  const [components, setComponents] = useState<string[]>([]);
  const { errors, busy, submit } = useSubmit(
    onSubmit,
    () => ({ ...values, components }),
    () => {
      setValues(empty);
      setComponents([]);
    },
  );
  const set = (key: keyof typeof empty) => (value: string) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  return (
    <form onSubmit={submit} className="space-y-3">
      <Field id={`${id}-title`} label={copy.incidentTitle} error={errors.title}>
        <Input
          id={`${id}-title`}
          required
          maxLength={statusLimits.title}
          value={values.title}
          onChange={(event) => set("title")(event.target.value)}
          {...describedBy(`${id}-title`, errors.title)}
        />
      </Field>
      <Field id={`${id}-impact`} label={copy.incidentImpact} error={errors.impact}>
        <NativeSelect
          id={`${id}-impact`}
          value={values.impact}
          onChange={(event) => set("impact")(event.target.value)}
        >
          {incidentImpacts.map((value) => (
            <option key={value} value={value}>
              {board.componentLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset aria-describedby={errors.components ? `${id}-components-error` : undefined}>
        <legend className="text-sm font-medium">{copy.incidentComponents}</legend>
        <div className="mt-1.5 grid gap-1.5 sm:grid-cols-2">
          {statusComponentDefs.map((def) => (
            <label key={def.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={components.includes(def.id)}
                onChange={(event) =>
                  setComponents((previous) =>
                    event.target.checked
                      ? [...previous, def.id]
                      : previous.filter((component) => component !== def.id),
                  )
                }
              />
              {names[def.id] ?? def.id}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-components-error`}>{errors.components}</FieldError>
      </fieldset>
      <Field id={`${id}-stage`} label={copy.incidentStatus} error={errors.status}>
        <NativeSelect
          id={`${id}-stage`}
          value={values.status}
          onChange={(event) => set("status")(event.target.value)}
        >
          {incidentStatuses.map((value) => (
            <option key={value} value={value}>
              {board.incidentStatuses[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-message`} label={copy.incidentMessage} error={errors.message}>
        <Textarea
          id={`${id}-message`}
          rows={3}
          required
          maxLength={statusLimits.message}
          value={values.message}
          onChange={(event) => set("message")(event.target.value)}
          {...describedBy(`${id}-message`, errors.message)}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {copy.createIncident}
      </Button>
    </form>
  );
}

function UpdateForm({
  id,
  incident,
  copy,
  board,
  onSubmit,
}: {
  id: string;
  incident: Incident;
  copy: Copy;
  board: BoardCopy;
  onSubmit: Submit;
}) {
  const [status, setStatus] = useState<string>(incident.status);
  const [message, setMessage] = useState("");
  const { errors, busy, submit } = useSubmit(onSubmit, () => ({ status, message }));
  return (
    <form onSubmit={submit} className="space-y-3" data-status-incident={incident.id}>
      <h4 className="font-semibold">{incident.title}</h4>
      <p className="text-sm text-muted-foreground">{board.incidentStatuses[incident.status]}</p>
      <Field id={`${id}-stage`} label={copy.updateStatus} error={errors.status}>
        <NativeSelect
          id={`${id}-stage`}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          {incidentStatuses.map((value) => (
            <option key={value} value={value}>
              {board.incidentStatuses[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-message`} label={copy.updateMessage} error={errors.message}>
        <Textarea
          id={`${id}-message`}
          rows={3}
          required
          maxLength={statusLimits.message}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          {...describedBy(`${id}-message`, errors.message)}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {copy.postUpdate}
      </Button>
    </form>
  );
}
