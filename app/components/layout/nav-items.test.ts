import { describe, expect, it, vi } from "vitest";
import { mainNav } from "~/content/navigation";
import { renderableNavItems } from "./nav-items";

describe("renderableNavItems", () => {
  it("keeps every item of the site's navigation", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(renderableNavItems(mainNav)).toEqual(mainNav);
    expect(warn).not.toHaveBeenCalled();
  });

  it("skips items without a title and warns once per item", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const items = [
      { title: "Pricing", href: "/pricing", isDropdown: false },
      { title: "", href: "/empty", isDropdown: false },
      { href: "/missing", isDropdown: false },
      { title: "   ", href: "/blank", isDropdown: false },
      null,
      { title: "Blog", href: "/blog", isDropdown: false },
    ];
    expect(renderableNavItems(items).map((item) => item.title)).toEqual(["Pricing", "Blog"]);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it("logs an error and renders nothing when the links are not an array", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const value of [undefined, null, "Products", { title: "Products" }]) {
      expect(renderableNavItems(value)).toEqual([]);
    }
    expect(error).toHaveBeenCalledTimes(4);
  });
});
