import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/field";
import { sortOptions } from "./filters";
import type { MarketplaceFilters, PriceRange } from "./filters";
import { applyPriceBound } from "./price-range";
import type { PriceBound } from "./price-range";
import { maxSearchLength } from "./query";
import type { MarketplaceState } from "./query";
import { useDraftText } from "./use-draft-text";
import { fillTemplate } from "~/lib/fill-template";
import { Icon } from "~/components/ui/icon";
import type { marketplaceCopy } from "~/content/marketplace";
import { ImplicitSubmit } from "~/components/ui/implicit-submit";

export type FilterPanelCopy = (typeof marketplaceCopy)["filters"];

export type FilterChange = (patch: Partial<MarketplaceState>, options?: { replace?: boolean }) => void;

const priceKey = (range: PriceRange) => `${range.min}-${range.max}`;

/** Shown once the visitor is close to the search limit, so the cut-off never surprises them. */
const counterFrom = maxSearchLength - 20;

export function FilterPanel({
  filters,
  categories,
  categoryLabels,
  copy,
  clearLabel,
  onChange,
  onClear,
}: {
  filters: MarketplaceFilters;
  categories: readonly string[];
  categoryLabels: Readonly<Record<string, string>>;
  copy: FilterPanelCopy;
  clearLabel: string;
  onChange: FilterChange;
  onClear: () => void;
}) {
  const id = useId();
  const search = useDraftText(filters.search);
  const min = useDraftText(String(filters.price.min));
  const max = useDraftText(String(filters.price.max));

  const rejection = (bound: PriceBound, field: ReturnType<typeof useDraftText>) => {
    if (!field.isDirty) return null;
    const result = applyPriceBound(filters.price, bound, field.value);
    if (result.accepted) return null;
    return bound === "min" ? copy.minAboveMax : copy.maxBelowMin;
  };
  const minError = rejection("min", min);
  const maxError = rejection("max", max);
  const priceError = minError ?? maxError;

  // The range last asked for, and the address's ranges since which it is the latest word. The
  // address catches up later (a router navigation is asynchronous): a bound typed before then
  // starts from the range asked for, or it would undo the other bound typed just before.
  const askedPrice = useRef<{ since: string[]; range: PriceRange } | null>(null);
  // Once the address has caught up, it is the truth again: Back to an older range starts there.
  const shownPrice = priceKey(filters.price);
  useEffect(() => {
    if (askedPrice.current && priceKey(askedPrice.current.range) === shownPrice) askedPrice.current = null;
  }, [shownPrice]);

  // Typing replaces the current history entry; only discrete choices add one, so Back is useful.
  const typePrice = (bound: PriceBound, field: ReturnType<typeof useDraftText>, text: string) => {
    const asked = askedPrice.current;
    const pending = asked?.since.includes(shownPrice) && shownPrice !== priceKey(asked.range);
    const result = applyPriceBound(pending ? asked!.range : filters.price, bound, text);
    field.type(text, result.accepted ? String(result.range[bound]) : null);
    if (!result.accepted) return;
    askedPrice.current = {
      since: [...(pending ? asked!.since : [shownPrice]), priceKey(result.range)],
      range: result.range,
    };
    onChange({ price: result.range }, { replace: true });
  };
  const clear = () => {
    askedPrice.current = null;
    onClear();
  };

  return (
    <form method="get" aria-label={copy.formLabel} className="space-y-6" onSubmit={(event) => event.preventDefault()}>
      <ImplicitSubmit />
      <div>
        <Label htmlFor={`${id}-search`}>{copy.search}</Label>
        <div className="relative mt-1.5">
          <Icon name="search" className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={`${id}-search`}
            type="search"
            className="ps-9"
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            maxLength={maxSearchLength}
            aria-describedby={search.value.length >= counterFrom ? `${id}-search-count` : undefined}
            value={search.value}
            onChange={(event) => {
              const text = event.target.value;
              search.type(text, text.slice(0, maxSearchLength));
              onChange({ search: text }, { replace: true });
            }}
            onBlur={search.reset}
          />
        </div>
        {search.value.length >= counterFrom ? (
          <p id={`${id}-search-count`} className="mt-1 text-xs text-muted-foreground">
            {fillTemplate(copy.searchCount, { count: search.value.length, max: maxSearchLength })}
          </p>
        ) : null}
      </div>

      <div>
        <Label htmlFor={`${id}-category`}>{copy.category}</Label>
        <NativeSelect
          id={`${id}-category`}
          className="mt-1.5"
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="all">{copy.allCategories}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryLabels[category] ?? category}
            </option>
          ))}
        </NativeSelect>
      </div>

      <fieldset>
        <legend className="text-sm font-medium">{copy.priceLegend}</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-3">
          {(
            [
              ["min", copy.minPrice, min],
              ["max", copy.maxPrice, max],
            ] as const
          ).map(([bound, label, field]) => (
            <div key={bound}>
              <Label htmlFor={`${id}-${bound}`} className="text-xs text-muted-foreground">
                {label}
              </Label>
              <div className="relative mt-1">
                <span aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-sm text-muted-foreground">
                  {copy.currency}
                </span>
                <Input
                  id={`${id}-${bound}`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  className="ps-6"
                  aria-invalid={(bound === "min" ? minError : maxError) ? true : undefined}
                  aria-describedby={`${id}-price-error`}
                  value={field.value}
                  onChange={(event) => typePrice(bound, field, event.target.value)}
                  onBlur={field.reset}
                />
              </div>
            </div>
          ))}
        </div>
        <p id={`${id}-price-error`} aria-live="polite" className="mt-1 min-h-5 text-sm text-destructive">
          {priceError ?? ""}
        </p>
      </fieldset>

      <div>
        <Label htmlFor={`${id}-sort`}>{copy.sortBy}</Label>
        <NativeSelect
          id={`${id}-sort`}
          className="mt-1.5"
          value={filters.sort}
          onChange={(event) => {
            const option = sortOptions.find((candidate) => candidate.value === event.target.value);
            if (option) onChange({ sort: option.value });
          }}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {copy.sortLabels[option.value]}
            </option>
          ))}
        </NativeSelect>
      </div>

      <Button variant="outline" className="w-full" onClick={clear}>
        <Icon name="rotate-ccw" aria-hidden="true" />
        {clearLabel}
      </Button>
    </form>
  );
}
