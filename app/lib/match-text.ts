/**
 * Text as keyword matching compares it (the site search, the assistant): trimmed, NFKC-normalised
 * so full-width letters a Japanese or Chinese keyboard types ("ＡＰＩ") read as their usual forms,
 * and in lower case. Keywords are found as substrings, which also finds the words of scripts
 * written without spaces.
 */
export function matchText(text: string): string {
  return text.normalize("NFKC").trim().toLowerCase();
}
