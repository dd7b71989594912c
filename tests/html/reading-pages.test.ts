/**
 * The reading pages (blog, a post, legal, press, status, documentation) in French and Arabic: the
 * prerendered page is in the language, its h1 and title are translated, and its main text carries
 * none of the English interface phrases. Moved from tests/e2e/i18n-reading.spec.ts (record 0096):
 * they read files only, so they need no browser.
 */
import { describe, expect, test } from "vitest";
import { readingInterface as englishInterface, readingPages as pages } from "../e2e/reading-pages";
import { documentLanguage } from "../e2e/site-routes";
import {
  attribute,
  builtClient,
  byTag,
  findAll,
  firstText,
  pageDocument,
  textContent,
} from "./built-pages";

builtClient();

for (const locale of ["fr", "ar"] as const) {
  describe(`reading pages in ${locale}`, () => {
    for (const entry of pages) {
      const route = `/${locale}${entry.path}`;
      test(`${route} is in ${locale}, with a translated h1 and title and no English interface phrase`, () => {
        const document = pageDocument(route);
        const [html] = findAll(document, byTag("html"));
        expect(attribute(html!, "lang")).toBe(documentLanguage[locale].lang);
        const h1 = findAll(document, byTag("h1"));
        expect(h1).toHaveLength(1);
        const heading = textContent(h1[0]!).replace(/\s+/g, " ");
        expect(heading).toContain(entry[locale]);
        expect(heading).not.toContain(entry.english);
        const title = "titles" in entry ? entry.titles[locale] : entry[locale];
        expect(firstText(document, "title")).toContain(title);
        const [main] = findAll(document, byTag("main"));
        const text = textContent(main!);
        for (const phrase of englishInterface)
          expect(text, `${route} shows "${phrase}"`).not.toContain(phrase);
      });
    }
  });
}
