import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { marketplaceCopy } from "~/content/marketplace";
import { productCategories } from "~/content/products";
import { FilterPanel } from "./filter-panel";
import { defaultFilters } from "./filters";
import type { MarketplaceFilters } from "./filters";

const labels = Object.fromEntries(productCategories.map((category) => [category, category]));

/** The panel as the marketplace renders it, for the address's `filters`. */
function panel(filters: MarketplaceFilters, onChange = vi.fn(), onClear = vi.fn()) {
  return (
    <FilterPanel
      filters={filters}
      categories={productCategories}
      categoryLabels={labels}
      copy={marketplaceCopy.filters}
      clearLabel={marketplaceCopy.clearAll}
      onChange={onChange}
      onClear={onClear}
    />
  );
}

function renderPanel(filters: MarketplaceFilters = defaultFilters) {
  const onChange = vi.fn();
  const onClear = vi.fn();
  const view = render(panel(filters, onChange, onClear));
  const min = screen.getByRole("spinbutton", { name: "Minimum price" });
  const max = screen.getByRole("spinbutton", { name: "Maximum price" });
  return { ...view, onChange, onClear, min, max };
}

const pricesAsked = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.calls.map(([patch]) => (patch as Partial<MarketplaceFilters>).price);

describe("FilterPanel's price range", () => {
  it("keeps the first bound when the other is typed before the address has caught up", () => {
    // The filters prop is the address's range, which a router navigation updates later.
    const { min, max, onChange } = renderPanel();
    fireEvent.change(min, { target: { value: "79" } });
    fireEvent.change(max, { target: { value: "149" } });
    expect(pricesAsked(onChange)).toEqual([
      { min: 79, max: 1500 },
      { min: 79, max: 149 },
    ]);
  });

  it("checks a bound against the range it last asked for", () => {
    const { min, max, onChange } = renderPanel();
    fireEvent.change(max, { target: { value: "100" } });
    fireEvent.change(min, { target: { value: "500" } });
    expect(pricesAsked(onChange)).toEqual([{ min: 0, max: 100 }]);
  });

  it("starts from the address's range once it has moved on for another reason", () => {
    const { min, max, onChange, rerender } = renderPanel();
    fireEvent.change(min, { target: { value: "79" } });
    // Back or another tab's change: a range this panel never asked for.
    const elsewhere = { ...defaultFilters, price: { min: 10, max: 900 } };
    rerender(panel(elsewhere, onChange));
    fireEvent.change(max, { target: { value: "500" } });
    expect(pricesAsked(onChange).at(-1)).toEqual({ min: 10, max: 500 });
  });

  it("forgets the range it asked for when the filters are cleared", () => {
    const { min, max, onChange, onClear } = renderPanel();
    fireEvent.change(min, { target: { value: "79" } });
    fireEvent.click(screen.getByRole("button", { name: marketplaceCopy.clearAll }));
    expect(onClear).toHaveBeenCalledOnce();
    // The address still shows the default range, which is also where clearing leads.
    fireEvent.change(max, { target: { value: "149" } });
    expect(pricesAsked(onChange).at(-1)).toEqual({ min: 0, max: 149 });
  });

  it("starts from the address's range after it caught up and then went back", () => {
    const { min, max, onChange, rerender } = renderPanel();
    const at = (price: { min: number; max: number }) =>
      panel({ ...defaultFilters, price }, onChange);
    fireEvent.change(min, { target: { value: "79" } });
    rerender(at({ min: 79, max: 1500 }));
    // Back to the range the panel started from.
    rerender(at({ min: 0, max: 1500 }));
    fireEvent.change(max, { target: { value: "149" } });
    expect(pricesAsked(onChange).at(-1)).toEqual({ min: 0, max: 149 });
  });
});
