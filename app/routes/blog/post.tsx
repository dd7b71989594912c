import { lazy, Suspense } from "react";
import { localeFromPath } from "~/lib/i18n";
import { Link, Navigate } from "~/components/ui/link";
import type { Route } from "./+types/post";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { findPost } from "~/content/posts";
import {
  isPostSlug,
  postRedirectCopy,
  postRedirectTarget,
  resolvePostAlias,
} from "~/content/posts/addresses";
import { findPostSummary, postSummaries, type BlogPostSummary } from "~/content/posts/catalogue";
import { coverSize, socialImageSrc } from "~/content/posts/media";
import { absoluteUrl } from "~/content/site";
import { useIsAdmin } from "~/features/admin-session/admin-marker";
import { LikesBlock } from "~/features/blog/likes-block";
import { PostBody, PostTags } from "~/features/blog/post-body";
import { postBodyHtml, readingMinutes } from "~/features/blog/post-content";
import { PostByline, PostCover } from "~/features/blog/post-header";
import { postStats } from "~/features/blog/post-stats";
import { relatedPosts } from "~/features/blog/related-posts";
import { RelatedPostsList } from "~/features/blog/related-posts-list";
import { ShareBar } from "~/features/blog/share-bar";
import { CommentsSection } from "~/features/comments/comments-section";
import { redirectScript, type PrePaintHandle } from "~/lib/pre-paint";
import { blogPostingJsonLd } from "~/lib/structured-data";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { Icon } from "~/components/ui/icon";

// Only admins see these controls, so their code (and the dialog) loads only for them.
const PostAdminActions = lazy(() =>
  import("~/features/blog/post-admin-actions").then((module) => ({
    default: module.PostAdminActions,
  })),
);

export const handle: PrePaintHandle = {
  prePaintScript: (params) =>
    isPostSlug(params.slug) ? null : redirectScript(postRedirectTarget(params.slug)),
};

/**
 * The post comes as prerendered loader data (inlined in the page, a .data file for in-app
 * navigation): its summary, body, related posts and structured data, so no post's text is
 * duplicated into the route's JavaScript. An alias address gets the title of where it leads.
 */
export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post) return notAPost(findPostSummary(resolvePostAlias(params.slug))?.title ?? null);
  const html = postBodyHtml(post);
  const { fullContent: _, ...summary } = post;
  return {
    post: summary,
    related: relatedPosts(postSummaries, summary),
    html,
    minutes: readingMinutes(html),
    jsonLd: postJsonLd(summary),
  };
}

function notAPost(targetTitle: string | null) {
  return { post: null, targetTitle };
}

/** The article's structured data, built at prerender time so its code stays out of the page. */
function postJsonLd(post: BlogPostSummary) {
  const path = `/blog/${post.slug}`;
  return [
    blogPostingJsonLd({ ...post, image: socialImageSrc(post.imageSlug) }),
    breadcrumbJsonLd([
      { name: "Blog", path: "/blog" },
      { name: post.title, path },
    ]),
  ];
}

/**
 * Only real posts and their aliases are prerendered with data; any other slug (an old link, a
 * typo) reaches the SPA fallback, where there is no data to fetch, and is sent on by the page.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!isPostSlug(params.slug) && !resolvePostAlias(params.slug)) return notAPost(null);
  return serverLoader();
}

export function meta({ params, loaderData, location }: Route.MetaArgs) {
  if (!loaderData.post) {
    const { targetTitle } = loaderData;
    return pageMeta({
      locale: localeFromPath(location.pathname),
      title: targetTitle ? `Redirecting to ${targetTitle}` : "Article not found",
      description: postRedirectCopy.description,
      path: postRedirectTarget(params.slug),
      noindex: true,
    });
  }
  const { post, jsonLd } = loaderData;
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    type: "article",
    image: { src: socialImageSrc(post.imageSlug), alt: post.imageAlt, ...coverSize },
    jsonLd,
  });
}

/** Shown while an unknown or old address is sent on, so the visitor never sees a blank page. */
function LoadingPost({ to }: { to: string }) {
  return (
    <>
      <p role="status" className="p-8 text-center text-muted-foreground">
        {postRedirectCopy.loading}
      </p>
      {/* Without scripts nothing would move on: offer the way by hand. */}
      <noscript>
        <p className="pb-8 text-center">
          <a className="text-link underline" href={to}>
            {to === "/blog" ? postRedirectCopy.toBlog : postRedirectCopy.toArticle}
          </a>
        </p>
      </noscript>
      <Navigate to={to} replace />
    </>
  );
}

export default function Page({ params, loaderData }: Route.ComponentProps) {
  const isAdmin = useIsAdmin();
  if (!loaderData.post) return <LoadingPost to={postRedirectTarget(params.slug)} />;
  const { post, html, minutes, related } = loaderData;
  const stats = postStats(post.slug);

  return (
    <>
      <PageHero
        eyebrow={post.category}
        title={post.title}
        intro={<PostByline post={post} views={stats.views} minutes={minutes} />}
        actions={
          <Link to="/blog" className={buttonClasses("heroOutline")}>
            <Icon name="arrow-left" aria-hidden="true" />
            Back to Blog
          </Link>
        }
        aside={<PostCover post={post} />}
      />
      <Container className="grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <article>
            <PostBody html={html} />
            <PostTags tags={post.tags} />
          </article>
          <div className="mt-10 space-y-6">
            <LikesBlock key={post.slug} likes={stats.likes} />
            <ShareBar url={absoluteUrl(`/blog/${post.slug}`)} title={post.title} />
            {isAdmin ? (
              <Suspense fallback={null}>
                <PostAdminActions />
              </Suspense>
            ) : null}
          </div>
          <CommentsSection
            key={post.slug}
            slug={post.slug}
            postDate={post.date}
            isAdmin={isAdmin}
          />
        </div>
        <aside aria-label="More from the blog" className="lg:pt-2">
          <RelatedPostsList kind={related.kind} posts={related.posts} />
        </aside>
      </Container>
    </>
  );
}
