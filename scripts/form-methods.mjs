/**
 * A prerendered form is live HTML until React hydrates it, and whatever the browser submits by
 * itself goes where the markup says. A form that carries a password or an email address must
 * therefore POST (a GET puts every field in the URL, the history and the server's access log) to
 * an address of its own, as multipart when it holds a file. postbuild.mjs runs this on every
 * prerendered page and fails the build on any finding.
 */

const formPattern = /<form\b([^>]*)>([\s\S]*?)<\/form>/gi;
const fieldPattern = /<(input|button)\b([^>]*)>/gi;
const attributePattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The attributes of one tag, names lower-cased (HTML attribute names are case-insensitive). */
export function parseAttributes(source) {
  const attributes = new Map();
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

const sensitiveTypes = new Set(["password", "email"]);

/** A field whose value is a password or an email address, by type, autocomplete token or name. */
function isSensitive(field) {
  const type = (field.get("type") ?? "text").toLowerCase();
  if (sensitiveTypes.has(type)) return true;
  const autocomplete = (field.get("autocomplete") ?? "").toLowerCase().split(/\s+/);
  if (autocomplete.some((token) => token === "email" || token.endsWith("-password"))) return true;
  return /(^|[-_\]])(e-?mail|password)$/i.test(field.get("name") ?? "");
}

function describe(formAttributes) {
  const shown = ["aria-label", "aria-labelledby", "action", "method"]
    .filter((name) => formAttributes.has(name))
    .map((name) => `${name}="${formAttributes.get(name)}"`);
  return `<form ${shown.join(" ")}>`.replace("<form >", "<form>");
}

/**
 * Every form in `html` that holds a password or email field and would not keep it out of a URL
 * when the browser submits it natively: one message per problem, empty when the page is fine.
 * Fields outside a form that name it with form="…" count as its fields.
 */
export function formMethodProblems(html) {
  const forms = [...html.matchAll(formPattern)].map((match) => ({
    attributes: parseAttributes(match[1]),
    fields: [...match[2].matchAll(fieldPattern)].map((field) => ({
      tag: field[1].toLowerCase(),
      attributes: parseAttributes(field[2]),
    })),
  }));
  const byId = new Map(
    forms
      .filter((form) => form.attributes.get("id"))
      .map((form) => [form.attributes.get("id"), form]),
  );
  const outside = html.replace(formPattern, "");
  for (const field of outside.matchAll(fieldPattern)) {
    const attributes = parseAttributes(field[2]);
    byId.get(attributes.get("form"))?.fields.push({ tag: field[1].toLowerCase(), attributes });
  }

  const problems = [];
  for (const form of forms) {
    const inputs = form.fields.filter((field) => field.tag === "input");
    const sensitive = inputs.filter((field) => isSensitive(field.attributes));
    if (sensitive.length === 0) continue;
    const name = describe(form.attributes);
    const what = sensitive.map(
      (field) => field.attributes.get("name") ?? field.attributes.get("type") ?? "field",
    );
    const method = (form.attributes.get("method") ?? "get").toLowerCase();
    if (method !== "post") {
      problems.push(
        `${name} has ${what.join(", ")} but method="${method}": it must be method="post"`,
      );
    }
    const action = form.attributes.get("action") ?? "";
    if (!action.startsWith("/") || action.startsWith("//")) {
      problems.push(
        `${name} has ${what.join(", ")} but no action of its own on this site (action="${action}")`,
      );
    }
    const getSubmitter = form.fields.find(
      (field) => (field.attributes.get("formmethod") ?? "").toLowerCase() === "get",
    );
    if (getSubmitter) problems.push(`${name} has a submit button with formmethod="get"`);
    const hasFile = inputs.some(
      (field) => (field.attributes.get("type") ?? "").toLowerCase() === "file",
    );
    if (hasFile && (form.attributes.get("enctype") ?? "").toLowerCase() !== "multipart/form-data") {
      problems.push(`${name} has a file field but no enctype="multipart/form-data"`);
    }
  }
  return problems;
}
