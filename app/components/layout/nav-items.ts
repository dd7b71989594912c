import type { NavItem } from "~/content/nav";

/**
 * The navigation items that can be rendered. Content is typed, but the header must not crash on a
 * bad edit: a list that is not an array logs an error and renders nothing, and an item without a
 * title is skipped with a warning.
 */
export function renderableNavItems(items: unknown): NavItem[] {
  if (!Array.isArray(items)) {
    console.error("Navigation links must be an array; the navigation is not rendered.", items);
    return [];
  }
  return items.filter((item): item is NavItem => {
    const title: unknown =
      item && typeof item === "object" ? (item as { title?: unknown }).title : undefined;
    if (typeof title === "string" && title.trim()) return true;
    console.warn("Skipping a navigation item without a title.", item);
    return false;
  });
}
