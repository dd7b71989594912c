import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site, brand, contactPoints, demoAdmin } from "./site";

/**
 * The brand lives in app/content/site.ts and nowhere else, so a rebrand is one file. Tests may
 * name it (they assert what visitors see); application code must read it from the config.
 */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const brandTerms = [
  brand.shortName,
  new URL(site.url).hostname.replace(/^www\./, ""),
  contactPoints.phone.display,
  contactPoints.address.street,
  demoAdmin.password,
  demoAdmin.marker,
  String(site.geo.latitude),
];

describe("brand configuration", () => {
  // Translation catalogs and the long pages' Markdown name it with placeholders ("{shortName}"); what scripts/i18n.mjs compiles
  // from them (app/content/compiled) is generated, not written.
  const files = [
    ...sourceFiles("app").filter(
      (file) =>
        path.normalize(file) !== path.normalize("app/content/site.ts") &&
        !path.normalize(file).startsWith(path.normalize("app/content/compiled/")),
    ),
    ...fs.readdirSync("content/i18n").map((name) => path.join("content/i18n", name)),
    ...fs
      .readdirSync("content/pages", { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".md"))
      .map((name) => path.join("content/pages", name)),
  ];

  it.each(brandTerms)("%s appears only in the site config", (term) => {
    const offenders = files.filter((file) =>
      fs.readFileSync(file, "utf8").toLowerCase().includes(term.toLowerCase()),
    );
    expect(offenders).toEqual([]);
  });
});
