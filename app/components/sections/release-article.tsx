import type { ReactNode } from "react";

export type ArticleBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "quote"; text: string; by: string }
  | { type: "ul"; items: string[] };

/** A long-form article from structured, trusted content: every block is rendered as text. */
export function ReleaseArticle({ blocks, footer }: { blocks: ArticleBlock[]; footer?: ReactNode }) {
  return (
    <div className="prose-content text-lg">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case "h2":
            return <h2 key={key}>{block.text}</h2>;
          case "ul":
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case "quote":
            return (
              <figure key={key} className="my-6 border-s-4 border-primary ps-5">
                <blockquote className="italic">
                  <p>“{block.text}”</p>
                </blockquote>
                <figcaption className="text-base text-muted-foreground">— {block.by}</figcaption>
              </figure>
            );
          default:
            return <p key={key}>{block.text}</p>;
        }
      })}
      {footer}
    </div>
  );
}
