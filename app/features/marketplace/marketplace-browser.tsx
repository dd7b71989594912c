import { Suspense, lazy, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { showToast } from "~/lib/lazy-toast";
import type { marketplaceCopy } from "~/content/marketplace";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/use-locale";
import { applyFilters, defaultFilters, nameOrderComparator, resultCountText } from "./filters";
import type { MarketplaceFilters } from "./filters";
import { FilterPanel } from "./filter-panel";
import { ProductCard } from "./product-card";
import type { ProductSummary } from "./product-card";
import { toMarketplaceQuery } from "./query";
import type { ViewMode } from "./query";
import { useMarketplaceState } from "./use-marketplace-state";
import { Icon } from "~/components/ui/icon";
import { useScriptOnly } from "~/lib/use-interactive";

/** The marketplace's interface copy in the page's language, from the route's loader. */
export type MarketplaceCopy = typeof marketplaceCopy;

const loadFiltersSheet = () => import("./filters-sheet");
const FiltersSheet = lazy(() =>
  loadFiltersSheet().then((module) => ({ default: module.FiltersSheet })),
);

/** Cards in the first row of the grid load at once; the rest wait until they are near the viewport. */
const eagerImages = 3;

function activeFilterCount(filters: MarketplaceFilters): number {
  return [
    filters.search.trim() !== "",
    filters.category !== defaultFilters.category,
    filters.price.min !== defaultFilters.price.min ||
      filters.price.max !== defaultFilters.price.max,
    filters.sort !== defaultFilters.sort,
  ].filter(Boolean).length;
}

export function MarketplaceBrowser({
  products,
  resultCounts,
  categories,
  categoryLabels,
  nameOrder,
  copy,
}: {
  products: readonly ProductSummary[];
  /** The results line for every count from none to all, written by the loader. */
  resultCounts: readonly string[];
  /** Category identifiers, as the URL and the filter's values use them. */
  categories: readonly string[];
  /** What the page's language calls each category. */
  categoryLabels: Readonly<Record<string, string>>;
  /** Product names in the page's collation, sorted by the loader. */
  nameOrder: readonly string[];
  copy: MarketplaceCopy;
}) {
  const locale = useLocale();
  const { state, update } = useMarketplaceState(categories);
  const searchable = useMemo(
    () =>
      products.map((product) => ({ ...product, categoryLabel: categoryLabels[product.category] })),
    [products, categoryLabels],
  );
  const names = useMemo(() => nameOrderComparator(nameOrder), [nameOrder]);
  const results = useMemo(() => applyFilters(searchable, state, names), [searchable, state, names]);
  const query = toMarketplaceQuery(state).toString();
  const linkState = query ? { marketplaceQuery: query } : undefined;
  const active = activeFilterCount(state);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetRequested, setSheetRequested] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);

  const clearAll = () => {
    update({
      search: defaultFilters.search,
      category: defaultFilters.category,
      price: { ...defaultFilters.price },
      sort: defaultFilters.sort,
    });
    showToast("success", copy.clearedToast.title, { description: copy.clearedToast.description });
  };

  const panel = (
    <FilterPanel
      filters={state}
      categories={categories}
      categoryLabels={categoryLabels}
      copy={copy.filters}
      clearLabel={copy.clearAll}
      onChange={update}
      onClear={clearAll}
    />
  );

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <aside
        aria-labelledby="marketplace-filters-heading"
        className="hidden rounded-xl border border-border bg-card p-5 shadow-sm lg:block"
      >
        <h2 id="marketplace-filters-heading" className="mb-5 text-lg font-semibold">
          {copy.filtersHeading}
        </h2>
        {panel}
      </aside>

      <section aria-labelledby="marketplace-products-heading">
        <h2 id="marketplace-products-heading" className="sr-only">
          {copy.productsHeading}
        </h2>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="font-medium">
            {resultCounts[results.length] ??
              resultCountText(results.length, copy.resultCount, locale)}
          </p>
          <div className="flex items-center gap-2">
            <Button
              ref={filtersButton}
              variant="outline"
              className="lg:hidden"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onPointerEnter={() => void loadFiltersSheet()}
              onFocus={() => void loadFiltersSheet()}
              onClick={() => {
                setSheetRequested(true);
                setSheetOpen(true);
              }}
            >
              <Icon name="sliders-horizontal" aria-hidden="true" />
              {copy.filtersButton}
              {active > 0 ? " " : null}
              {active > 0 ? (
                <span className="rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground">
                  {active}
                  <span className="sr-only">{copy.activeSuffix}</span>
                </span>
              ) : null}
            </Button>
            {sheetRequested ? (
              <Suspense fallback={null}>
                <FiltersSheet
                  open={sheetOpen}
                  onOpenChange={setSheetOpen}
                  returnFocusTo={filtersButton}
                  resultCount={results.length}
                  copy={copy.sheet}
                >
                  {panel}
                </FiltersSheet>
              </Suspense>
            ) : null}
            <ViewToggle view={state.view} copy={copy} onChange={(view) => update({ view })} />
          </div>
        </div>

        {results.length > 0 ? (
          <ul
            className={cn(
              "grid gap-6",
              state.view === "grid" ? "sm:grid-cols-2 xl:grid-cols-3" : "grid-cols-1",
            )}
          >
            {results.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  categoryLabel={categoryLabels[product.category] ?? product.category}
                  copy={copy}
                  view={state.view}
                  linkState={linkState}
                  eagerImage={index < eagerImages}
                  priorityImage={index === 0}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-xl border border-dashed border-border px-6 py-14 text-center">
            <Icon
              name="search-x"
              className="mx-auto size-12 text-muted-foreground"
              aria-hidden="true"
            />
            <h3 className="mt-4 text-xl font-semibold">{copy.emptyTitle}</h3>
            <p className="mt-2 text-muted-foreground">{copy.emptyText}</p>
            <Button variant="outline" className="mt-6" onClick={clearAll}>
              {copy.clearAll}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}

function ViewToggle({
  view,
  copy,
  onChange,
}: {
  view: ViewMode;
  copy: MarketplaceCopy;
  onChange: (view: ViewMode) => void;
}) {
  const options = [
    { value: "grid", label: copy.gridView, icon: "layout-grid" },
    { value: "list", label: copy.listView, icon: "list" },
  ] as const;
  const waiting = useScriptOnly();
  return (
    <div
      role="group"
      aria-label={copy.layoutLabel}
      className="inline-flex rounded-md border border-input p-0.5"
    >
      {options.map(({ value, label, icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          {...waiting}
          onClick={() => onChange(value)}
          className={cn(
            "inline-flex h-9 items-center gap-1.5 rounded px-3 text-sm font-medium",
            view === value
              ? "bg-primary text-primary-foreground"
              : "text-foreground hover:bg-muted",
          )}
        >
          <Icon name={icon} className="size-4" aria-hidden="true" />
          {label}
          <span className="sr-only">{copy.viewSuffix}</span>
        </button>
      ))}
    </div>
  );
}
