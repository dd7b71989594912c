/** Screen-reader hint for links that open a new tab. */
export function NewTabHint() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}
