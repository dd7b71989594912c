/** The bar names each network and says "share on" in the page's language (share-bar.tsx). */
export type ShareLink = { network: "x" | "linkedin" | "facebook"; href: string };

/**
 * X and LinkedIn carry the page URL and the title; Facebook's sharer reads the title from the
 * page's Open Graph tags, so it takes the URL only. LinkedIn's shareArticle endpoint is used
 * because it still accepts a title, unlike share-offsite.
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "x", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      network: "linkedin",
      href: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`,
    },
    { network: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}
