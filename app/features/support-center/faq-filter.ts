export type FaqEntry = { question: string; answer: string };

/** Longest search text considered; the box also limits typing to this many characters. */
export const maxFaqQuery = 100;

/** Lower case without accents or Arabic short vowels: "Sécurité" and "securite" match. */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Case- and accent-insensitive match of the trimmed search text on question or answer; blank
 * shows all.
 */
export function filterFaqs<T extends FaqEntry>(faqs: T[], query: string): T[] {
  const needle = folded(query.trim().slice(0, maxFaqQuery));
  if (!needle) return faqs;
  return faqs.filter(
    (faq) => folded(faq.question).includes(needle) || folded(faq.answer).includes(needle),
  );
}
