// Stub: the blog issue replaces this with the five full posts.
export type PostStub = { slug: string };
export const posts: PostStub[] = [
  { slug: "future-of-ai-in-business" },
  { slug: "mastering-cloud-security" },
  { slug: "data-driven-decision-making" },
  { slug: "devops-trends-2025" },
  { slug: "navigating-digital-transformation" },
];
