import { Link } from "~/components/ui/link";
import { brand } from "~/content/site";
import { cn } from "~/lib/cn";

/** The pine mark, drawn inline so the logo costs no request and follows the theme's colours. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn("size-9 shrink-0", className)}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M16 5l7 10h-4l5 7h-6v5h-4v-5H8l5-7H9z" className="fill-primary-foreground" />
    </svg>
  );
}

/** The wordmark: short name above the rest of the company name, so the desktop bar has room. */
export function SiteLogo({ label, onNavigate }: { label: string; onNavigate?: () => void }) {
  const rest = brand.name.startsWith(brand.shortName)
    ? brand.name.slice(brand.shortName.length).trim()
    : "";
  return (
    <Link
      to="/"
      aria-label={label}
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2.5 rounded-md"
    >
      <LogoMark />
      <span className="flex flex-col leading-none" aria-hidden="true">
        <span className="text-lg font-bold tracking-tight">
          {rest ? brand.shortName : brand.name}
        </span>
        {/* The space keeps the two words of the visible name apart, so it matches the link's name. */}
        {rest ? " " : null}
        {rest ? (
          <span className="mt-0.5 text-[0.6875rem] font-semibold tracking-[0.18em] text-muted-foreground uppercase">
            {rest}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
