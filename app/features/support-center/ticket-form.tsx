import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { FieldErrors } from "react-hook-form";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label, NativeSelect, Textarea } from "~/components/ui/field";
import { departments, ticketCopy, ticketToasts } from "~/content/support";
import { useHydrated } from "~/lib/storage";
import { ticketPrefill } from "./ticket-prefill";
import {
  emptyTicketValues,
  missingTicketFields,
  ticketDelayMs,
  ticketLimits,
  ticketSchema,
} from "./ticket-schema";
import type { TicketFormValues, TicketSubmission } from "./ticket-schema";

/** The support ticket form: every field required, sending simulated, optionally started from a topic link. */
export function TicketForm({ sectionId }: { sectionId: string }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const fieldId = (name: keyof TicketFormValues) => `${id}-${name}`;
  const errorId = (name: keyof TicketFormValues) => `${id}-${name}-error`;

  const {
    register,
    handleSubmit,
    reset,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TicketFormValues, unknown, TicketSubmission>({
    resolver: zodResolver(ticketSchema),
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
    reset({
      ...emptyTicketValues,
      department: topic.department,
      subject: topic.subject,
      message: topic.message,
    });
    document.getElementById(sectionId)?.scrollIntoView({ block: "start" });
  }, [search, reset, sectionId]);

  const messageLength = useWatch({ control, name: "message" }).length;

  const onValid = async (values: TicketSubmission) => {
    await new Promise((resolve) => window.setTimeout(resolve, ticketDelayMs));
    console.info("Support ticket simulated; nothing was sent.", { department: values.department });
    toast.success(ticketToasts.submittedTitle, {
      description: ticketToasts.submittedDescription(values.name),
    });
    reset(emptyTicketValues);
  };

  const onInvalid = (fieldErrors: FieldErrors<TicketFormValues>) => {
    const incomplete = missingTicketFields(getValues()).length > 0;
    const notice =
      !incomplete && fieldErrors.email ? ticketToasts.invalidEmail : ticketToasts.incomplete;
    toast.error(notice.title, { description: notice.description });
  };

  const describedBy = (name: keyof TicketFormValues, extra?: string) =>
    [errors[name] ? errorId(name) : null, extra].filter(Boolean).join(" ") || undefined;

  return (
    <form
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
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {prefill.note}
        </p>
      ) : null}

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={fieldId("name")}>Name</Label>
          <Input
            id={fieldId("name")}
            autoComplete="name"
            required
            maxLength={ticketLimits.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            className="mt-1.5"
            {...register("name")}
          />
          <FieldError id={errorId("name")}>{errors.name?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor={fieldId("email")}>Email</Label>
          <Input
            id={fieldId("email")}
            type="email"
            autoComplete="email"
            required
            maxLength={ticketLimits.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            className="mt-1.5"
            {...register("email")}
          />
          <FieldError id={errorId("email")}>{errors.email?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor={fieldId("subject")}>Subject</Label>
          <Input
            id={fieldId("subject")}
            required
            maxLength={ticketLimits.subject}
            placeholder={ticketCopy.subjectPlaceholder}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy("subject")}
            className="mt-1.5"
            {...register("subject")}
          />
          <FieldError id={errorId("subject")}>{errors.subject?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor={fieldId("department")}>Department</Label>
          <NativeSelect
            id={fieldId("department")}
            required
            aria-invalid={errors.department ? true : undefined}
            aria-describedby={describedBy("department")}
            className="mt-1.5"
            {...register("department")}
          >
            <option value="">{ticketCopy.departmentPlaceholder}</option>
            {departments.map((department) => (
              <option key={department.value} value={department.value}>
                {department.label}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={errorId("department")}>{errors.department?.message}</FieldError>
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor={fieldId("message")}>Message</Label>
          <Textarea
            id={fieldId("message")}
            rows={6}
            required
            maxLength={ticketLimits.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy("message", `${id}-message-count`)}
            className="mt-1.5"
            {...register("message")}
          />
          <div className="flex justify-between gap-4">
            <FieldError id={errorId("message")}>{errors.message?.message}</FieldError>
            <p id={`${id}-message-count`} className="mt-1 ml-auto text-sm text-muted-foreground">
              {messageLength} / {ticketLimits.message} characters
            </p>
          </div>
        </div>
      </div>

      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? ticketCopy.submitting : ticketCopy.submit}
      </Button>
    </form>
  );
}
