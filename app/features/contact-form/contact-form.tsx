import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { FieldErrors } from "react-hook-form";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label, NativeSelect, Textarea } from "~/components/ui/field";
import { contactFormCopy, contactToasts, inquiryTypes } from "~/content/contact";
import { contactPrefill } from "./contact-prefill";
import {
  contactLimits,
  contactSchema,
  emptyContactValues,
  missingContactFields,
  submitDelayMs,
} from "./contact-schema";
import type { ContactFormValues, ContactSubmission } from "./contact-schema";

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {" "}
      *
    </span>
  );
}

/** The contact form: simulated sending, pre-filled from links elsewhere on the site. */
export function ContactForm() {
  const id = useId();
  const headingId = `${id}-heading`;
  const fieldId = (name: keyof ContactFormValues) => `${id}-${name}`;
  const errorId = (name: keyof ContactFormValues) => `${id}-${name}-error`;

  const {
    register,
    handleSubmit,
    reset,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactSubmission>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContactValues,
  });

  // The prerendered page has no query string, so the prefill is applied after hydration.
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  useEffect(() => {
    const prefill = contactPrefill(new URLSearchParams(search));
    if (prefill) reset({ ...emptyContactValues, ...prefill });
  }, [search, reset]);

  const messageLength = useWatch({ control, name: "message" }).length;

  const onValid = async (values: ContactSubmission) => {
    await new Promise((resolve) => window.setTimeout(resolve, submitDelayMs));
    console.info("Contact form simulated; nothing was sent.", { inquiryType: values.inquiryType });
    toast.success(contactToasts.sentTitle, {
      description: contactToasts.sentDescription(values.name),
    });
    reset(emptyContactValues);
  };

  const onInvalid = (fieldErrors: FieldErrors<ContactFormValues>) => {
    const incomplete = missingContactFields(getValues()).length > 0;
    const notice =
      !incomplete && fieldErrors.email ? contactToasts.invalidEmail : contactToasts.incomplete;
    toast.error(notice.title, { description: notice.description });
  };

  const describedBy = (name: keyof ContactFormValues, extra?: string) =>
    [errors[name] ? errorId(name) : null, extra].filter(Boolean).join(" ") || undefined;

  return (
    <form
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
        <div>
          <Label htmlFor={fieldId("name")}>
            Name
            <RequiredMark />
          </Label>
          <Input
            id={fieldId("name")}
            autoComplete="name"
            required
            maxLength={contactLimits.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            className="mt-1.5"
            {...register("name")}
          />
          <FieldError id={errorId("name")}>{errors.name?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor={fieldId("email")}>
            Email
            <RequiredMark />
          </Label>
          <Input
            id={fieldId("email")}
            type="email"
            autoComplete="email"
            required
            maxLength={contactLimits.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            className="mt-1.5"
            {...register("email")}
          />
          <FieldError id={errorId("email")}>{errors.email?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor={fieldId("company")}>Company (optional)</Label>
          <Input
            id={fieldId("company")}
            autoComplete="organization"
            maxLength={contactLimits.company}
            aria-invalid={errors.company ? true : undefined}
            aria-describedby={describedBy("company")}
            className="mt-1.5"
            {...register("company")}
          />
          <FieldError id={errorId("company")}>{errors.company?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor={fieldId("phone")}>Phone (optional)</Label>
          <Input
            id={fieldId("phone")}
            type="tel"
            autoComplete="tel"
            maxLength={contactLimits.phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy("phone")}
            className="mt-1.5"
            {...register("phone")}
          />
          <FieldError id={errorId("phone")}>{errors.phone?.message}</FieldError>
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor={fieldId("inquiryType")}>
            Inquiry type
            <RequiredMark />
          </Label>
          <NativeSelect
            id={fieldId("inquiryType")}
            required
            aria-invalid={errors.inquiryType ? true : undefined}
            aria-describedby={describedBy("inquiryType")}
            className="mt-1.5"
            {...register("inquiryType")}
          >
            <option value="">{contactFormCopy.inquiryPlaceholder}</option>
            {inquiryTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={errorId("inquiryType")}>{errors.inquiryType?.message}</FieldError>
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor={fieldId("message")}>
            Message
            <RequiredMark />
          </Label>
          <Textarea
            id={fieldId("message")}
            rows={6}
            required
            maxLength={contactLimits.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy("message", `${id}-message-count`)}
            className="mt-1.5"
            {...register("message")}
          />
          <div className="flex justify-between gap-4">
            <FieldError id={errorId("message")}>{errors.message?.message}</FieldError>
            <p id={`${id}-message-count`} className="mt-1 ml-auto text-sm text-muted-foreground">
              {messageLength} / {contactLimits.message} characters
            </p>
          </div>
        </div>
      </div>

      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? contactFormCopy.submitting : contactFormCopy.submit}
      </Button>
    </form>
  );
}
