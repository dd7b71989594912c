export type FaqEntry = { question: string; answer: string };

/** Longest search text considered; the box also limits typing to this many characters. */
export const maxFaqQuery = 100;

/** Case-insensitive match of the trimmed search text on question or answer; blank shows all. */
export function filterFaqs<T extends FaqEntry>(faqs: T[], query: string): T[] {
  const needle = query.trim().slice(0, maxFaqQuery).toLocaleLowerCase("en-CA");
  if (!needle) return faqs;
  return faqs.filter(
    (faq) =>
      faq.question.toLocaleLowerCase("en-CA").includes(needle) ||
      faq.answer.toLocaleLowerCase("en-CA").includes(needle),
  );
}
