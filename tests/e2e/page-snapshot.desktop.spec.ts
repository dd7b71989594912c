import fs from "node:fs";
import { expect, test } from "./fixtures";
import { buildSnapshot } from "../../scripts/page-snapshot.mjs";

type Snapshot = Record<string, Record<string, string | null>>;
const snapshot = JSON.parse(
  fs.readFileSync(new URL("./fixtures/prerendered-pages.json", import.meta.url), "utf8"),
) as Snapshot;

test("every prerendered page keeps its URL, title, description, lang, dir and visible text", () => {
  const pages = buildSnapshot() as Snapshot;
  expect(Object.keys(pages)).toEqual(Object.keys(snapshot));
  for (const [route, figures] of Object.entries(snapshot))
    expect(pages[route], route).toEqual(figures);
});
