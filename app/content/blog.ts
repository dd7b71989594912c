// Relative imports only: react-router.config.ts loads content modules outside Vite.
/**
 * The blog's interface copy (the posts themselves are Markdown under content/posts/<locale>/).
 * Route loaders read it in the page's language and pass it down; "#" in plural forms stands for
 * the number, "{name}" placeholders are filled where the value is known.
 */
import type { PluralForms } from "../lib/format";
import { brand } from "./site";

/** Typed as every language's forms, so translations add the categories their language has. */
const forms = (value: PluralForms): PluralForms => value;

export const blogListCopy = {
  meta: {
    title: "Blog",
    description: `Practical articles on AI, cybersecurity, data analytics, DevOps and digital transformation from the ${brand.name} team.`,
  },
  breadcrumb: "Blog",
  homeLabel: "Home",
  hero: {
    eyebrow: "Blog",
    title: `Insights from ${brand.shortName}`,
    intro:
      "Field notes from our engineers and advisors on AI, security, data, DevOps and modernizing the way growing businesses work.",
    rss: "Subscribe by RSS",
  },
  explorer: {
    formLabel: "Filter articles",
    searchLabel: "Search articles",
    searchPlaceholder: "Title, summary or tag",
    categoryLabel: "Category",
    allCategories: "All Categories",
    sortLabel: "Sort by",
    sortLabels: {
      date_desc: "Newest First",
      date_asc: "Oldest First",
      title_asc: "A-Z",
      title_desc: "Z-A",
    },
    allHeading: "All articles",
    categoryHeading: "Articles in {category}",
    count: forms({ one: "# article", other: "# articles" }),
    clearFilters: "Clear filters",
    empty: "No articles found matching your criteria. Try adjusting your search or filters.",
    tagsLabel: "Tags",
    byAuthor: "By",
  },
};

export const postPageCopy = {
  homeLabel: "Home",
  breadcrumb: "Blog",
  backToBlog: "Back to Blog",
  asideLabel: "More from the blog",
  byline: {
    by: "By",
    published: "Published ",
    views: forms({ one: "# view", other: "# views" }),
    minutes: forms({ other: "# min read" }),
  },
  tagsHeading: "Tags",
  likes: {
    heading: "Likes",
    button: "Like",
    count: forms({ one: "# person likes this article", other: "# people like this article" }),
  },
  share: {
    heading: "Share this article",
    shareOn: "Share on ",
    newTab: " (opens in a new tab)",
    copy: "Copy link",
    copied: {
      title: "Link Copied!",
      description: "The article link has been copied to your clipboard.",
    },
    failed: { title: "Copy Failed", description: "Could not copy link to clipboard." },
  },
  related: { related: "Related articles", more: "More articles" },
  comments: {
    heading: "Comments ({count})",
    label: "Leave a comment",
    postingAs: "Posting as",
    storedNote: "Comments are kept in this browser only.",
    placeholder: "Write your comment here...",
    counter: "{count} / {max} characters",
    submit: "Post Comment",
    posted: "Comment posted!",
    notPosted: {
      title: "Comment not posted",
      description:
        "Your browser did not allow the comment to be saved. Your text is still in the box; check that site storage is allowed and try again.",
    },
    guestAuthor: "Guest User",
    seeds: [
      {
        text: "Good point about recording a baseline before changing anything. In our experience that is the step everyone skips, and then nobody can show the project actually worked.",
      },
      {
        text: "A practical read. We are a 30-person firm in Orillia and the step-by-step section gave us a realistic place to start. Sharing it with our operations manager this week.",
      },
    ],
  },
  admin: {
    heading: "Admin Actions",
    edit: "Edit Post",
    editUnavailable: {
      title: "Editing is not available in this demonstration",
      description:
        "Posts are part of the site's content files and change with the next release, not from this page.",
    },
    delete: "Delete Post",
    confirmTitle: "Are you absolutely sure?",
    confirmDescription:
      "This action cannot be undone. This will permanently delete this blog post.",
    confirmLabel: "Yes, delete post",
    cancel: "Cancel",
    deleted: "Post Deleted (Simulated)",
  },
  redirect: {
    redirectingTo: "Redirecting to {title}",
    notFound: "Article not found",
    loading: "Loading post...",
    description:
      "This address has no article of its own; you are being taken to the right page of the blog.",
    toBlog: "Go to the blog",
    toArticle: "Continue to the article",
  },
};

/** The RSS channel's title and description. */
export const feedCopy = {
  title: `${brand.name} Blog`,
  description: `Articles on AI, cybersecurity, data analytics, DevOps and digital transformation from the ${brand.name} team.`,
};
