import { zodResolver } from "@hookform/resolvers/zod";
import { useLayoutEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { showToast } from "~/components/ui/lazy-toast";
import { newsletterCopy } from "~/content/nav";
import { NewsletterFields } from "./newsletter-fields";
import { newsletterSchema } from "./newsletter-schema";
import type { NewsletterValues } from "./newsletter-schema";

/**
 * The working sign-up form, loaded when a visitor reaches for the stand-in. It takes over what
 * they already typed, their focus and a submission made before it arrived. Nothing is sent: a
 * valid address is thanked and the field cleared.
 */
export function NewsletterForm({
  inputId,
  errorId,
  initialEmail,
  focusOnMount,
  submitOnMount,
}: {
  inputId: string;
  errorId: string;
  initialEmail: string;
  focusOnMount: boolean;
  submitOnMount: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: initialEmail },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = handleSubmit(() => {
    showToast("success", newsletterCopy.successTitle, {
      description: newsletterCopy.successDescription,
    });
    reset({ email: "" });
  });

  // The hand-over happens once, in the same commit that swaps the stand-in out, so no keystroke
  // can land between the old field leaving and the new one taking focus.
  const handOver = useRef({ focusOnMount, submitOnMount, onSubmit });
  useLayoutEffect(() => {
    const { focusOnMount: focus, submitOnMount: submit, onSubmit: send } = handOver.current;
    if (focus || submit) setFocus("email");
    if (submit) void send();
  }, [setFocus]);

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
