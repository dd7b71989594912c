import { useState } from "react";
import type { ChangeEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/field";
import type { blogListCopy } from "~/content/blog";
import type { Localized } from "~/content/localized";
import type { BlogCategory } from "~/content/posts/catalogue";
import { plural } from "~/lib/format";
import { documentLanguage } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";
import { useInteractive } from "~/lib/use-interactive";
import {
  allCategories,
  categoryOptions,
  defaultFilters,
  filterPosts,
  filtersToParams,
  hasActiveFilters,
  maxQueryLength,
  parseFilters,
  resolveFilters,
  sortOptions,
} from "./blog-filters";
import type { BlogFilters, SortOrder } from "./blog-filters";
import type { DatedPost } from "./dated-post";
import { PostCard } from "./post-card";
import { Icon } from "~/components/ui/icon";
import { ImplicitSubmit } from "~/components/ui/implicit-submit";

export type BlogExplorerCopy = Localized<typeof blogListCopy.explorer>;

const mirrorState = { blogFilters: true } as const;

function isMirrorState(state: unknown): boolean {
  return typeof state === "object" && state !== null && "blogFilters" in state;
}

/**
 * Search, category and sort over the posts, mirrored in the query string (?q=&category=&sort=)
 * so a filtered list can be bookmarked and shared.
 */
export function BlogExplorer({
  posts,
  countTexts,
  copy,
  categoryLabels,
  locale,
}: {
  posts: DatedPost[];
  /** The count line for every count from none to all ("5 articles"), written by the loader. */
  countTexts: readonly string[];
  copy: BlogExplorerCopy;
  categoryLabels: Record<BlogCategory, string>;
  locale: SiteLocale;
}) {
  const hydrated = useInteractive();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = categoryOptions(posts);
  const [draft, setDraft] = useState<{ filters: BlogFilters; baseKey: string } | null>(null);

  const filters = resolveFilters({
    hydrated,
    fromUrl: parseFilters(searchParams, categories),
    draft,
    locationKey: location.key,
    locationIsMirror: isMirrorState(location.state),
  });
  const visible = filterPosts(posts, filters, documentLanguage(locale).lang);
  const categoryLabel = (category: string) =>
    Object.hasOwn(categoryLabels, category) ? categoryLabels[category as BlogCategory] : category;

  function update(next: BlogFilters) {
    setDraft({ filters: next, baseKey: location.key });
    setSearchParams(filtersToParams(next), {
      replace: true,
      preventScrollReset: true,
      state: mirrorState,
    });
  }

  const onQuery = (event: ChangeEvent<HTMLInputElement>) =>
    update({ ...filters, q: event.target.value.slice(0, maxQueryLength) });
  const onCategory = (event: ChangeEvent<HTMLSelectElement>) =>
    update({ ...filters, category: event.target.value });
  const onSort = (event: ChangeEvent<HTMLSelectElement>) =>
    update({ ...filters, sort: event.target.value as SortOrder });

  const heading =
    filters.category === allCategories
      ? copy.allHeading
      : copy.categoryHeading.replace("{category}", categoryLabel(filters.category));

  return (
    <div>
      <form
        method="get"
        role="search"
        aria-label={copy.formLabel}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm md:grid-cols-[minmax(0,1fr)_14rem_12rem] md:p-6"
      >
        <ImplicitSubmit />
        <div>
          <Label htmlFor="blog-search">{copy.searchLabel}</Label>
          <div className="relative mt-1.5">
            <Icon
              name="search"
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="blog-search"
              type="search"
              value={filters.q}
              onChange={onQuery}
              maxLength={maxQueryLength}
              placeholder={copy.searchPlaceholder}
              autoComplete="off"
              className="ps-9"
            />
          </div>
        </div>
        <div>
          <Label htmlFor="blog-category">{copy.categoryLabel}</Label>
          <NativeSelect
            id="blog-category"
            value={filters.category}
            onChange={onCategory}
            className="mt-1.5"
          >
            {categories.map((category) => (
              <option key={category} value={category}>
                {category === allCategories ? copy.allCategories : categoryLabel(category)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="blog-sort">{copy.sortLabel}</Label>
          <NativeSelect id="blog-sort" value={filters.sort} onChange={onSort} className="mt-1.5">
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {copy.sortLabels[option.value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>

      <div className="mt-10 flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-2xl font-bold tracking-tight">{heading}</h2>
        <div className="flex items-center gap-4">
          <p role="status" className="text-sm text-muted-foreground">
            {countTexts[visible.length] ?? plural(visible.length, copy.count, locale)}
          </p>
          {hasActiveFilters(filters) && visible.length > 0 ? (
            <Button variant="link" size="sm" onClick={() => update(defaultFilters)}>
              {copy.clearFilters}
            </Button>
          ) : null}
        </div>
      </div>

      {visible.length > 0 ? (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((post, index) => (
            <PostCard
              key={post.slug}
              post={post}
              eager={index === 0}
              categoryLabel={categoryLabel(post.category)}
              copy={copy}
            />
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-border p-10 text-center">
          <p className="text-lg">{copy.empty}</p>
          <Button variant="outline" className="mt-6" onClick={() => update(defaultFilters)}>
            {copy.clearFilters}
          </Button>
        </div>
      )}
    </div>
  );
}
