import { useCallback, useEffect, useMemo, useRef } from "react";
import type { FormEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label, Textarea } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { showToast } from "~/lib/lazy-toast";
import { contactPoints } from "~/content/site";
import { nativeNotSentMessage, notSentMessage } from "~/lib/not-sent";
import type { NotSentTemplates } from "~/lib/not-sent";
import type { SiteLocale } from "~/lib/locales";
import { fillTemplate } from "~/lib/fill-template";
import { honeypotValue, sendIntake } from "~/lib/intake-client";
import { intakeEndpoints, intakeFields } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import { useNativeForm, useNativeResult } from "~/lib/native-form";
import type { NativeResult } from "~/lib/native-form";
import { useSubmissionKeys } from "~/lib/use-submission-keys";
import { lazyResolver } from "~/lib/lazy-resolver";
import {
  emptyApplication,
  limits,
  resumeAccept,
  submitDelayMs,
  successDescription,
  toStoredApplication,
} from "./application-fields";
import type {
  ApplicationFormCopy,
  ApplicationInput,
  ApplicationMessages,
} from "./application-fields";
import type { ApplicationValues } from "./application-schema";
import { Icon } from "~/components/ui/icon";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const hint = "mt-1 text-sm text-muted-foreground";

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list === "" ? undefined : list;
}

/**
 * The application form, validated in the browser. With the intake service it posts the fields and
 * the résumé file and keeps no copy; a static build simulates sending and keeps the record in
 * local storage, as the spec describes.
 */
