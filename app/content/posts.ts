// Relative imports only: react-router.config.ts loads this module (through prerender.ts).
import { postSummaries } from "./posts/catalogue";
import type { BlogPostSummary } from "./posts/catalogue";
import { dataDrivenDecisionMakingHtml } from "./posts/data-driven-decision-making";
import { devopsTrends2025Html } from "./posts/devops-trends-2025";
import { futureOfAiInBusinessHtml } from "./posts/future-of-ai-in-business";
import { masteringCloudSecurityHtml } from "./posts/mastering-cloud-security";
import { navigatingDigitalTransformationHtml } from "./posts/navigating-digital-transformation";

/**
 * A full post: the catalogue entry plus its body. `fullContent` is trusted build-time HTML; a post
 * without one gets placeholder content built from its title and excerpt (see the blog feature).
 */
export type BlogPost = BlogPostSummary & { fullContent?: string };

const bodies: Record<string, string> = {
  "future-of-ai-in-business": futureOfAiInBusinessHtml,
  "mastering-cloud-security": masteringCloudSecurityHtml,
  "data-driven-decision-making": dataDrivenDecisionMakingHtml,
  "devops-trends-2025": devopsTrends2025Html,
  "navigating-digital-transformation": navigatingDigitalTransformationHtml,
};

export const posts: BlogPost[] = postSummaries.map((summary) => ({
  ...summary,
  fullContent: bodies[summary.slug],
}));

export function findPost(slug: string | undefined): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}
