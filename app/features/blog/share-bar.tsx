import { Button, buttonClasses } from "~/components/ui/button";
import { showToast } from "~/lib/lazy-toast";
import { shareLinks } from "./share-links";
import { Icon } from "~/components/ui/icon";

const networkNames = { x: "X (Twitter)", linkedin: "LinkedIn", facebook: "Facebook" } as const;

async function copyLink(url: string) {
  try {
    // Missing outside secure contexts and in some embedded browsers: treated like a refusal.
    if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
    await navigator.clipboard.writeText(url);
    showToast("success", "Link Copied!", { description: "The article link has been copied to your clipboard." });
  } catch {
    showToast("error", "Copy Failed", { description: "Could not copy link to clipboard." });
  }
}

/** Share links open the network in a new tab; copy puts the canonical URL on the clipboard. */
export function ShareBar({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="share-heading" className="rounded-xl border border-border bg-muted p-5">
      <h2 id="share-heading" className="text-lg font-semibold">
        Share this article
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
              <span className="sr-only">Share on </span>
              {networkNames[link.network]}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <Button variant="outline" size="sm" onClick={() => void copyLink(url)}>
            <Icon name="link-2" aria-hidden="true" />
            Copy link
          </Button>
        </li>
      </ul>
    </section>
  );
}
