import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { FieldErrors } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { showToast } from "~/lib/lazy-toast";
import { notSentToast } from "~/content/intake";
import { site } from "~/content/site";
import { departments, ticketCopy, ticketToasts } from "~/content/support";
import { keepTyped } from "~/lib/form-values";
import { sendForm } from "~/lib/intake-client";
import { intakeEndpoints, intakeFields } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import { useHydrated } from "~/lib/storage";
import { checksUnavailable, lazyResolver } from "~/lib/lazy-resolver";
import { nativeFormProps, useNativeResultToast } from "~/lib/native-form";
import { useSubmissionKeys } from "~/lib/use-submission-keys";
import { ticketPrefill } from "./ticket-prefill";
import {
  emptyTicketValues,
  missingTicketFields,
  ticketDelayMs,
  ticketLimits,
} from "./ticket-fields";
import type { TicketFormValues } from "./ticket-fields";
import type { TicketSubmission } from "./ticket-schema";
import { Icon } from "~/components/ui/icon";

// zod and the schema load on the first validation, not with the page.
const resolver = lazyResolver<TicketFormValues, TicketSubmission>(
  () => import("./ticket-resolver"),
  () => {
    const notice = notSentToast("ticket", site.mailboxes.support, { reason: "network" });
    showToast("error", notice.title, { description: notice.description });
  },
);

/**
 * The support ticket form: every field required, optionally started from a topic link; posted to
 * the intake service, or simulated in a static build.
 */
export function TicketForm({ sectionId }: { sectionId: string }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const fieldId = (name: keyof TicketFormValues) => `${id}-${name}`;

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
  const hydrated = useHydrated();
  const search = searchParams.toString();
  const prefill = hydrated ? ticketPrefill(new URLSearchParams(search)) : null;

  useEffect(() => {
    const topic = ticketPrefill(new URLSearchParams(search));
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
  }, [search, reset, getValues, sectionId]);

  // A ticket the browser sent itself before the page was interactive comes back with its outcome.
  useNativeResultToast(intakeEndpoints.ticket, {
    successTitle: ticketToasts.submittedTitle,
    successDescription: ticketToasts.submittedDescriptionNative,
    what: "ticket",
    mailbox: site.mailboxes.support,
  });

  const messageLength = useWatch({ control, name: "message" }).length;

  const keys = useSubmissionKeys();

  const onValid = async (values: TicketSubmission, event?: { target: EventTarget | null }) => {
    if (intakeEnabled) {
      const failed = await sendForm(intakeEndpoints.ticket, values, {
        keys,
        form: event?.target,
        what: "ticket",
        mailbox: site.mailboxes.support,
      });
      if (failed) return showToast("error", failed.title, { description: failed.description });
    } else {
      await new Promise((resolve) => window.setTimeout(resolve, ticketDelayMs));
      console.info("Support ticket simulated; nothing was sent.", { department: values.department });
    }
    showToast("success", ticketToasts.submittedTitle, {
      description: ticketToasts.submittedDescription(values.name),
    });
    reset(emptyTicketValues);
  };

  const onInvalid = (fieldErrors: FieldErrors<TicketFormValues>) => {
    // The checks did not load: the resolver has said so, and every value stays.
    if (fieldErrors.root?.type === checksUnavailable) return;
    const incomplete = missingTicketFields(getValues()).length > 0;
    const notice =
      !incomplete && fieldErrors.email ? ticketToasts.invalidEmail : ticketToasts.incomplete;
    showToast("error", notice.title, { description: notice.description });
  };

  return (
    <form
      {...nativeFormProps(intakeEndpoints.ticket, ticketCopy.submitting)}
      noValidate
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
        <FormField id={fieldId("name")} label="Name" error={errors.name?.message}>
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
        <FormField id={fieldId("email")} label="Email" error={errors.email?.message}>
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
          label="Subject"
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
          label="Department"
          error={errors.department?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <NativeSelect {...field} required {...register("department")}>
              <option value="">{ticketCopy.departmentPlaceholder}</option>
              {departments.map((department) => (
                <option key={department.value} value={department.value}>
                  {department.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={fieldId("message")}
          label="Message"
          error={errors.message?.message}
          count={{ value: messageLength, max: ticketLimits.message }}
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
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? ticketCopy.submitting : ticketCopy.submit}
      </Button>
    </form>
  );
}
