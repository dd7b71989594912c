import { lazy, Suspense } from "react";
import { documentLanguage, localeFromRequest, localizedPath } from "~/lib/i18n";
import { defaultLocale, siteLocales } from "~/lib/locales";
import type { SiteLocale } from "~/lib/locales";
import { Link, Navigate } from "~/components/ui/link";
import type { Route } from "./+types/post";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import * as blog from "~/content/blog";
import { localizedModule } from "~/content/localized-copy";
import { categoryLabelsFor, findPostFor, postSummariesFor } from "~/content/posts";
import { isPostSlug, postRedirectTarget, resolvePostAlias } from "~/content/posts/addresses";
import type { BlogPostSummary } from "~/content/posts/catalogue";
import { coverSize, socialImageSrc } from "~/content/posts/media";
import { absoluteUrl } from "~/content/site";
import { useIsAdmin } from "~/features/admin-session/admin-marker";
import { PostBody, PrerenderedHtml } from "~/features/blog/post-body";
import { postBodyHtml, readingMinutes } from "~/features/blog/post-content";
import { PostCover } from "~/features/blog/post-header";
import { PostReactions } from "~/features/blog/post-reactions";
import { postStaticHtml } from "~/features/blog/post-static";
import { postStats } from "~/features/blog/post-stats";
import { relatedPosts } from "~/features/blog/related-posts";
import { RelatedPostsList } from "~/features/blog/related-posts-list";
import { likeCounts } from "~/features/blog/like-count";
import { withDateText } from "~/features/blog/dated-post";
import type { PrePaintHandle } from "~/lib/pre-paint";
import { blogPostingJsonLd } from "~/lib/structured-data";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { loaderMeta, passingPageMeta } from "~/lib/route-meta";
import type { MetaDescriptor } from "react-router";
import { Icon } from "~/components/ui/icon";
import { lazyIsland } from "~/components/ui/lazy-island";
import { hasStoredComments } from "~/features/comments/stored-comments";

// Only admins see these controls, so their code (and the dialog) loads only for them.
const PostAdminActions = lazy(() =>
  import("~/features/blog/post-admin-actions").then((module) => ({
    default: module.PostAdminActions,
  })),
);

// Below the article, so its code loads as a reader nears it: most visits read and leave. Its post
// button is disabled while the box is blank, so a visitor types first, which loads it. The like
// and share buttons are not an island: pressed before their code came, a click would be lost.
// A visitor who has commented here gets it at once: the prerendered list lacks their comments.
// It keeps 2.4 KB gzipped (its chunk and the form fields' chunk) out of a visit that never gets
// there.
const CommentsSection = lazyIsland(
  () => import("~/features/comments/comments-section").then((module) => module.CommentsSection),
  { loadAtOnce: hasStoredComments },
);

/**
 * Sends the visitor on before first paint, staying in the page's language: the handle sees only
 * the slug, so the script reads the locale prefix (/fr, /ar) from the page's own address.
 */
function localizedRedirectScript(to: string): string {
  const localePrefixes = siteLocales.filter((locale) => locale !== defaultLocale).join("|");
  const target = JSON.stringify(to).replace(/</g, "\\u003c");
  return `location.replace(((/^\\/(${localePrefixes})(?=\\/)/.exec(location.pathname)||[""])[0])+${target})`;
}

// Written into prerendered alias pages only, which leave before they hydrate (a real post has
// none): the browser's copy of the route needs no handle, nor the script's code.
export const handle: PrePaintHandle = import.meta.env.SSR
  ? {
      prePaintScript: (params) =>
        isPostSlug(params.slug) ? null : localizedRedirectScript(postRedirectTarget(params.slug)),
    }
  : {};

