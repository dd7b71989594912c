import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { showToast } from "~/components/ui/lazy-toast";
import { newsletterCopy } from "~/content/nav";
import { NewsletterFields } from "./newsletter-fields";
import { newsletterSchema } from "./newsletter-schema";
import type { NewsletterValues } from "./newsletter-schema";

/** The working sign-up form. Nothing is sent: a valid address is thanked and the field cleared. */
export function NewsletterForm({ inputId, errorId }: { inputId: string; errorId: string }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  return (
    <NewsletterFields
      inputId={inputId}
      errorId={errorId}
      error={errors.email?.message}
      inputProps={register("email")}
      onSubmit={handleSubmit(() => {
        showToast("success", newsletterCopy.successTitle, {
          description: newsletterCopy.successDescription,
        });
        reset();
      })}
    />
  );
}
