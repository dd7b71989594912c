import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
// Back, in a bare router: no page language to keep.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter, useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { productCategories } from "~/content/products";
import { useMarketplaceState } from "./use-marketplace-state";

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={["/marketplace"]}>{children}</MemoryRouter>
);

function renderState() {
  return renderHook(
    () => ({
      ...useMarketplaceState(productCategories),
      search: useLocation().search,
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe("useMarketplaceState", () => {
  it("keeps a change made before the address has caught up with the one before it", () => {
    const { result } = renderState();
    // Two changes from one render: the second must not start from the address the first replaces.
    act(() => {
      result.current.update({ search: "backup" }, { replace: true });
      result.current.update({ category: "Security" });
    });
    expect(result.current.state.search).toBe("backup");
    expect(result.current.state.category).toBe("Security");
  });

  it("starts from the address once it has caught up", () => {
    const { result } = renderState();
    act(() => result.current.update({ search: "backup" }, { replace: true }));
    act(() => result.current.update({ search: "" }, { replace: true }));
    act(() => result.current.update({ sort: "price_asc" }));
    expect(result.current.search).toBe("?sort=price_asc");
  });

  it("starts from the address after Back, once it had caught up", () => {
    const { result } = renderState();
    act(() => result.current.update({ category: "Security" }));
    expect(result.current.search).toBe("?category=Security");
    act(() => void result.current.navigate(-1));
    expect(result.current.search).toBe("");
    act(() => result.current.update({ sort: "price_asc" }));
    expect(result.current.search).toBe("?sort=price_asc");
  });
});
