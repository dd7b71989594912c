export type SuggestionCopy = { text: string; action: string; dismiss: string };

/**
 * The suggestion to switch, written in the language it suggests (issue 17): a visitor whose
 * browser prefers another published language reads the offer in that language. Every page's shell
 * carries it in each published language as prerendered loader data, so showing one costs no
 * download.
 */
export const suggestionCopy: SuggestionCopy = {
  text: "This page is also available in English.",
  action: "Read in English",
  dismiss: "No thanks",
};
