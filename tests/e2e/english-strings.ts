/**
 * English interface text that must not show on a French or Arabic page: every sentence-like string
 * of the English content modules that no translation also uses (brand and product names, code and
 * addresses are shared by all languages, so they drop out).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app/content");

function leaves(value: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === "string") into.add(value.trim());
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    // A person's name (beside their quote, role or bio) is written alike in many languages
    // ("Dr. Ellen Whitaker" in English and German).
    const person = ["quote", "role", "bio"].some((key) => Object.hasOwn(value, key));
    for (const [key, item] of Object.entries(value)) {
      if (!(person && key === "name")) leaves(item, into, seen);
    }
  }
  return into;
}

const sentenceLike = (text: string) =>
  text.length >= 12 && /\s/.test(text) && /[a-z]{3}/.test(text) && !/[<{}]/.test(text);

export async function englishInterfaceStrings(): Promise<Set<string>> {
  const names = fs
    .readdirSync(path.join(contentDir, "compiled", "fr"))
    .filter((file) => file.endsWith(".ts") && !file.includes(".test."));
  const english = new Set<string>();
  const translated = new Set<string>();
  for (const file of names) {
    leaves(await import(path.join(contentDir, file)), english);
    for (const locale of ["fr", "ar"])
      leaves(await import(path.join(contentDir, "compiled", locale, file)), translated);
  }
  return new Set([...english].filter((text) => sentenceLike(text) && !translated.has(text)));
}

/**
 * Text a translation writes exactly as English does, checked by a reader of that language: German
 * writes these words as English does, German and Japanese IT writing keeps "Infrastructure as
 * Code" as the name of the practice, and the federal privacy regulator has an official name in
 * English and French only, which the other languages' privacy policies quote.
 */
const regulator = "Office of the Privacy Commissioner of Canada";
export const sameAsEnglish: Readonly<Record<string, readonly string[]>> = {
  de: [
    "September 2024",
    "Details (optional)",
    "Data Warehouse",
    "Infrastructure as Code",
    regulator,
  ],
  ja: ["Infrastructure as Code", regulator],
  es: [regulator],
  pt: [regulator],
  it: [regulator],
  ru: [regulator],
  zh: [regulator],
  hi: [regulator],
};
