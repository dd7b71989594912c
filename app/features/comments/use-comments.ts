import { getStore, storageKeys, useStore } from "~/lib/storage";
import { commentListSchema, seedComments } from "./comments";
import type { Comment } from "./comments";

/**
 * The comments stored for a post, or its two seed comments while none are stored. The seeds are
 * also the server snapshot, so the prerendered list and the hydrating render agree.
 */
export function useComments(slug: string, postDate: string, seedTexts: readonly string[], locale = "en") {
  // A store per language: the seeds are in the page's language (the stored list is shared).
  const store = getStore(
    storageKeys.comments(slug),
    commentListSchema,
    seedComments(postDate, seedTexts),
    locale === "en" ? "" : locale,
  );
  const comments = useStore(store);
  /** Returns false when storage refused the write. */
  const save = (list: Comment[]) => store.write(list);
  return { comments, save, read: () => store.read() };
}
