import { useCallback, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Interpolated } from "~/components/ui/interpolated";
import { Link } from "~/components/ui/link";
import { useLocalizedNavigate } from "~/lib/use-locale";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError, Input, Label } from "~/components/ui/field";
import { showToast } from "~/lib/lazy-toast";
import type { loginPage } from "~/content/account";
import { demoAdmin } from "~/content/site";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { useNativeForm, useNativeResult } from "~/lib/native-form";
import type { NativeResult } from "~/lib/native-form";
import { lazyResolver } from "~/lib/lazy-resolver";
import { attemptLogin } from "./login-attempt";
import type { LoginValues, ServerLoginOutcome } from "./login-attempt";
import { Icon } from "~/components/ui/icon";
import { useScriptOnly } from "~/lib/use-interactive";

export type LoginCopy = Pick<
  typeof loginPage,
  "form" | "messages" | "notice" | "legal" | "alreadySignedIn" | "serviceNotice" | "serverMessages"
>;

export type LoginFormProps = {
  /** The page's language, from the route's loader. */
  copy: LoginCopy;
  /** Exact-match credential check, supplied by the admin-session feature through the route. */
  verify: (username: string, password: string) => boolean;
  /** Stores the session marker; false when storage refused. */
  startSession: () => boolean;
  signedIn: boolean;
  /** With the intake service: the server checks the pair and starts the session. */
  signInWithServer?: (username: string, password: string) => Promise<ServerLoginOutcome>;
};

