import { useId, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { FieldErrors } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { showToast } from "~/lib/lazy-toast";
import { fillTemplate } from "~/lib/fill-template";
import { sendFormIn } from "~/lib/intake-copy";
import type { ToastText } from "~/lib/intake-copy";
import { intakeEndpoints, intakeFields } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import { checksUnavailable, lazyResolver } from "~/lib/lazy-resolver";
import { useNativeForm, useNativeResult } from "~/lib/native-form";
import type { NativeResult } from "~/lib/native-form";
import { useSubmissionKeys } from "~/lib/use-submission-keys";
import {
  emptyPrivacyRequestValues,
  missingPrivacyRequestFields,
  privacyRequestLimits,
  privacyRequestTypes,
} from "./privacy-request-fields";
import type { PrivacyRequestFormValues } from "./privacy-request-fields";
import type { PrivacyRequest } from "./privacy-request-schema";
import type { PrivacyRequestFormCopy } from "./privacy-request-copy";

function toast(kind: "success" | "error", text: ToastText) {
  showToast(kind, text.title, { description: text.description });
}

/**
 * The privacy request form (access, correction, deletion, withdrawal of consent): posted to the
 * intake service natively before hydration and with fetch after, like the support ticket form.
 * A build without the service shows the privacy mailbox instead, since nothing could be sent.
 */
export function PrivacyRequestForm({
  copy,
  labelledBy,
}: {
  copy: PrivacyRequestFormCopy;
  /** The id of the heading that names the form (the policy's "Make a Privacy Request"). */
  labelledBy: string;
}) {
  if (!intakeEnabled) {
    return (
      <p className="rounded-2xl border border-border bg-card p-6 text-card-foreground">
        {copy.offline.before}
        <a href={`mailto:${copy.mailbox}`} className="font-medium text-link underline">
          {copy.mailbox}
        </a>
        {copy.offline.after}
      </p>
    );
  }
  return <LiveForm copy={copy} labelledBy={labelledBy} />;
}

function LiveForm({ copy, labelledBy }: { copy: PrivacyRequestFormCopy; labelledBy: string }) {
  const id = useId();
  const fieldId = (name: keyof PrivacyRequestFormValues) => `${id}-${name}`;
  const { labels, messages, toasts, notSentToasts } = copy;
  // zod and the schema load on the first validation, not with the page.
  const resolver = useMemo(
    () =>
      lazyResolver<PrivacyRequestFormValues, PrivacyRequest>(
        () =>
          import("./privacy-request-resolver").then((module) => ({
            resolver: module.resolverFor(messages),
          })),
        () => toast("error", notSentToasts.network),
      ),
    [messages, notSentToasts],
  );

  const {
    register,
    handleSubmit,
    reset,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PrivacyRequestFormValues, unknown, PrivacyRequest>({
    resolver,
    defaultValues: emptyPrivacyRequestValues,
  });

  // A request the browser sent itself before the page was interactive comes back with its outcome.
  const native = useNativeForm(intakeEndpoints.privacyRequest);
  useNativeResult(
    intakeEndpoints.privacyRequest,
    useMemo(
      () => (result: NativeResult) =>
        result.sent
          ? toast("success", {
              title: toasts.sentTitle,
              description: toasts.sentDescriptionNative,
            })
          : toast("error", notSentToasts.native[result.error]),
      [toasts, notSentToasts],
    ),
  );

  const detailsLength = useWatch({ control, name: "details" }).length;
  const keys = useSubmissionKeys();

  const onValid = async (values: PrivacyRequest, event?: { target: EventTarget | null }) => {
    const failed = await sendFormIn(notSentToasts, intakeEndpoints.privacyRequest, values, {
      keys,
      form: event?.target,
    });
    if (failed) return toast("error", failed);
    toast("success", {
      title: toasts.sentTitle,
      description: fillTemplate(toasts.sentDescription, { name: values.name }),
    });
    reset(emptyPrivacyRequestValues);
  };

  const onInvalid = (fieldErrors: FieldErrors<PrivacyRequestFormValues>) => {
    // The checks did not load: the resolver has said so, and every value stays.
    if (fieldErrors.root?.type === checksUnavailable) return;
    const incomplete = missingPrivacyRequestFields(getValues()).length > 0;
    toast("error", !incomplete && fieldErrors.email ? toasts.invalidEmail : toasts.incomplete);
  };

  return (
    <form
      {...native.formProps}
      aria-labelledby={labelledBy}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm md:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId("name")} label={labels.name} error={errors.name?.message}>
          {(field) => (
            <Input
              {...field}
              autoComplete="name"
              required
              maxLength={privacyRequestLimits.name}
              {...register("name")}
            />
          )}
        </FormField>
        <FormField id={fieldId("email")} label={labels.emailAddress} error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              required
              maxLength={privacyRequestLimits.email}
              {...register("email")}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("requestType")}
          label={labels.requestType}
          error={errors.requestType?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <NativeSelect {...field} required {...register("requestType")}>
              <option value="">{copy.requestTypePlaceholder}</option>
              {privacyRequestTypes.map((type) => (
                <option key={type} value={type}>
                  {copy.requestTypes[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={fieldId("details")}
          label={labels.details}
          error={errors.details?.message}
          count={{
            value: detailsLength,
            max: privacyRequestLimits.details,
            unit: labels.characters,
          }}
          className="sm:col-span-2"
        >
          {(field) => (
            <>
              <p id={`${fieldId("details")}-hint`} className="mt-1 text-sm text-muted-foreground">
                {copy.detailsHint}
              </p>
              <Textarea
                {...field}
                aria-describedby={[`${fieldId("details")}-hint`, field["aria-describedby"]]
                  .filter(Boolean)
                  .join(" ")}
                rows={5}
                maxLength={privacyRequestLimits.details}
                {...register("details")}
              />
            </>
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
        {isSubmitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
