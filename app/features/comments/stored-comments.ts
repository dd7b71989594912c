import { readRaw, storageKeys } from "~/lib/storage";

/**
 * Whether this browser keeps comments for the post, so the prerendered list (the two seeds) is
 * not what the visitor should see. Apart from the section's code, which loads later: the page
 * asks this on its first visit to decide whether to load it at once.
 */
export function hasStoredComments({ slug }: { slug: string }): boolean {
  return readRaw(storageKeys.comments(slug)) !== null;
}
