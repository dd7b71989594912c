import { Link } from "~/components/ui/link";
import type { postPageCopy } from "~/content/blog";
import type { Localized } from "~/content/localized";
import type { BlogCategory } from "~/content/posts/catalogue";
import type { DatedPost } from "./dated-post";

/** Sidebar list; `kind` "more" means the category had no other post, and the heading says so. */
export function RelatedPostsList({
  kind,
  posts,
  copy,
  categoryLabels,
}: {
  kind: "related" | "more";
  posts: DatedPost[];
  copy: Localized<typeof postPageCopy.related>;
  categoryLabels: Record<BlogCategory, string>;
}) {
  if (posts.length === 0) return null;
  const title = kind === "related" ? copy.related : copy.more;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 space-y-4">
        {posts.map((post) => (
          <li
            key={post.slug}
            className="relative rounded-lg border border-border bg-card p-4 hover:shadow-sm"
          >
            <p className="text-xs font-semibold text-link">{categoryLabels[post.category]}</p>
            <h3 className="mt-1 font-semibold">
              <Link
                to={`/blog/${post.slug}`}
                className="after:absolute after:inset-0 after:content-[''] hover:underline"
              >
                {post.title}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              <time dateTime={post.date}>{post.dateText}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
