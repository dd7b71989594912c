/** Screen-reader hint for links that open a new tab: " (opens in a new tab)" in the page's language. */
export function NewTabHint({ text }: { text: string }) {
  return <span className="sr-only">{text}</span>;
}
