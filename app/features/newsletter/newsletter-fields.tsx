import type { ComponentProps, FormEventHandler } from "react";
import { Icon } from "~/components/ui/icon";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { useNativeForm } from "~/lib/native-form";
import type { NewsletterCopy } from "./newsletter-copy";

/** The sign-up form's markup, shared by the working form and its prerendered stand-in. */
export function NewsletterFields({
  copy,
  inputId,
  errorId,
  error,
  invalid = error !== undefined,
  inputProps,
  onSubmit,
  onIntent,
}: {
  copy: Pick<NewsletterCopy, "label" | "placeholder" | "submit" | "submitting" | "maxLength">;
  inputId: string;
  errorId: string;
  error?: string;
  /** Whether the message is about the address (default) rather than, say, a failed load. */
  invalid?: boolean;
  inputProps?: ComponentProps<"input">;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The visitor is reaching for the form (pointer over it or focus in it). */
  onIntent?: () => void;
}) {
  const native = useNativeForm(intakeEndpoints.newsletter);
  return (
    <form {...native.formProps} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {copy.label}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Icon
            name="mail"
            className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            id={inputId}
            type="email"
            name="email"
            required
            // Not maxLength, which would cut what is typed: an over-long address fails the browser's
            // check, so a send before the form's code runs is held for its message, not posted.
            pattern={`.{1,${copy.maxLength}}`}
            autoComplete="email"
            placeholder={copy.placeholder}
            onPointerEnter={onIntent}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-10 w-full rounded-md border border-input bg-background pe-3 ps-9 text-sm text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive"
            {...inputProps}
          />
        </div>
        <button
          type="submit"
          onPointerEnter={onIntent}
          onFocus={onIntent}
          {...native.submitProps}
          className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          {copy.submit}
        </button>
      </div>
      <p id={errorId} className="mt-1.5 min-h-5 text-sm text-destructive" aria-live="polite">
        {error ?? ""}
      </p>
    </form>
  );
}
