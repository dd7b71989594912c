import type { Route } from "./+types/blog";
import { localeFromRequest, localizedPath } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import * as blog from "~/content/blog";
import { localizedModule } from "~/content/localized-copy";
import { categoryLabelsFor, postSummariesFor } from "~/content/posts";
import { BlogExplorer } from "~/features/blog/blog-explorer";
import { withDateText } from "~/features/blog/dated-post";
import { countLines, plural } from "~/lib/format";
import { feedPath } from "~/lib/feed-path";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";
import { Icon } from "~/components/ui/icon";

/** The list, its labels and copy, in the page's language: prerendered data, not route JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const { blogListCopy } = localizedModule(blog, "blog", locale);
  const posts = postSummariesFor(locale);
  return {
    locale,
    copy: blogListCopy,
    // Dates and the count line are written here, while prerendering: see dated-post.ts.
    posts: withDateText(posts, locale),
    countTexts: countLines(posts.length, (count) =>
      plural(count, blogListCopy.explorer.count, locale),
    ),
    categoryLabels: categoryLabelsFor(locale),
    feedHref: localizedPath(feedPath, locale),
    meta: topLevelPageMeta({
      locale,
      title: blogListCopy.meta.title,
      description: blogListCopy.meta.description,
      path: "/blog",
      crumb: blogListCopy.breadcrumb,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { locale, copy, posts, countTexts, categoryLabels, feedHref } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        actions={
          <a
            href={feedHref}
            className="inline-flex items-center gap-2 font-medium text-hero-foreground underline underline-offset-4"
          >
            <Icon name="rss" aria-hidden="true" className="size-4" />
            {copy.hero.rss}
          </a>
        }
      />
      <Container className="py-12 md:py-16">
        <BlogExplorer
          posts={posts}
          countTexts={countTexts}
          copy={copy.explorer}
          categoryLabels={categoryLabels}
          locale={locale}
        />
      </Container>
    </>
  );
}
