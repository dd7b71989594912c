/**
 * The test-only pseudo-locales' text (app/lib/locales.ts): every letter of English swapped for an
 * accented one, the text lengthened by about a third and bracketed, so that any text a page shows
 * that did not come from a catalog stands out as plain ASCII, and layouts meet longer words. "xb"
 * adds right-to-left override marks, so a left-to-right text reads mirrored in a right-to-left page.
 */
const accents = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][index],
  ]),
);

/** One piece of text in a pseudo-locale; whitespace at either end stays outside the brackets. */
export function pseudoText(text, locale) {
  const [, before, core, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text);
  if (!/[A-Za-z]/.test(core)) return text;
  const accented = [...core].map((char) => accents[char] ?? char).join("");
  // The padding is words of up to five dots, as German's long words are at most a line's part.
  const pad = "·".repeat(Math.ceil(core.replace(/[^A-Za-z]/g, "").length / 3));
  const padded = `[${accented}${pad.replace(/(·{5})(?=·)/g, "$1 ")}]`;
  return before + (locale === "xb" ? `\u202e${padded}\u202c` : padded) + after;
}

/**
 * A Markdown post in a pseudo-locale: the text of its lines and of the frontmatter's visible
 * fields, never the syntax, link targets, inline code or the {{site.…}} placeholders.
 */
export function pseudoMarkdown(source, locale) {
  const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  // Authors are people: their names stay, as brand names do.
  const visible = new Set(["title", "authorRole", "excerpt", "imageAlt", "tags"]);
  const head = frontmatter
    .split("\n")
    .map((line) => {
      const [, key, value] = /^(\w+):\s*(.*)$/.exec(line) ?? [];
      if (!key || !visible.has(key)) return line;
      if (value.startsWith("[")) {
        const items = value
          .slice(1, -1)
          .split(",")
          .map((item) => pseudoText(item.trim(), locale));
        return `${key}: [${items.map((item) => JSON.stringify(item)).join(", ")}]`;
      }
      return `${key}: ${JSON.stringify(pseudoText(value.replace(/^"|"$/g, ""), locale))}`;
    })
    .join("\n");
  const text = body
    .split("\n")
    .map((line) => {
      const [, marker, rest] = /^(\s*(?:#{1,6} |[-*+] |\d+\. |> )?)(.*)$/.exec(line);
      // Keep inline code, link targets and placeholders; everything between them is text.
      const parts = rest.split(/(`[^`]*`|\]\([^)]*\)|\{\{[^}]*\}\}|\*\*|\*|\[)/);
      return (
        marker + parts.map((part, index) => (index % 2 ? part : pseudoText(part, locale))).join("")
      );
    })
    .join("\n");
  return `---\n${head}\n---\n${text}`;
}
