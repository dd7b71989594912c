import { Fragment } from "react";
import type { ReactNode } from "react";

/**
 * A translated sentence with elements (links) where its language puts them: each "{name}" of
 * `template` becomes `parts[name]`, the rest stays text. A language orders a sentence its own
 * way, so the catalog holds the whole sentence, not the pieces around a link.
 */
export function Interpolated({
  template,
  parts,
}: {
  template: string;
  parts: Record<string, ReactNode>;
}) {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return (
      <Fragment key={index}>
        {name !== undefined && Object.hasOwn(parts, name) ? parts[name] : piece}
      </Fragment>
    );
  });
}