export function LoginForm({
  copy: { form: copy, messages, notice, legal, alreadySignedIn, serviceNotice, serverMessages },
  verify,
  startSession,
  signedIn,
  signInWithServer,
}: LoginFormProps) {
  // zod and the schema load on the first validation, not with the page.
  const resolver = useMemo(
    () =>
      lazyResolver<LoginValues, LoginValues>(
        () => import("./login-resolver").then((module) => ({ resolver: module.resolverFor(copy) })),
        () =>
          showToast("error", serverMessages.unavailableTitle, {
            description: serverMessages.unavailableText,
          }),
      ),
    [copy, serverMessages],
  );
  const navigate = useLocalizedNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const waiting = useScriptOnly();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver,
    defaultValues: { username: "", password: "" },
  });

  // A sign-in the browser sent itself before the page was interactive comes back here on failure.
  const native = useNativeForm(intakeEndpoints.login);
  useNativeResult(
    intakeEndpoints.login,
    useCallback(
      (result: NativeResult) => {
        if (result.sent) return;
        if (result.error === "locked") {
          showToast("error", serverMessages.lockedTitle, {
            description: serverMessages.lockedText,
          });
        } else if (result.error === "invalid") {
          showToast("error", messages.failedTitle, { description: messages.failedText });
        } else {
          showToast("error", serverMessages.unavailableTitle, {
            description: serverMessages.unavailableText,
          });
        }
      },
      [messages, serverMessages],
    ),
  );

  const onServerSubmit = async (values: LoginValues) => {
    const outcome = await signInWithServer!(values.username, values.password);
    if (outcome === "invalid") {
      showToast("error", messages.failedTitle, { description: messages.failedText });
    } else if (outcome === "locked") {
      showToast("error", serverMessages.lockedTitle, { description: serverMessages.lockedText });
    } else if (outcome === "unavailable") {
      showToast("error", serverMessages.unavailableTitle, {
        description: serverMessages.unavailableText,
      });
    } else {
      showToast("success", messages.successTitle, { description: messages.successText });
      void navigate("/admin");
    }
  };

  const onSubmit = (values: LoginValues) => {
    if (signInWithServer) return onServerSubmit(values);
    const outcome = attemptLogin(values, verify, startSession);
    if (outcome === "invalid") {
      showToast("error", messages.failedTitle, { description: messages.failedText });
    } else if (outcome === "storage-error") {
      showToast("error", messages.storageTitle, { description: messages.storageText });
    } else {
      showToast("success", messages.successTitle, { description: messages.successText });
      void navigate("/admin");
    }
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-8 lg:grid-cols-[3fr_2fr]">
      <Card className="p-6 sm:p-8">
        {signedIn ? (
          <div
            role="status"
            className="mb-6 rounded-lg border border-border bg-secondary p-4 text-secondary-foreground"
          >
            <p className="font-semibold">{alreadySignedIn.title}</p>
            <p className="mt-1 text-sm">
              {alreadySignedIn.text}{" "}
              <Link to="/admin" className="font-medium underline">
                {alreadySignedIn.linkText}
              </Link>
            </p>
          </div>
        ) : null}
        {/* A password never goes in a URL: POST, even if the browser ever submits it by itself. */}
        <form {...native.formProps} onSubmit={handleSubmit(onSubmit)} className="space-y-5">
          <div>
            <Label htmlFor="login-username">{copy.usernameLabel}</Label>
            <Input
              id="login-username"
              className="mt-1.5"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? "login-username-error" : undefined}
              {...register("username")}
            />
            <FieldError id="login-username-error">{errors.username?.message}</FieldError>
          </div>
          <div>
            <Label htmlFor="login-password">{copy.passwordLabel}</Label>
            <div className="relative mt-1.5">
              <Input
                id="login-password"
                type={showPassword ? "text" : "password"}
                className="pe-12"
                autoComplete="current-password"
                autoCapitalize="none"
                spellCheck={false}
                required
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "login-password-error" : undefined}
                {...register("password")}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                {...waiting}
                aria-controls="login-password"
                className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-md text-muted-foreground hover:text-foreground"
              >
                {showPassword ? (
                  <Icon name="eye-off" className="size-5" aria-hidden="true" />
                ) : (
                  <Icon name="eye" className="size-5" aria-hidden="true" />
                )}
                <span className="sr-only">
                  {showPassword ? copy.hidePassword : copy.showPassword}
                </span>
              </button>
            </div>
            <FieldError id="login-password-error">{errors.password?.message}</FieldError>
          </div>
          <div className="flex justify-end">
            <button
              type="button"
              className="text-sm font-medium text-link underline-offset-4 hover:underline"
              {...waiting}
              onClick={() =>
                showToast("default", messages.resetTitle, { description: messages.resetText })
              }
            >
              {copy.forgotPassword}
            </button>
          </div>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={isSubmitting}
            {...native.submitProps}
          >
            {isSubmitting ? copy.submitting : copy.submit}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            <Interpolated
              template={legal.sentence}
              parts={{
                terms: (
                  <Link to="/terms-of-service" className="text-link underline">
                    {legal.terms}
                  </Link>
                ),
                privacy: (
                  <Link to="/privacy-policy" className="text-link underline">
                    {legal.privacy}
                  </Link>
                ),
              }}
            />
          </p>
        </form>
      </Card>
      <aside
        aria-labelledby="demo-notice-title"
        className="rounded-xl border border-border bg-muted p-6 sm:p-8"
      >
        <h2 id="demo-notice-title" className="flex items-center gap-2 text-lg font-semibold">
          <Icon name="info" className="size-5 text-primary" aria-hidden="true" />
          {signInWithServer ? serviceNotice.title : notice.title}
        </h2>
        <p className="mt-3 text-muted-foreground">
          {signInWithServer ? serviceNotice.text : notice.text}
        </p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-medium">{notice.usernameLabel}</dt>
          <dd>
            <code className="rounded bg-background px-2 py-0.5 font-mono text-sm">
              {demoAdmin.username}
            </code>
          </dd>
          <dt className="font-medium">{notice.passwordLabel}</dt>
          <dd>
            <code className="rounded bg-background px-2 py-0.5 font-mono text-sm">
              {demoAdmin.password}
            </code>
          </dd>
        </dl>
      </aside>
    </div>
  );
}
