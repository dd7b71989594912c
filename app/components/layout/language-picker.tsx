import { DropdownMenu as DropdownPrimitive } from "radix-ui";
import { useEffect, useLayoutEffect, useRef } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import type { Language, LanguageCode } from "~/content/nav";
import { iconButton } from "./header-styles";
import type { MenuHandOff } from "./header-styles";
import { focusFirstMenuItem } from "./header-styles";
import { useMenuTabOut } from "./menu-tab-out";
import { Icon } from "~/components/ui/icon";
import { fillTemplate } from "~/lib/fill-template";

/** Desktop language menu. The choice only lives in this page: the site is English-only today. */
export function LanguagePicker({
  languages,
  value,
  onChange,
  heading,
  buttonLabel,
  openOnMount,
  focusOnMount,
  keyboardOpen,
}: {
  languages: Language[];
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  /** The menu's heading, "Language". */
  heading: string;
  /** The button's name, "Language: {language}". */
  buttonLabel: string;
} & MenuHandOff) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const initialFocus = useRef(focusOnMount && !openOnMount);
  const keyboardOpenOnce = useRef(Boolean(openOnMount && keyboardOpen));
  const { open, onOpenChange, contentProps } = useMenuTabOut(triggerRef, openOnMount);
  useEffect(() => {
    if (keyboardOpenOnce.current) focusFirstMenuItem();
  }, []);
  useLayoutEffect(() => {
    if (initialFocus.current) triggerRef.current?.focus();
  }, []);
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        ref={triggerRef}
        className={iconButton}
        aria-label={fillTemplate(buttonLabel, {
          language: languages.find((language) => language.code === value)?.name ?? value,
        })}
      >
        <Icon name="languages" className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        {...contentProps}
        align="end"
        // The 200 px list scrolls: as a tab stop it is reachable without a pointer (Radix uses -1).
        tabIndex={0}
        className="max-h-[200px] w-52"
      >
        <DropdownMenuLabel>{heading}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(code) => onChange(code as LanguageCode)}
        >
          {languages.map((language) => (
            <DropdownMenuRadioItem key={language.code} value={language.code} lang={language.code}>
              <span aria-hidden="true">{language.flag}</span>
              <span className="flex-1">{language.name}</span>
              <DropdownPrimitive.ItemIndicator>
                <Icon name="check" className="size-4 text-primary" aria-hidden="true" />
              </DropdownPrimitive.ItemIndicator>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
