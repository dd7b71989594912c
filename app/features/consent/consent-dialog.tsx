import { useEffect, useId, useRef } from "react";
import type { FormEvent } from "react";
import { Link } from "~/components/ui/link";
import { useConsentRecord } from "~/lib/storage";
import type { SiteLocale } from "~/lib/locales";
import type { OptionalCategory } from "~/lib/storage-inventory";
import type { ConsentCopy } from "~/content/consent";
import { decide } from "./consent-actions";

// The dialog's words come with its code (cookie-banner.tsx loads both when it opens).
export { loadConsentCopy } from "./consent-copy";

/**
 * One choice per category, in a native modal <dialog> (focus trapped and restored, Escape closes,
 * no library). Loaded on first use: Preferences in the banner, or "Cookie settings" in the footer.
 * Necessary is shown as always on; Save applies the choice (turning a category off deletes what
 * it stored) and logs it as made in the settings.
 */
export function ConsentDialog({
  gpc,
  copy,
  locale,
  onClose,
}: {
  gpc: boolean;
  /** The dialog's words in the page's language (loaded with it, cookie-banner.tsx). */
  copy: ConsentCopy["dialog"];
  locale: SiteLocale;
  onClose: () => void;
}) {
  const record = useConsentRecord();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    decide(
      { preferences: form.has("preferences"), thirdParty: form.has("thirdParty") },
      "settings",
      locale,
    );
    dialog.current?.close();
  }

  const categories: Array<{ name: OptionalCategory; title: string; text: string }> = [
    { name: "preferences", title: copy.preferences, text: copy.preferencesText },
    { name: "thirdParty", title: copy.thirdParty, text: copy.thirdPartyText },
  ];

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <form onSubmit={save} className="flex flex-col gap-4 p-5">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {copy.title}
        </h2>
        <p id={`${id}-intro`} className="text-sm leading-relaxed text-muted-foreground">
          {copy.intro}
        </p>
        {gpc ? (
          <p className="rounded-md border border-border bg-muted p-3 text-sm">{copy.gpc}</p>
        ) : null}
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{copy.title}</legend>
          <div className="flex items-start gap-3 rounded-md border border-border p-3">
            <input
              id={`${id}-necessary`}
              type="checkbox"
              checked
              disabled
              aria-describedby={`${id}-necessary-text`}
              className="mt-1 size-4 accent-primary"
            />
            <div>
              <label htmlFor={`${id}-necessary`} className="font-medium">
                {copy.necessary}{" "}
                <span className="text-sm text-muted-foreground">({copy.alwaysOn})</span>
              </label>
              <p id={`${id}-necessary-text`} className="text-sm text-muted-foreground">
                {copy.necessaryText}
              </p>
            </div>
          </div>
          {categories.map((category) => (
            <div
              key={category.name}
              className="flex items-start gap-3 rounded-md border border-border p-3"
            >
              <input
                id={`${id}-${category.name}`}
                name={category.name}
                type="checkbox"
                defaultChecked={record?.categories[category.name] === true}
                aria-describedby={`${id}-${category.name}-text`}
                className="mt-1 size-4 accent-primary"
              />
              <div>
                <label htmlFor={`${id}-${category.name}`} className="font-medium">
                  {category.title}
                </label>
                <p id={`${id}-${category.name}-text`} className="text-sm text-muted-foreground">
                  {category.text}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <p className="text-sm">
          <Link
            to="/cookie-policy"
            onClick={() => dialog.current?.close()}
            className="font-medium text-link underline underline-offset-2"
          >
            {copy.policy}
          </Link>
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex h-9 items-center justify-center rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-muted"
          >
            {copy.cancel}
          </button>
          <button
            type="submit"
            className="inline-flex h-9 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
          >
            {copy.save}
          </button>
        </div>
      </form>
    </dialog>
  );
}
