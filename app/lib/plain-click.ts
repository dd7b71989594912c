/**
 * A primary-button click with no modifier: the one a page may take over for a link (navigating
 * within the app). Any other leaves the browser its own meaning (new tab, new window, download).
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
