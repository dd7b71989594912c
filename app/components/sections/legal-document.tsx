import { Link } from "~/components/ui/link";
import type { Inline, LegalBlock, LegalDocument, legalPageCopy } from "~/content/legal";
import type { Localized } from "~/content/localized";

export type LegalPageCopy = Localized<typeof legalPageCopy>;
import { Container } from "~/components/ui/container";
import { PageHero } from "./page-hero";

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    if (typeof part === "string") return part;
    const key = `${part.href}-${index}`;
    return part.href.startsWith("/") ? (
      <Link key={key} to={part.href}>
        {part.text}
      </Link>
    ) : (
      <a key={key} href={part.href}>
        {part.text}
      </a>
    );
  });
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case "h3":
      return <h3>{block.text}</h3>;
    case "ul":
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText parts={item} />
            </li>
          ))}
        </ul>
      );
    default:
      return (
        <p>
          <InlineText parts={block.content} />
        </p>
      );
  }
}

/** A legal page: hero with the last-updated date, a table of contents and the sections. */
export function LegalDocumentView({
  document,
  copy,
}: {
  document: LegalDocument;
  copy: LegalPageCopy;
}) {
  const heading = (title: string, index: number) =>
    document.numbered ? `${index + 1}. ${title}` : title;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={document.title}
        intro={
          <>
            <p>
              {copy.lastUpdated}{" "}
              <time dateTime={document.lastUpdated.iso}>{document.lastUpdated.display}</time>
            </p>
            {copy.governingVersion ? <p className="mt-2">{copy.governingVersion}</p> : null}
          </>
        }
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={copy.contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {copy.contentsHeading}
          </h2>
          <ol className="space-y-1.5 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-link hover:underline">
                  {heading(section.title, index)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-content">
          {document.intro.map((paragraph, index) => (
            <p key={index} className="text-lg">
              <InlineText parts={paragraph} />
            </p>
          ))}
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{heading(section.title, index)}</h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
