import { useEffect, useId, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { FieldErrors } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { showToast } from "~/lib/lazy-toast";
import type { InquiryType } from "~/content/contact";
import { fillTemplate } from "~/lib/fill-template";
import { sendFormIn } from "~/lib/intake-copy";
import type { NotSentCopy, ToastText } from "~/lib/intake-copy";
import { keepTyped } from "~/lib/form-values";
import { intakeEndpoints, intakeFields } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import { checksUnavailable, lazyResolver } from "~/lib/lazy-resolver";
import { useNativeForm, useNativeResult } from "~/lib/native-form";
import type { NativeResult } from "~/lib/native-form";
import { useSubmissionKeys } from "~/lib/use-submission-keys";
import { contactContext } from "./contact-context";
import {
  contactLimits,
  emptyContactValues,
  missingContactFields,
  submitDelayMs,
} from "./contact-fields";
import type { ContactFormValues, ContactMessages } from "./contact-fields";
import type { PrefillCopy } from "./contact-prefill";
import type { ContactSubmission } from "./contact-schema";

/** Everything the form says, in the page's language (the route's loader data). */
export type ContactFormCopy = {
  form: {
    title: string;
    intro: string;
    submit: string;
    submitting: string;
    inquiryPlaceholder: string;
  };
  fields: Record<
    "name" | "emailAddress" | "company" | "phone" | "inquiryType" | "message" | "characters",
    string
  >;
  inquiryTypes: ReadonlyArray<{ value: InquiryType; label: string }>;
  messages: ContactMessages;
  toasts: {
    incomplete: ToastText;
    invalidEmail: ToastText;
    sentTitle: string;
    /** "{name}" is the sender's name. */
    sentDescription: string;
    sentDescriptionNative: string;
  };
  notSent: NotSentCopy;
  prefill: PrefillCopy;
};

function toast(kind: "success" | "error", text: ToastText) {
  showToast(kind, text.title, { description: text.description });
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {" "}
      *
    </span>
  );
}

/**
 * The contact form, pre-filled from links elsewhere on the site. With the intake service it posts
 * the message (and the link's context); a static build simulates sending, as the spec describes.
 */
export function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const fieldId = (name: keyof ContactFormValues) => `${id}-${name}`;
  const { form: formCopy, fields, toasts, notSent, messages, prefill: prefillCopy } = copy;
  // zod and the schema load on the first validation, not with the page.
  const resolver = useMemo(
    () =>
      lazyResolver<ContactFormValues, ContactSubmission>(
        () =>
          import("./contact-resolver").then((module) => ({
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
  } = useForm<ContactFormValues, unknown, ContactSubmission>({
    resolver,
    defaultValues: emptyContactValues,
  });

  // The prerendered page has no query string, so the prefill is applied after hydration, around
  // anything the visitor typed before it.
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  // The pre-fill (with the product catalogue it names) loads only for an address that has one.
  useEffect(() => {
    if (search === "") return;
    let current = true;
    import("./contact-prefill").then(
      ({ contactPrefill }) => {
        const prefill = contactPrefill(new URLSearchParams(search), prefillCopy);
        if (current && prefill)
          reset(keepTyped<ContactFormValues>({ ...emptyContactValues, ...prefill }, getValues()));
      },
      (error: unknown) => console.warn("The link's pre-fill could not be loaded.", error),
    );
    return () => {
      current = false;
    };
  }, [search, reset, getValues, prefillCopy]);

  // A message the browser sent itself before the page was interactive comes back with its outcome.
  const native = useNativeForm(intakeEndpoints.contact);
  useNativeResult(
    intakeEndpoints.contact,
    useMemo(
      () => (result: NativeResult) =>
        result.sent
          ? toast("success", { title: toasts.sentTitle, description: toasts.sentDescriptionNative })
          : toast("error", notSent.native[result.error]),
      [toasts, notSent],
    ),
  );

  const messageLength = useWatch({ control, name: "message" }).length;
  const keys = useSubmissionKeys();

  const onValid = async (values: ContactSubmission, event?: { target: EventTarget | null }) => {
    if (intakeEnabled) {
      const context = contactContext(new URLSearchParams(search));
      const failed = await sendFormIn(
        notSent,
        intakeEndpoints.contact,
        { ...values, context },
        {
          keys,
          form: event?.target,
        },
      );
      if (failed) return toast("error", failed);
    } else {
      await new Promise((resolve) => window.setTimeout(resolve, submitDelayMs));
      console.info("Contact form simulated; nothing was sent.", {
        inquiryType: values.inquiryType,
      });
    }
    toast("success", {
      title: toasts.sentTitle,
      description: fillTemplate(toasts.sentDescription, { name: values.name }),
    });
    reset(emptyContactValues);
  };

  const onInvalid = (fieldErrors: FieldErrors<ContactFormValues>) => {
    // The checks did not load: the resolver has said so, and every value stays.
    if (fieldErrors.root?.type === checksUnavailable) return;
    const incomplete = missingContactFields(getValues()).length > 0;
    const notice = !incomplete && fieldErrors.email ? toasts.invalidEmail : toasts.incomplete;
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
        {formCopy.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{formCopy.intro}</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId("name")}
          label={
            <>
              {fields.name}
              <RequiredMark />
            </>
          }
          error={errors.name?.message}
        >
          {(field) => (
            <Input
              {...field}
              autoComplete="name"
              required
              maxLength={contactLimits.name}
              {...register("name")}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("email")}
          label={
            <>
              {fields.emailAddress}
              <RequiredMark />
            </>
          }
          error={errors.email?.message}
        >
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              required
              maxLength={contactLimits.email}
              {...register("email")}
            />
          )}
        </FormField>
        <FormField id={fieldId("company")} label={fields.company} error={errors.company?.message}>
          {(field) => (
            <Input
              {...field}
              autoComplete="organization"
              maxLength={contactLimits.company}
              {...register("company")}
            />
          )}
        </FormField>
        <FormField id={fieldId("phone")} label={fields.phone} error={errors.phone?.message}>
          {(field) => (
            <Input
              {...field}
              type="tel"
              autoComplete="tel"
              maxLength={contactLimits.phone}
              {...register("phone")}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("inquiryType")}
          label={
            <>
              {fields.inquiryType}
              <RequiredMark />
            </>
          }
          error={errors.inquiryType?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <NativeSelect {...field} required {...register("inquiryType")}>
              <option value="">{formCopy.inquiryPlaceholder}</option>
              {copy.inquiryTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={fieldId("message")}
          label={
            <>
              {fields.message}
              <RequiredMark />
            </>
          }
          error={errors.message?.message}
          count={{ value: messageLength, max: contactLimits.message, unit: fields.characters }}
          className="sm:col-span-2"
        >
          {(field) => (
            <Textarea
              {...field}
              rows={6}
              required
              maxLength={contactLimits.message}
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
        {isSubmitting ? formCopy.submitting : formCopy.submit}
      </Button>
    </form>
  );
}
