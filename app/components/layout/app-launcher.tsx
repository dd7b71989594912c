import { useEffect, useLayoutEffect, useRef } from "react";
import { Link } from "~/components/ui/link";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Icon } from "~/components/ui/icon";
import type { NavLink } from "~/content/nav";
import { NewTabHint } from "./external-hint";
import { iconButton } from "./header-styles";
import type { MenuHandOff } from "./header-styles";
import { focusFirstMenuItem } from "./header-styles";
import { useMenuTabOut } from "./menu-tab-out";

/** The product launcher: sister sites open in a new tab, our own pages in this one. */
export function AppLauncher({
  title,
  links,
  newTabHint,
  openOnMount,
  focusOnMount,
  keyboardOpen,
}: { title: string; links: NavLink[]; newTabHint: string } & MenuHandOff) {
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
      <DropdownMenuTrigger ref={triggerRef} className={iconButton} aria-label={title}>
        <Icon name="layout-grid" className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        {...contentProps}
        align="end"
        // Compact rows keep all eleven entries inside the 400 px cap; if a short window still
        // makes the list scroll, the list itself is a tab stop (Radix leaves it at -1).
        tabIndex={0}
        className="max-h-[400px] w-72"
      >
        <DropdownMenuLabel>{title}</DropdownMenuLabel>
        {links.map((link) => {
          const body = (
            <>
              <Icon name={link.icon} className="size-4 shrink-0 text-primary" />
              <span className="min-w-0 flex-1 truncate font-medium">{link.title}</span>
            </>
          );
          return (
            <DropdownMenuItem key={link.href} asChild className="py-1.5!">
              {link.target === "_blank" ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {body}
                  <Icon name="external-link"
                    className="size-3.5 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                  <NewTabHint text={newTabHint} />
                </a>
              ) : (
                <Link to={link.href}>{body}</Link>
              )}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
