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
