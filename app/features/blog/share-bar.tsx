import { Button, buttonClasses } from "~/components/ui/button";
import { showToast } from "~/lib/lazy-toast";
import type { postPageCopy } from "~/content/blog";
import type { Localized } from "~/content/localized";
import { shareLinks } from "./share-links";

type ShareCopy = Localized<typeof postPageCopy.share>;
import { Icon } from "~/components/ui/icon";

const networkNames = { x: "X (Twitter)", linkedin: "LinkedIn", facebook: "Facebook" } as const;

async function copyLink(url: string, copy: ShareCopy) {
  try {
    // Missing outside secure contexts and in some embedded browsers: treated like a refusal.
    if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
    await navigator.clipboard.writeText(url);
    showToast("success", copy.copied.title, { description: copy.copied.description });
  } catch {
    showToast("error", copy.failed.title, { description: copy.failed.description });
  }
}

/** Share links open the network in a new tab; copy puts the canonical URL on the clipboard. */
export function ShareBar({ url, title, copy }: { url: string; title: string; copy: ShareCopy }) {
  return (
    <section aria-labelledby="share-heading" className="rounded-xl border border-border bg-muted p-5">
      <h2 id="share-heading" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("outline", "sm")}
            >
              <span className="sr-only">{copy.shareOn}</span>
              {networkNames[link.network]}
              <span className="sr-only">{copy.newTab}</span>
            </a>
          </li>
        ))}
        <li>
          <Button variant="outline" size="sm" onClick={() => void copyLink(url, copy)}>
            <Icon name="link-2" aria-hidden="true" />
            {copy.copy}
          </Button>
        </li>
      </ul>
    </section>
  );
}
