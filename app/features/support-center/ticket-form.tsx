import { useEffect, useId, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { FieldErrors } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { showToast } from "~/lib/lazy-toast";
import type { Department } from "~/content/support";
import { fillTemplate } from "~/lib/fill-template";
import { sendFormIn } from "~/lib/intake-copy";
import type { NotSentCopy, ToastText } from "~/lib/intake-copy";
import { keepTyped } from "~/lib/form-values";
import { intakeEndpoints, intakeFields } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import { useInteractive } from "~/lib/use-interactive";
import { checksUnavailable, lazyResolver } from "~/lib/lazy-resolver";
import { useNativeForm, useNativeResult } from "~/lib/native-form";
import type { NativeResult } from "~/lib/native-form";
import { useSubmissionKeys } from "~/lib/use-submission-keys";
import { ticketPrefill } from "./ticket-prefill";
import type { TicketPrefill } from "./ticket-prefill";
import {
  emptyTicketValues,
  missingTicketFields,
  ticketDelayMs,
  ticketLimits,
} from "./ticket-fields";
import type { TicketFormValues, TicketMessages } from "./ticket-fields";
import type { TicketSubmission } from "./ticket-schema";
import { Icon } from "~/components/ui/icon";

/** Everything the form says, in the page's language (the route's loader data). */
export type TicketFormCopy = {
  form: {
    title: string;
    intro: string;
    subjectPlaceholder: string;
    departmentPlaceholder: string;
    submit: string;
    submitting: string;
  };
  fields: Record<
    "name" | "emailAddress" | "subject" | "department" | "message" | "characters",
    string
  >;
  departments: ReadonlyArray<{ value: Department; label: string }>;
  messages: TicketMessages;
  toasts: {
    incomplete: ToastText;
    invalidEmail: ToastText;
    submittedTitle: string;
    /** "{name}" is the sender's name. */
    submittedDescription: string;
    submittedDescriptionNative: string;
  };
  notSent: NotSentCopy;
  topics: Record<string, TicketPrefill>;
};

function toast(kind: "success" | "error", text: ToastText) {
  showToast(kind, text.title, { description: text.description });
}

/**
 * The support ticket form: every field required, optionally started from a topic link; posted to
 * the intake service, or simulated in a static build.
 */
export function TicketForm({ sectionId, copy }: { sectionId: string; copy: TicketFormCopy }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const fieldId = (name: keyof TicketFormValues) => `${id}-${name}`;
  const { form: ticketCopy, fields, toasts: ticketToasts, notSent, messages, topics } = copy;
  // zod and the schema load on the first validation, not with the page.
  const resolver = useMemo(
    () =>
      lazyResolver<TicketFormValues, TicketSubmission>(
        () =>
          import("./ticket-resolver").then((module) => ({
            resolver: module.resolverFor(messages),
          })),
        () => toast("error", notSent.network),
      ),
    [messages, notSent],
  );

  const {
    register,
    handleSubmit,
    reset,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TicketFormValues, unknown, TicketSubmission>({
    resolver,
    defaultValues: emptyTicketValues,
  });

  // The prerendered page has no query string: read the topic only once hydrated, so the HTML matches.
  const [searchParams] = useSearchParams();
  const hydrated = useInteractive();
  const search = searchParams.toString();
  const prefill = hydrated ? ticketPrefill(new URLSearchParams(search), topics) : null;

  useEffect(() => {
    const topic = ticketPrefill(new URLSearchParams(search), topics);
    if (!topic) return;
    // Applied after hydration, around anything the visitor typed before it.
    reset(
      keepTyped<TicketFormValues>(
        {
          ...emptyTicketValues,
          department: topic.department,
          subject: topic.subject,
          message: topic.message,
        },
        getValues(),
      ),
    );
    document.getElementById(sectionId)?.scrollIntoView({ block: "start" });
  }, [search, reset, getValues, sectionId, topics]);

  // A ticket the browser sent itself before the page was interactive comes back with its outcome.
  const native = useNativeForm(intakeEndpoints.ticket);
  useNativeResult(
    intakeEndpoints.ticket,
    useMemo(
      () => (result: NativeResult) =>
        result.sent
          ? toast("success", {
              title: ticketToasts.submittedTitle,
              description: ticketToasts.submittedDescriptionNative,
            })
          : toast("error", notSent.native[result.error]),
      [ticketToasts, notSent],
    ),
  );

  const messageLength = useWatch({ control, name: "message" }).length;

  const keys = useSubmissionKeys();

  const onValid = async (values: TicketSubmission, event?: { target: EventTarget | null }) => {
    if (intakeEnabled) {
      const failed = await sendFormIn(notSent, intakeEndpoints.ticket, values, {
        keys,
        form: event?.target,
      });
      if (failed) return toast("error", failed);
    } else {
      await new Promise((resolve) => window.setTimeout(resolve, ticketDelayMs));
      console.info("Support ticket simulated; nothing was sent.", {
        department: values.department,
      });
    }
    toast("success", {
      title: ticketToasts.submittedTitle,
      description: fillTemplate(ticketToasts.submittedDescription, { name: values.name }),
    });
    reset(emptyTicketValues);
  };

  const onInvalid = (fieldErrors: FieldErrors<TicketFormValues>) => {
    // The checks did not load: the resolver has said so, and every value stays.
    if (fieldErrors.root?.type === checksUnavailable) return;
    const incomplete = missingTicketFields(getValues()).length > 0;
    const notice =
      !incomplete && fieldErrors.email ? ticketToasts.invalidEmail : ticketToasts.incomplete;
    toast("error", notice);
  };

  return (
    <form
      {...native.formProps}
      aria-labelledby={headingId}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="rounded-2xl border border-border bg-card p-6 shadow-sm md:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {ticketCopy.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{ticketCopy.intro}</p>
      {prefill ? (
        <p className="mt-4 flex gap-2 rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
          <Icon name="info" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {prefill.note}
        </p>
      ) : null}

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId("name")} label={fields.name} error={errors.name?.message}>
          {(field) => (
            <Input
              {...field}
              autoComplete="name"
              required
              maxLength={ticketLimits.name}
              {...register("name")}
            />
          )}
        </FormField>
        <FormField id={fieldId("email")} label={fields.emailAddress} error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              required
              maxLength={ticketLimits.email}
              {...register("email")}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("subject")}
          label={fields.subject}
          error={errors.subject?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <Input
              {...field}
              required
              maxLength={ticketLimits.subject}
              placeholder={ticketCopy.subjectPlaceholder}
              {...register("subject")}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("department")}
          label={fields.department}
          error={errors.department?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <NativeSelect {...field} required {...register("department")}>
              <option value="">{ticketCopy.departmentPlaceholder}</option>
              {copy.departments.map((department) => (
                <option key={department.value} value={department.value}>
                  {department.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={fieldId("message")}
          label={fields.message}
          error={errors.message?.message}
          count={{ value: messageLength, max: ticketLimits.message, unit: fields.characters }}
          className="sm:col-span-2"
        >
          {(field) => (
            <Textarea
              {...field}
              rows={6}
              required
              maxLength={ticketLimits.message}
              {...register("message")}
            />
          )}
        </FormField>
      </div>

      <HoneypotField name={intakeFields.honeypot} />
      <Button
        type="submit"
        size="lg"
        className="mt-6 w-full sm:w-auto"
        disabled={isSubmitting}
        {...native.submitProps}
      >
        {isSubmitting ? ticketCopy.submitting : ticketCopy.submit}
      </Button>
    </form>
  );
}
