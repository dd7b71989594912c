/**
 * A prerendered form is live HTML until React hydrates it, and whatever the browser submits by
 * itself goes where the markup says. A form that carries a password or an email address must
 * therefore POST (a GET puts every field in the URL, the history and the server's access log) to
 * an address of its own, as multipart when it holds a file. postbuild.mjs runs this on every
 * prerendered page and fails the build on any finding.
 */

import { elements, parseHtml } from "./html-document.mjs";

/** The attributes of an element as a Map (the parser has lower-cased their names). */
const attributeMap = (element) => new Map(element.attrs.map((attr) => [attr.name, attr.value]));

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
  const all = [...elements(parseHtml(html))];
  const forms = all
    .filter((element) => element.tagName === "form")
    .map((element) => ({ element, attributes: attributeMap(element), fields: [] }));
  const byElement = new Map(forms.map((form) => [form.element, form]));
  const byId = new Map();
  for (const form of forms) {
    const id = form.attributes.get("id");
    if (id && !byId.has(id)) byId.set(id, form);
  }
  const enclosingForm = (element) => {
    for (let node = element.parentNode; node; node = node.parentNode) {
      if (byElement.has(node)) return byElement.get(node);
    }
  };
  // A field's form is the one its form="…" names, else the form it sits in (as in HTML).
  for (const element of all.filter(
    (node) => node.tagName === "input" || node.tagName === "button",
  )) {
    const attributes = attributeMap(element);
    const owner = attributes.has("form")
      ? byId.get(attributes.get("form"))
      : enclosingForm(element);
    owner?.fields.push({ tag: element.tagName, attributes });
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
