// @vitest-environment jsdom
/**
 * A prerendered form is live HTML until React hydrates it, and whatever the browser submits by
 * itself goes where the markup says. A form that carries a password or an email address must
 * therefore POST (a GET puts every field in the URL, the history and the server's access log) to
 * an address of this site, as multipart when it holds a file. The pages are read with the DOM's parser (jsdom), so
 * which fields belong to which form (`form="…"` included) is the HTML standard's answer, not ours
 * (record 0106; this check ran in postbuild.mjs before).
 */
import { describe, expect, test } from "vitest";
import { prerenderedRoutes } from "../e2e/site-routes";
import { readPage } from "./built-pages";

/** A password or an email address, by type, autocomplete token or name. */
function isSensitive(field: HTMLInputElement): boolean {
  if (field.type === "password" || field.type === "email") return true;
  const tokens = field.autocomplete.toLowerCase().split(/\s+/);
  if (tokens.some((token) => token === "email" || token.endsWith("-password"))) return true;
  return /(^|[-_\]])(e-?mail|password)$/i.test(field.name);
}

/** One message per form of `html` that would send such a field anywhere but a POST to this site. */
export function formMethodProblems(html: string): string[] {
  const document = new DOMParser().parseFromString(html, "text/html");
  return [...document.forms].flatMap((form) => {
    const fields = [...form.elements];
    const inputs = fields.filter((field) => field instanceof HTMLInputElement);
    const sensitive = inputs.filter(isSensitive).map((field) => field.name || field.type);
    if (sensitive.length === 0) return [];
    const name = `form "${form.getAttribute("aria-label") || form.id}" (${sensitive.join(", ")})`;
    const action = form.getAttribute("action") ?? "";
    return [
      form.method !== "post" && `${name}: method="${form.method}", it must be "post"`,
      (!action || new URL(form.action).origin !== location.origin) && `${name}: action="${action}"`,
      fields.some((field) => field.getAttribute("formmethod")?.toLowerCase() === "get") &&
        `${name}: a submit button with formmethod="get"`,
      inputs.some((field) => field.type === "file") &&
        form.enctype !== "multipart/form-data" &&
        `${name}: a file field without enctype="multipart/form-data"`,
    ].filter((problem): problem is string => typeof problem === "string");
  });
}

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

describe("formMethodProblems", () => {
  test("accepts personal data POSTed to this site, and search by GET", () => {
    const html = page(
      `<form role="search"><input type="search" name="q"></form>` +
        `<form action="/api/login" method="post"><input autoComplete="username" name="username"><input type="password" name="password"></form>` +
        `<form action="/api/applications" encType="multipart/form-data" method="post"><input type="email" name="email"><input type="file" name="resume"></form>`,
    );
    expect(formMethodProblems(html)).toEqual([]);
  });

  test.each([
    [`<input type="password" name="secret">`],
    [`<INPUT TYPE=EMAIL NAME=e>`],
    [`<input autocomplete="section-a email">`],
    [`<input autoComplete="current-password">`],
    [`<input name="user_email">`],
  ])("flags a GET form with %s", (field) => {
    expect(formMethodProblems(page(`<form action="/api/x">${field}</form>`))).toEqual([
      expect.stringMatching(/method="get", it must be "post"/),
    ]);
  });

  test("flags a foreign or missing action, a GET submitter and a file field without multipart", () => {
    const email = `<input type="email" name="email">`;
    const problems = [
      `<form method="post">${email}</form>`,
      `<form method="post" action="//elsewhere.example/x">${email}</form>`,
      `<form method="post" action="/api/x">${email}<button formmethod="get">Go</button></form>`,
      `<form method="post" action="/api/x">${email}<input type="file" name="cv"></form>`,
    ].map((form) => formMethodProblems(page(form)));
    expect(problems).toEqual([
      [expect.stringMatching(/action=""/)],
      [expect.stringMatching(/action="\/\/elsewhere/)],
      [expect.stringMatching(/formmethod="get"/)],
      [expect.stringMatching(/multipart/)],
    ]);
  });

  test('gives a field with form="…" to the form it names', () => {
    const html = page(
      `<form id="safe" method="post" action="/api/x"></form><form id="open" action="/api/y"><input type="email" name="email" form="safe"></form><input type="password" name="password" form="open">`,
    );
    expect(formMethodProblems(html)).toEqual([expect.stringMatching(/"open" \(password\)/)]);
  });
});

describe("every prerendered page", () => {
  test("sends no password or email address in a URL", () => {
    const problems = prerenderedRoutes().flatMap((route) =>
      formMethodProblems(readPage(route)).map((problem) => `${route}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
