import { zodResolver } from "@hookform/resolvers/zod";
import { useLayoutEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { showToast } from "~/components/ui/lazy-toast";
import { newsletterCopy } from "~/content/nav";
import { site } from "~/content/site";
import { sendForm } from "~/lib/intake-client";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { intakeEnabled } from "~/lib/intake-mode";
import { useSubmissionKeys } from "~/lib/use-submission-keys";
import { NewsletterFields } from "./newsletter-fields";
import { newsletterSchema } from "./newsletter-schema";
import type { NewsletterValues } from "./newsletter-schema";

/**
 * The working sign-up form, loaded when a visitor reaches for the stand-in. It takes over what
 * they already typed, their focus and a submission made before it arrived. With the intake service
 * the address is stored before the thanks; a static build only thanks and clears the field.
 */
export function NewsletterForm({
  inputId,
  errorId,
  initialEmail,
  takeOver,
  focusOnMount,
  submitOnMount,
}: {
  inputId: string;
  errorId: string;
  initialEmail: string;
  /** The stand-in field's last value, read once it has left the page. */
  takeOver: () => string;
  focusOnMount: boolean;
  submitOnMount: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: initialEmail },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const keys = useSubmissionKeys();

  const onSubmit = handleSubmit(async (values) => {
    if (intakeEnabled) {
      const failed = await sendForm(intakeEndpoints.newsletter, values, {
        keys,
        form: null,
        what: "signup",
        mailbox: site.mailboxes.general,
      });
      if (failed) return showToast("error", failed.title, { description: failed.description });
    }
    showToast("success", newsletterCopy.successTitle, {
      description: newsletterCopy.successDescription,
    });
    reset({ email: "" });
  });

  // The hand-over happens once, in the same commit that swaps the stand-in out, so no keystroke
  // can land between the old field leaving and the new one taking focus.
  const handOver = useRef({ focusOnMount, submitOnMount, onSubmit, takeOver });
  useLayoutEffect(() => {
    const { focusOnMount: focus, submitOnMount: submit, onSubmit: send } = handOver.current;
    const typed = handOver.current.takeOver();
    if (typed) setValue("email", typed);
    if (focus || submit) setFocus("email");
    if (submit) void send();
  }, [setFocus, setValue]);

  return (
    <NewsletterFields
      inputId={inputId}
      errorId={errorId}
      error={errors.email?.message}
      inputProps={register("email")}
      onSubmit={onSubmit}
    />
  );
}
