import { Badge } from "~/components/ui/badge";

/**
 * The article text. The HTML is trusted build-time content from app/content/posts (or the
 * escaped placeholder built from title and excerpt); visitor-typed text never reaches this.
 */
export function PostBody({ html }: { html: string }) {
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Markup rendered while prerendering (see post-static.tsx), kept as it is in the browser. */
export function PrerenderedHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

export function PostTags({ tags, heading }: { tags: string[]; heading: string }) {
  return (
    <div className="mt-10 flex flex-wrap items-center gap-3">
      <h2 id="post-tags" className="text-sm font-semibold">
        {heading}
      </h2>
      <ul aria-labelledby="post-tags" className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge variant="outline">{tag}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
