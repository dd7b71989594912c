import { useEffect, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";
import { useScriptOnly } from "~/lib/use-interactive";

type Phase = "shown" | "leaving" | "gone";

const exitMs = 400;

/**
 * The flash-sale strip above the header. It is in the prerendered HTML, so it takes its space
 * before first paint; dismissal lives in memory only, so a reload shows it again.
 */
export function PromoBanner({
  highlight,
  text,
  linkText,
  href,
  dismissLabel,
  label,
}: {
  highlight: string;
  text: string;
  linkText: string;
  href: string;
  dismissLabel: string;
  label: string;
}) {
  const [phase, setPhase] = useState<Phase>("shown");
  const waiting = useScriptOnly();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (phase === "gone") return null;

  function dismiss() {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // The button disappears with the banner: keep keyboard users in the page, not on <body>.
    document.getElementById("main-content")?.focus({ preventScroll: true });
    if (reduced) {
      setPhase("gone");
      return;
    }
    setPhase("leaving");
    timer.current = setTimeout(() => setPhase("gone"), exitMs);
  }

  return (
    <section
      aria-label={label}
      className={cn(
        "grid bg-hero text-hero-foreground motion-safe:transition-[grid-template-rows,opacity] motion-safe:duration-400 motion-safe:ease-out",
        phase === "leaving" ? "grid-rows-[0fr] opacity-0" : "grid-rows-[1fr] opacity-100",
      )}
    >
      <div className="overflow-hidden">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-6 py-2 text-sm motion-safe:animate-[promo-enter_0.4s_ease-out] lg:px-8">
          <Icon
            name="sparkles"
            className="hidden size-4 shrink-0 text-hero-muted sm:block"
            aria-hidden="true"
          />
          <p className="flex-1 text-center sm:text-start">
            <strong className="font-semibold">{highlight}</strong> {text}{" "}
            <Link
              to={href}
              className="font-semibold whitespace-nowrap underline underline-offset-4 hover:no-underline"
            >
              {linkText}
            </Link>
          </p>
          <button
            type="button"
            onClick={dismiss}
            {...waiting}
            aria-label={dismissLabel}
            className="-me-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-white/10"
          >
            <Icon name="x" className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {/* Trusted, constant CSS: the keyframes of the 0.4 s entry, kept beside the only component using them. */}
      <style>{promoKeyframes}</style>
    </section>
  );
}

const promoKeyframes =
  "@keyframes promo-enter{from{opacity:0;transform:translateY(-100%)}to{opacity:1;transform:none}}";
