import { describe, expect, it } from "vitest";
import { formMethodProblems } from "./form-methods.mjs";

/** A page as React renders one: the shell's search form, then the form under test. */
const page = (form) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><form role="search" aria-label="Site search"><input type="search" name="q"/></form>${form}</body></html>`;

describe("formMethodProblems", () => {
  it("accepts forms that POST personal data to an address of their own", () => {
    const html = page(
      `<form data-pending="Signing in…" noValidate="" class="space-y-5" action="/api/login" method="post"><input id="u" name="username" autoComplete="username"/><input id="p" type="password" name="password"/><button type="submit">Sign in</button></form>` +
        `<form noValidate="" action="/api/applications" encType="multipart/form-data" method="post"><input type="email" name="email"/><input type="file" name="resume"/></form>`,
    );
    expect(formMethodProblems(html)).toEqual([]);
  });

  it("leaves forms without a password or email field alone: search may stay GET", () => {
    expect(
      formMethodProblems(
        page(`<form><textarea name="comment"></textarea><input name="name"/></form>`),
      ),
    ).toEqual([]);
  });

  it.each([
    ["a password field", `<input type="password" name="secret"/>`],
    ["an email field", `<input type="email" name="contact"/>`],
    ["an email by autocomplete", `<input type="text" autocomplete="section-a email"/>`],
    ["a password by autocomplete", `<input autoComplete="current-password"/>`],
    ["an email by name", `<input name="user_email"/>`],
    ["upper-case markup", `<INPUT TYPE="EMAIL" NAME="e">`],
    ["unquoted attributes", `<input type=password name=pw>`],
  ])("flags a GET form with %s", (_, field) => {
    const problems = formMethodProblems(page(`<form action="/api/x">${field}</form>`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/method="get": it must be method="post"/);
  });

  it("flags an explicit GET and names the form", () => {
    expect(
      formMethodProblems(
        page(
          `<form aria-label="Job application" method="GET" action="/api/a"><input type="email" name="email"/></form>`,
        ),
      ),
    ).toEqual([
      '<form aria-label="Job application" action="/api/a" method="GET"> has email but method="get": it must be method="post"',
    ]);
  });

  it("flags a POST without an action of its own on this site", () => {
    for (const action of [
      "",
      ` action=""`,
      ` action="https://elsewhere.example/collect"`,
      ` action="//elsewhere.example/x"`,
    ]) {
      const problems = formMethodProblems(
        page(`<form method="post"${action}><input type="email" name="email"/></form>`),
      );
      expect(problems, action).toHaveLength(1);
      expect(problems[0]).toMatch(/no action of its own/);
    }
  });

  it("flags a submit button that switches the form back to GET", () => {
    const problems = formMethodProblems(
      page(
        `<form method="post" action="/api/x"><input type="email" name="email"/><button formmethod="get">Go</button></form>`,
      ),
    );
    expect(problems).toEqual([expect.stringMatching(/formmethod="get"/)]);
  });

  it("flags a file field in a form that is not multipart", () => {
    const problems = formMethodProblems(
      page(
        `<form method="post" action="/api/applications"><input type="email" name="email"/><input type="file" name="resume"/></form>`,
      ),
    );
    expect(problems).toEqual([expect.stringMatching(/multipart\/form-data/)]);
  });

  it("counts a field that joins a form from outside it with form=", () => {
    const problems = formMethodProblems(
      page(`<form id="signup"></form><input type="email" name="email" form="signup"/>`),
    );
    expect(problems).toHaveLength(2);
  });

  it("checks every form of the page", () => {
    const html = page(
      `<form method="post" action="/api/contact"><input type="email" name="email"/></form><form><input type="email" name="email"/></form><form><input type="password" name="password"/></form>`,
    );
    expect(formMethodProblems(html)).toHaveLength(4);
  });
});

describe("formMethodProblems reads markup as a browser does", () => {
  it("reads quoted, unquoted and bare attributes, whatever their case", () => {
    expect(
      formMethodProblems(
        page(
          `<form noValidate="" Method='POST' action=/api/x data-pending="Sending…"><input disabled TYPE=email name="e"></form>`,
        ),
      ),
    ).toEqual([]);
  });

  it("counts fields nested in other elements of the form", () => {
    const problems = formMethodProblems(
      page(
        `<form><fieldset><div><label>E-mail <input type="email" name="email"/></label></div></fieldset></form>`,
      ),
    );
    expect(problems).toHaveLength(2);
  });

  it("gives a field inside one form that names another with form= to the form it names", () => {
    const problems = formMethodProblems(
      page(
        `<form id="safe" method="post" action="/api/x"></form><form aria-label="Open"><input type="email" name="email" form="safe"/></form>`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it("counts a field whose form= names no form for no form", () => {
    expect(
      formMethodProblems(page(`<form><input type="email" name="email" form="missing"/></form>`)),
    ).toEqual([]);
  });

  it("ignores form markup inside a script or a comment", () => {
    expect(
      formMethodProblems(
        page(
          `<script>const t = '<form><input type="email" name="e"></form>';</script><!-- <form><input type="password"></form> -->`,
        ),
      ),
    ).toEqual([]);
  });

  it("keeps the first form of a duplicated id, as the browser does", () => {
    const problems = formMethodProblems(
      page(
        `<form id="f" method="post" action="/api/x"></form><form id="f"></form><input type="email" name="email" form="f"/>`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
