import { coverSize, coverSrc } from "~/content/posts/media";
import type { BlogPostSummary } from "~/content/posts/catalogue";
import { formatLongDate, formatNumber } from "~/lib/format";
import { Icon } from "~/components/ui/icon";

/** Author, date, views and reading time, for the hero under the post's title. */
export function PostByline({
  post,
  views,
  minutes,
}: {
  post: BlogPostSummary;
  views: number;
  minutes: number;
}) {
  return (
    <div className="space-y-3 text-base">
      <p>
        By <span className="font-semibold text-hero-foreground">{post.author}</span>, {post.authorRole}
      </p>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <li className="inline-flex items-center gap-1.5">
          <Icon name="calendar-days" aria-hidden="true" className="size-4" />
          <span className="sr-only">Published </span>
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Icon name="eye" aria-hidden="true" className="size-4" />
          {formatNumber(views)} views
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Icon name="clock" aria-hidden="true" className="size-4" />
          {minutes} min read
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
