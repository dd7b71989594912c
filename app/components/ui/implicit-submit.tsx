import { useScriptOnly } from "~/lib/use-interactive";

/**
 * A filter or search form's default button, never shown; first in the form, so Enter in its box
 * (implicit submission) goes through it. Disabled until the page's code is here: Enter before then
 * does nothing, where the browser would otherwise reload the page and lose what was typed.
 * Afterwards the form's own submit handler answers.
 */
export function ImplicitSubmit() {
  const waiting = useScriptOnly();
  return <button type="submit" hidden tabIndex={-1} {...waiting} />;
}