/**
 * The post comes as prerendered loader data (inlined in the page, a .data file for in-app
 * navigation): its summary, body, related posts and structured data, so no post's text is
 * duplicated into the route's JavaScript. An alias address gets the title of where it leads.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(blog, "blog", locale).postPageCopy;
  const post = findPostFor(locale, params.slug);
  if (!post) {
    const target = resolvePostAlias(params.slug);
    const targetTitle = postSummariesFor(locale).find((summary) => summary.slug === target)?.title;
    const title = targetTitle
      ? copy.redirect.redirectingTo.replace("{title}", targetTitle)
      : copy.redirect.notFound;
    return notAPost(
      copy.redirect,
      pageMeta({
        locale,
        title,
        description: copy.redirect.description,
        path: postRedirectTarget(params.slug),
        noindex: true,
      }),
    );
  }
  const html = postBodyHtml(post);
  const { fullContent: _, ...summary } = post;
  const categoryLabels = categoryLabelsFor(locale);
  // Display figures from the slug: computed here, so the page's JavaScript does not carry them.
  // Their text and the related posts' dates are written here too: a browser's first Intl number
  // or date format costs tens of milliseconds while the page hydrates.
  const stats = postStats(post.slug);
  const related = relatedPosts(postSummariesFor(locale), summary);
  return {
    locale,
    copy,
    categoryLabels,
    post: summary,
    related: { ...related, posts: withDateText(related.posts, locale) },
    likes: likeCounts(stats.likes, copy.likes.count, locale),
    html,
    prerendered: postStaticHtml({
      byline: {
        post: summary,
        views: stats.views,
        minutes: readingMinutes(html),
        copy: copy.byline,
        locale,
      },
      tags: { tags: summary.tags, heading: copy.tagsHeading },
    }),
    meta: pageMeta({
      locale,
      title: summary.title,
      description: summary.excerpt,
      path: `/blog/${summary.slug}`,
      type: "article",
      image: { src: socialImageSrc(summary.imageSlug), alt: summary.imageAlt, ...coverSize },
      jsonLd: postJsonLd(summary, locale, copy, categoryLabels[summary.category]),
    }),
  };
}

type RedirectCopy = (typeof blog.postPageCopy)["redirect"];

function notAPost(redirect: RedirectCopy, meta: MetaDescriptor[]) {
  return { post: null, redirect, meta };
}

/** The article's structured data, built at prerender time so its code stays out of the page. */
function postJsonLd(
  post: BlogPostSummary,
  locale: SiteLocale,
  copy: typeof blog.postPageCopy,
  categoryLabel: string,
) {
  const path = `/blog/${post.slug}`;
  const url = absoluteUrl(localizedPath(path, locale));
  return [
    {
      ...blogPostingJsonLd({
        ...post,
        category: categoryLabel,
        image: socialImageSrc(post.imageSlug),
      }),
      inLanguage: documentLanguage(locale).lang,
      mainEntityOfPage: url,
      url,
    },
    breadcrumbJsonLd(
      [
        { name: copy.breadcrumb, path: "/blog" },
        { name: post.title, path },
      ],
      locale,
    ),
  ];
}

// The SPA fallback has no prerendered data: its redirect copy comes from the page language's module.
const translatedBlogCopy = import.meta.glob<typeof blog>("/app/content/compiled/*/blog.ts");

async function redirectCopyFor(locale: SiteLocale): Promise<RedirectCopy> {
  const load = translatedBlogCopy[`/app/content/compiled/${locale}/blog.ts`];
  const module = load ? await load() : await import("~/content/blog");
  return module.postPageCopy.redirect;
}

/**
 * Only real posts and their aliases are prerendered with data; any other slug (an old link, a
 * typo) reaches the SPA fallback, where there is no data to fetch, and is sent on by the page.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (!isPostSlug(params.slug) && !resolvePostAlias(params.slug)) {
    const redirect = await redirectCopyFor(localeFromRequest(request));
    return notAPost(
      redirect,
      passingPageMeta({ title: redirect.notFound, description: redirect.description }),
    );
  }
  return serverLoader();
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

/** Shown while an unknown or old address is sent on, so the visitor never sees a blank page. */
function LoadingPost({ to, copy }: { to: string; copy: RedirectCopy }) {
  return (
    <>
      <p role="status" className="p-8 text-center text-muted-foreground">
        {copy.loading}
      </p>
      {/* Without scripts nothing would move on: offer the way by hand. */}
      <noscript>
        <p className="pb-8 text-center">
          <Link className="text-link underline" to={to}>
            {to === "/blog" ? copy.toBlog : copy.toArticle}
          </Link>
        </p>
      </noscript>
      <Navigate to={to} replace />
    </>
  );
}

export default function Page({ params, loaderData }: Route.ComponentProps) {
  const isAdmin = useIsAdmin();
  if (!loaderData.post) {
    return <LoadingPost to={postRedirectTarget(params.slug)} copy={loaderData.redirect} />;
  }
  const { locale, copy, categoryLabels, post, html, prerendered, related, likes } = loaderData;

  return (
    <>
      <PageHero
        eyebrow={categoryLabels[post.category]}
        title={post.title}
        intro={<PrerenderedHtml html={prerendered.byline} />}
        actions={
          <Link to="/blog" className={buttonClasses("heroOutline")}>
            <Icon name="arrow-left" aria-hidden="true" />
            {copy.backToBlog}
          </Link>
        }
        aside={<PostCover post={post} />}
      />
      <Container className="grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <article>
            <PostBody html={html} />
            <PrerenderedHtml html={prerendered.tags} />
          </article>
          <div className="mt-10 space-y-6">
            <PostReactions
              key={post.slug}
              likes={likes}
              url={absoluteUrl(localizedPath(`/blog/${post.slug}`, locale))}
              title={post.title}
              copy={copy}
            />
            {isAdmin ? (
              <Suspense fallback={null}>
                <PostAdminActions copy={copy.admin} />
              </Suspense>
            ) : null}
          </div>
          <CommentsSection
            key={post.slug}
            slug={post.slug}
            postDate={post.date}
            isAdmin={isAdmin}
            copy={copy.comments}
            locale={locale}
          />
        </div>
        <aside aria-label={copy.asideLabel} className="lg:pt-2">
          <RelatedPostsList
            kind={related.kind}
            posts={related.posts}
            copy={copy.related}
            categoryLabels={categoryLabels}
          />
        </aside>
      </Container>
    </>
  );
}
