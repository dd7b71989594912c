import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import type { Language, LanguageCode } from "~/content/nav";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/fill-template";
import { localizedPath } from "~/lib/i18n";
import { isPlainClick } from "~/lib/plain-click";
import { Icon } from "~/components/ui/icon";
import { HeaderMenu } from "./header-menu";
import { localeInfo } from "~/lib/locales";

/**
 * The desktop language menu, a menu button whose menu is a native popover. Each language is a
 * link to this page in it, so it works before any script; once hydrated, `onChange` handles every
 * choice (it keeps the query and hash and remembers the choice).
 */
export function LanguagePicker({
  languages,
  value,
  onChange,
  heading,
  buttonLabel,
}: {
  languages: Language[];
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  /** The menu's heading, "Language". */
  heading: string;
  /** The button's name, "Language: {language}". */
  buttonLabel: string;
}) {
  // Without a trailing slash, the page's canonical form (the prerender sees "/about/").
  const pathname = useLocation().pathname.replace(/(.)\/+$/, "$1");
  const choose = (code: LanguageCode) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onChange(code);
  };
  return (
    <HeaderMenu
      id="language-menu"
      label={fillTemplate(buttonLabel, {
        language: languages.find((language) => language.code === value)?.name ?? value,
      })}
      icon="languages"
      heading={heading}
      className="max-h-[200px] w-52"
    >
      {languages.map((language) => {
        const checked = language.code === value;
        const body = (
          <>
            <span aria-hidden="true">{language.flag}</span>
            <span className="flex-1">{language.name}</span>
            {checked ? (
              <Icon name="check" className="size-4 text-primary" aria-hidden="true" />
            ) : null}
          </>
        );
        const props = {
          role: "menuitemradio",
          "aria-checked": checked,
          tabIndex: -1,
          // The page's own tag (pt-BR, zh-Hans), as its alternates name it.
          lang: localeInfo(language.code).lang,
          className: cn("menu-item", checked && "font-semibold"),
          onClick: choose(language.code),
        } as const;
        return (
          <a
            key={language.code}
            href={localizedPath(pathname, language.code)}
            hrefLang={localeInfo(language.code).lang}
            {...props}
          >
            {body}
          </a>
        );
      })}
    </HeaderMenu>
  );
}
