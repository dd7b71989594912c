import { coverSize, coverSrc } from "~/content/posts/media";
import type { BlogPostSummary } from "~/content/posts/catalogue";
import type { postPageCopy } from "~/content/blog";
import type { Localized } from "~/content/localized";
import { formatLongDate, plural } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";
import { Icon } from "~/components/ui/icon";

/** Author, date, views and reading time, for the hero under the post's title. */
export function PostByline({
  post,
  views,
  minutes,
  copy,
  locale,
}: {
  post: BlogPostSummary;
  views: number;
  minutes: number;
  copy: Localized<typeof postPageCopy.byline>;
  locale: SiteLocale;
}) {
  return (
    <div className="space-y-3 text-base">
      <p>
        {copy.by} <span className="font-semibold text-hero-foreground">{post.author}</span>, {post.authorRole}
      </p>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <li className="inline-flex items-center gap-1.5">
          <Icon name="calendar-days" aria-hidden="true" className="size-4" />
          <span className="sr-only">{copy.published}</span>
          <time dateTime={post.date}>{formatLongDate(post.date, locale)}</time>
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Icon name="eye" aria-hidden="true" className="size-4" />
          {plural(views, copy.views, locale)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Icon name="clock" aria-hidden="true" className="size-4" />
          {plural(minutes, copy.minutes, locale)}
        </li>
      </ul>
    </div>
  );
}

/** The cover is the page's main image, so it loads first and keeps its box before it arrives. */
export function PostCover({ post }: { post: BlogPostSummary }) {
  return (
    <img
      src={coverSrc(post.imageSlug)}
      alt={post.imageAlt}
      width={coverSize.width}
      height={coverSize.height}
      fetchPriority="high"
      className="aspect-[1200/630] h-auto w-full rounded-xl border border-white/10 object-cover shadow-lg"
    />
  );
}