export function JobApplicationForm({
  jobTitle,
  copy,
  messages,
  notSent,
  locale,
}: {
  jobTitle: string;
  /** The page's language, from the route's loader. */
  copy: ApplicationFormCopy;
  messages: ApplicationMessages;
  notSent: NotSentTemplates;
  locale: SiteLocale;
}) {
  // zod and the schema load on the first validation, not with the page.
  const resolver = useMemo(
    () =>
      lazyResolver<ApplicationInput, ApplicationValues>(
        () =>
          import("./application-resolver").then((module) => ({
            resolver: module.resolverFor(messages),
          })),
        () => {
          const notice = notSentMessage(
            notSent,
            locale,
            "application",
            contactPoints.mailboxes.careers,
            {
              reason: "network",
            },
          );
          showToast("error", notice.title, { description: notice.description });
        },
      ),
    [messages, notSent, locale],
  );
  const fileInput = useRef<HTMLInputElement | null>(null);
  const busy = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    trigger,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationInput, unknown, ApplicationValues>({
    resolver,
    defaultValues: emptyApplication,
  });

  // A résumé chosen before hydration is in the file input but not in the form state (typed text
  // is: react-hook-form keeps values edited before it registered a field).
  useEffect(() => {
    const file = fileInput.current?.files?.[0];
    if (file) setValue("resume", file, { shouldValidate: true });
  }, [setValue]);
  const coverLetter = useWatch({ control, name: "coverLetter" }) ?? "";

  const keys = useSubmissionKeys();

  // An application the browser sent itself before the page was interactive comes back here.
  const native = useNativeForm(intakeEndpoints.application);
  useNativeResult(
    intakeEndpoints.application,
    useCallback(
      (result: NativeResult) => {
        if (result.sent) {
          showToast("success", copy.successTitle, { description: copy.successNative });
          return;
        }
        const notice = nativeNotSentMessage(
          notSent,
          "application",
          contactPoints.mailboxes.careers,
          result.error,
        );
        showToast("error", notice.title, { description: notice.description });
      },
      [copy, notSent],
    ),
  );

  async function post(values: ApplicationValues, form: EventTarget | null | undefined) {
    const data = new FormData();
    const fields = {
      fullName: values.fullName,
      email: values.email,
      phone: values.phone,
      coverLetter: values.coverLetter,
      jobTitle,
    };
    const file = values.resume instanceof File ? values.resume : null;
    const signature = JSON.stringify([fields, file?.name, file?.size, file?.lastModified]);
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    data.append(intakeFields.idempotencyKey, keys.keyFor(signature));
    data.append(intakeFields.honeypot, honeypotValue(form));
    if (file) data.append("resume", file, file.name);
    const result = await sendIntake(intakeEndpoints.application, data);
    // The server judges the file by its bytes; a file that only looked like a PDF lands here.
    if (!result.ok && result.status === 415) {
      setError("resume", { message: messages.resumeType }, { shouldFocus: true });
      return;
    }
    if (!result.ok) {
      const notice = notSentMessage(
        notSent,
        locale,
        "application",
        contactPoints.mailboxes.careers,
        result,
      );
      showToast("error", notice.title, { description: notice.description });
      return;
    }
    keys.done();
    showToast("success", copy.successTitle, {
      description: successDescription(jobTitle, true, copy),
    });
    reset(emptyApplication);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function send(values: ApplicationValues, event?: { target: EventTarget | null }) {
    if (intakeEnabled) {
      await post(values, event?.target);
      return;
    }
    await wait(submitDelayMs);
    // The static build's local store (and zod's check of stored records) loads with a send.
    const saved = await import("./application-store").then(
      ({ appendApplication }) =>
        appendApplication(toStoredApplication(values, jobTitle, new Date())),
      (error: unknown) => {
        console.warn("The application store could not be loaded.", error);
        return false;
      },
    );
    if (!saved) {
      showToast("error", copy.failedTitle, { description: copy.failedText });
      return;
    }
    console.info(
      `Job application for "${jobTitle}" recorded in this browser. A real backend email service would send it to ${contactPoints.mailboxes.careers}.`,
    );
    showToast("success", copy.successTitle, {
      description: successDescription(jobTitle, false, copy),
    });
    reset(emptyApplication);
    if (fileInput.current) fileInput.current.value = "";
  }

  // Enter in a field or a fast double click must not send the application twice.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await handleSubmit(send)(event);
    } finally {
      busy.current = false;
    }
  }

  return (
    <form
      {...native.formProps}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="space-y-6"
      aria-label={copy.formLabel}
    >
      <div>
        <Label htmlFor="application-job-title">{copy.jobTitleLabel}</Label>
        {/* A long title wraps (and the box grows with it) instead of being cut off. */}
        <Textarea
          id="application-job-title"
          name="jobTitle"
          value={jobTitle}
          readOnly
          rows={2}
          aria-describedby="application-job-title-hint"
          className="mt-1.5 resize-none bg-muted field-sizing-content"
        />
        <p id="application-job-title-hint" className={hint}>
          {copy.jobTitleHint}
        </p>
      </div>

      <div>
        <Label htmlFor="application-full-name">{copy.fullNameLabel}</Label>
        <Input
          id="application-full-name"
          required
          autoComplete="name"
          maxLength={limits.fullName}
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={describedBy(errors.fullName && "application-full-name-error")}
          className="mt-1.5"
          {...register("fullName")}
        />
        <FieldError id="application-full-name-error">{errors.fullName?.message}</FieldError>
      </div>

      <div>
        <Label htmlFor="application-email">{copy.emailLabel}</Label>
        <Input
          id="application-email"
          required
          type="email"
          autoComplete="email"
          maxLength={limits.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy(errors.email && "application-email-error")}
          className="mt-1.5"
          {...register("email")}
        />
        <FieldError id="application-email-error">{errors.email?.message}</FieldError>
      </div>

      <div>
        <Label htmlFor="application-phone">{copy.phoneLabel}</Label>
        <Input
          id="application-phone"
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy(errors.phone && "application-phone-error")}
          className="mt-1.5"
          {...register("phone")}
        />
        <FieldError id="application-phone-error">{errors.phone?.message}</FieldError>
      </div>

      <div>
        <Label htmlFor="application-resume">{copy.resumeLabel}</Label>
        <Controller
          control={control}
          name="resume"
          render={({ field }) => (
            <input
              id="application-resume"
              required
              type="file"
              accept={resumeAccept}
              name={field.name}
              onBlur={field.onBlur}
              ref={(element) => {
                field.ref(element);
                fileInput.current = element;
              }}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                field.onChange(file);
                // The accept list is only a hint to the picker: check the type at once.
                if (file) void trigger("resume");
              }}
              aria-invalid={errors.resume ? true : undefined}
              aria-describedby={describedBy(
                "application-resume-hint",
                errors.resume && "application-resume-error",
              )}
              className="mt-1.5 block w-full rounded-md border border-input bg-background text-sm text-foreground file:me-4 file:h-10 file:cursor-pointer file:border-0 file:border-e file:border-input file:bg-secondary file:px-4 file:font-medium file:text-secondary-foreground aria-invalid:border-destructive"
            />
          )}
        />
        <p id="application-resume-hint" className={hint}>
          {intakeEnabled ? copy.resumeHintService : copy.resumeHintDemo}
        </p>
        <FieldError id="application-resume-error">{errors.resume?.message}</FieldError>
      </div>

      <div>
        <Label htmlFor="application-cover-letter">{copy.coverLetterLabel}</Label>
        <Textarea
          id="application-cover-letter"
          rows={5}
          maxLength={limits.coverLetter}
          aria-invalid={errors.coverLetter ? true : undefined}
          aria-describedby={describedBy(
            "application-cover-letter-count",
            errors.coverLetter && "application-cover-letter-error",
          )}
          className="mt-1.5"
          {...register("coverLetter")}
        />
        <p id="application-cover-letter-count" className={`${hint} text-end`}>
          {fillTemplate(copy.characterCount, {
            count: coverLetter.length,
            max: limits.coverLetter,
          })}
        </p>
        <FieldError id="application-cover-letter-error">{errors.coverLetter?.message}</FieldError>
      </div>

      <HoneypotField name={intakeFields.honeypot} />
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="w-full sm:w-auto"
        {...native.submitProps}
      >
        {isSubmitting ? (
          <>
            <Icon name="loader-circle" className="motion-safe:animate-spin" aria-hidden="true" />
            {copy.submitting}
          </>
        ) : (
          copy.submit
        )}
      </Button>
    </form>
  );
}
