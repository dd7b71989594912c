import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { CtaBanner } from "./cta-banner";
import { FeatureGrid } from "./feature-grid";
import type { FeatureItem } from "./feature-grid";
import { PageHero } from "./page-hero";
import { Section } from "./section";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";

export type PageLink = { label: string; href: string; primary?: boolean };
export type PageImage = { src: string; alt: string; width: number; height: number };

type BlockBase = { id: string; title: string; intro?: string; muted?: boolean };

/** The building blocks a content page is made of, in order. */
export type MarketingBlock =
  | (BlockBase & { kind: "split"; paragraphs: string[]; image: PageImage; points?: string[] })
  | (BlockBase & { kind: "cards"; items: FeatureItem[]; columns?: 2 | 3 | 4 })
  | (BlockBase & { kind: "groups"; groups: Array<{ title: string; items: string[] }> })
  | (BlockBase & { kind: "steps"; steps: Array<{ title: string; description: string }> });

export type MarketingPageContent = {
  path: string;
  meta: { title: string; description: string };
  /** Trail below Home, ending with this page; only levels that are real pages. */
  breadcrumb: Array<{ name: string; path: string }>;
  hero: { eyebrow?: string; title: string; intro: string; actions?: PageLink[] };
  blocks: MarketingBlock[];
  cta: { title: string; text: string; actions: PageLink[] };
};

function Actions({ links }: { links: PageLink[] }) {
  return links.map((link) => (
    <Link
      key={link.href + link.label}
      to={link.href}
      className={buttonClasses(link.primary ? "hero" : "heroOutline", "lg")}
    >
      {link.label}
    </Link>
  ));
}

function SplitBlock({ block }: { block: Extract<MarketingBlock, { kind: "split" }> }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <div className="space-y-4 text-lg text-muted-foreground">
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {block.points?.length ? (
          <ul className="space-y-2 pt-2 text-base text-foreground">
            {block.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Icon name="check" className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <img
        src={block.image.src}
        alt={block.image.alt}
        width={block.image.width}
        height={block.image.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-2xl border border-border"
      />
    </div>
  );
}

function GroupsBlock({ block }: { block: Extract<MarketingBlock, { kind: "groups" }> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {block.groups.map((group) => (
        <li key={group.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <h3 className="text-lg font-semibold">{group.title}</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {group.items.map((item) => (
              <li
                key={item}
                className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground"
              >
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function StepsBlock({ block }: { block: Extract<MarketingBlock, { kind: "steps" }> }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {block.steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

function Block({ block, learnMore }: { block: MarketingBlock; learnMore: string }) {
  switch (block.kind) {
    case "split":
      return <SplitBlock block={block} />;
    case "cards":
      return <FeatureGrid items={block.items} columns={block.columns ?? 3} learnMore={learnMore} />;
    case "groups":
      return <GroupsBlock block={block} />;
    case "steps":
      return <StepsBlock block={block} />;
  }
}

/** A whole content page from data: hero, blocks in order, closing call to action. */
export function MarketingPage({
  page,
  learnMore,
}: {
  page: MarketingPageContent;
  /** Link text of cards without their own, in the page's language. */
  learnMore: string;
}) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={<p>{page.hero.intro}</p>}
        actions={page.hero.actions ? <Actions links={page.hero.actions} /> : undefined}
      />
      {page.blocks.map((block) => (
        <Section
          key={block.id}
          id={block.id}
          title={block.title}
          intro={block.intro ? <p>{block.intro}</p> : undefined}
          muted={block.muted}
          className={cn(block.kind === "split" && "pb-10 md:pb-14")}
        >
          <Block block={block} learnMore={learnMore} />
        </Section>
      ))}
      <CtaBanner
        title={page.cta.title}
        text={<p>{page.cta.text}</p>}
        actions={<Actions links={page.cta.actions} />}
      />
    </>
  );
}
