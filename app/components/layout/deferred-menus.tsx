import { useState } from "react";
import type { Language, LanguageCode, NavItem, NavLink } from "~/content/nav";
import { fillTemplate } from "~/lib/fill-template";
import { DesktopNavPlaceholder, MenuButtonPlaceholder } from "./header-placeholders";
import { useDeferredModule } from "~/components/ui/use-deferred-module";

// Radix menus are the heaviest part of the header (about 35 KB gzipped): they load only when a
// visitor reaches for one (hover, focus or click on its stand-in), never with the page.
const loadDesktopNav = () => import("./desktop-nav");
const loadAppLauncher = () => import("./app-launcher");
const loadLanguagePicker = () => import("./language-picker");

export function DeferredDesktopNav({
  items,
  label,
  newTabHint,
  className,
}: {
  items: NavItem[];
  label: string;
  newTabHint: string;
  className?: string;
}) {
  const [module, request] = useDeferredModule(loadDesktopNav);
  const [open, setOpen] = useState<string>();
  const [focused, setFocused] = useState<string>();
  if (module) {
    return (
      <module.DesktopNav
        items={items}
        label={label}
        newTabHint={newTabHint}
        className={className}
        openOnMount={open}
        focusOnMount={open ?? focused}
      />
    );
  }
  return (
    <DesktopNavPlaceholder
      items={items}
      label={label}
      className={className}
      onIntent={request}
      onFocusTarget={setFocused}
      onOpen={(title) => {
        setOpen(title);
        request();
      }}
    />
  );
}

export function DeferredAppLauncher({
  title,
  links,
  newTabHint,
}: {
  title: string;
  links: NavLink[];
  newTabHint: string;
}) {
  const [module, request] = useDeferredModule(loadAppLauncher);
  const [open, setOpen] = useState(false);
  const [keyboard, setKeyboard] = useState(false);
  const [focused, setFocused] = useState(false);
  if (module) {
    return (
      <module.AppLauncher
        title={title}
        links={links}
        newTabHint={newTabHint}
        openOnMount={open}
        focusOnMount={focused}
        keyboardOpen={keyboard}
      />
    );
  }
  return (
    <MenuButtonPlaceholder
      label={title}
      icon="layout-grid"
      onIntent={request}
      onFocusTarget={(target) => setFocused(Boolean(target))}
      onOpen={(_, viaKeyboard) => {
        setOpen(true);
        setKeyboard(viaKeyboard);
        request();
      }}
    />
  );
}

export function DeferredLanguagePicker({
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
  const [module, request] = useDeferredModule(loadLanguagePicker);
  const [open, setOpen] = useState(false);
  const [keyboard, setKeyboard] = useState(false);
  const [focused, setFocused] = useState(false);
  if (module) {
    return (
      <module.LanguagePicker
        languages={languages}
        value={value}
        onChange={onChange}
        heading={heading}
        buttonLabel={buttonLabel}
        openOnMount={open}
        focusOnMount={focused}
        keyboardOpen={keyboard}
      />
    );
  }
  const name = languages.find((language) => language.code === value)?.name ?? value;
  return (
    <MenuButtonPlaceholder
      label={fillTemplate(buttonLabel, { language: name })}
      icon="languages"
      onIntent={request}
      onFocusTarget={(target) => setFocused(Boolean(target))}
      onOpen={(_, viaKeyboard) => {
        setOpen(true);
        setKeyboard(viaKeyboard);
        request();
      }}
    />
  );
}
