import { Link } from "~/components/ui/link";
import { Badge } from "~/components/ui/badge";
import { coverSize, coverSrc } from "~/content/posts/media";
import type { BlogExplorerCopy } from "./blog-explorer";
import { cardTags } from "./blog-filters";
import type { DatedPost } from "./dated-post";

/**
 * A post in the blog grid: the whole card is one link to the post, named by its title. `eager`
 * marks the first card, whose cover is usually the list page's largest image on first paint.
 */
export function PostCard({
  post,
  eager = false,
  categoryLabel,
  copy,
}: {
  post: DatedPost;
  eager?: boolean;
  categoryLabel: string;
  copy: Pick<BlogExplorerCopy, "tagsLabel" | "byAuthor">;
}) {
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <img
        src={coverSrc(post.imageSlug)}
        alt=""
        width={coverSize.width}
        height={coverSize.height}
        loading={eager ? undefined : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className="aspect-[1200/630] h-auto w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="font-semibold text-link">{categoryLabel}</span>
          <time dateTime={post.date}>{post.dateText}</time>
        </p>
        <h3 className="mt-2 text-xl font-semibold text-balance">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 text-muted-foreground">{post.excerpt}</p>
        <ul aria-label={copy.tagsLabel} className="mt-4 flex flex-wrap gap-2">
          {cardTags(post.tags).map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
        <p className="mt-auto pt-5 text-sm">
          {copy.byAuthor} <span className="font-medium">{post.author}</span>
        </p>
      </div>
    </li>
  );
}
