import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { FieldErrors } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { showToast } from "~/lib/lazy-toast";
import { contactFormCopy, contactToasts, inquiryTypes } from "~/content/contact";
import { notSentToast } from "~/content/intake";
import { site } from "~/content/site";
import { keepTyped } from "~/lib/form-values";
import { sendForm } from "~/lib/intake-client";
import { intakeEndpoints, intakeFields } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import { checksUnavailable, lazyResolver } from "~/lib/lazy-resolver";
import { nativeFormProps, useNativeResultToast } from "~/lib/native-form";
import { useSubmissionKeys } from "~/lib/use-submission-keys";
import { contactContext } from "./contact-context";
import {
  contactLimits,
  emptyContactValues,
  missingContactFields,
  submitDelayMs,
} from "./contact-fields";
import type { ContactFormValues } from "./contact-fields";
import type { ContactSubmission } from "./contact-schema";

// zod and the schema load on the first validation, not with the page.
const resolver = lazyResolver<ContactFormValues, ContactSubmission>(
  () => import("./contact-resolver"),
  () => {
    const notice = notSentToast("message", site.mailboxes.sales, { reason: "network" });
    showToast("error", notice.title, { description: notice.description });
  },
);

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
export function ContactForm() {
  const id = useId();
  const headingId = `${id}-heading`;
  const fieldId = (name: keyof ContactFormValues) => `${id}-${name}`;

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
        const prefill = contactPrefill(new URLSearchParams(search));
        if (current && prefill)
          reset(keepTyped<ContactFormValues>({ ...emptyContactValues, ...prefill }, getValues()));
      },
      (error: unknown) => console.warn("The link's pre-fill could not be loaded.", error),
    );
    return () => {
      current = false;
    };
  }, [search, reset, getValues]);

  // A message the browser sent itself before the page was interactive comes back with its outcome.
  useNativeResultToast(intakeEndpoints.contact, {
    successTitle: contactToasts.sentTitle,
    successDescription: contactToasts.sentDescriptionNative,
    what: "message",
    mailbox: site.mailboxes.sales,
  });

  const messageLength = useWatch({ control, name: "message" }).length;
  const keys = useSubmissionKeys();

  const onValid = async (values: ContactSubmission, event?: { target: EventTarget | null }) => {
    if (intakeEnabled) {
      const context = contactContext(new URLSearchParams(search));
      const failed = await sendForm(intakeEndpoints.contact, { ...values, context }, {
        keys,
        form: event?.target,
        what: "message",
        mailbox: site.mailboxes.sales,
      });
      if (failed) return showToast("error", failed.title, { description: failed.description });
    } else {
      await new Promise((resolve) => window.setTimeout(resolve, submitDelayMs));
      console.info("Contact form simulated; nothing was sent.", { inquiryType: values.inquiryType });
    }
    showToast("success", contactToasts.sentTitle, {
      description: contactToasts.sentDescription(values.name),
    });
    reset(emptyContactValues);
  };

  const onInvalid = (fieldErrors: FieldErrors<ContactFormValues>) => {
    // The checks did not load: the resolver has said so, and every value stays.
    if (fieldErrors.root?.type === checksUnavailable) return;
    const incomplete = missingContactFields(getValues()).length > 0;
    const notice =
      !incomplete && fieldErrors.email ? contactToasts.invalidEmail : contactToasts.incomplete;
    showToast("error", notice.title, { description: notice.description });
  };

  return (
    <form
      {...nativeFormProps(intakeEndpoints.contact, contactFormCopy.submitting)}
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="rounded-2xl border border-border bg-card p-6 shadow-sm md:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {contactFormCopy.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{contactFormCopy.intro}</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId("name")}
          label={
            <>
              Name
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
              Email
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
        <FormField
          id={fieldId("company")}
          label="Company (optional)"
          error={errors.company?.message}
        >
          {(field) => (
            <Input
              {...field}
              autoComplete="organization"
              maxLength={contactLimits.company}
              {...register("company")}
            />
          )}
        </FormField>
        <FormField id={fieldId("phone")} label="Phone (optional)" error={errors.phone?.message}>
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
              Inquiry type
              <RequiredMark />
            </>
          }
          error={errors.inquiryType?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <NativeSelect {...field} required {...register("inquiryType")}>
              <option value="">{contactFormCopy.inquiryPlaceholder}</option>
              {inquiryTypes.map((type) => (
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
              Message
              <RequiredMark />
            </>
          }
          error={errors.message?.message}
          count={{ value: messageLength, max: contactLimits.message }}
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
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? contactFormCopy.submitting : contactFormCopy.submit}
      </Button>
    </form>
  );
}
