import * as englishContact from "~/content/contact";
import { fillTemplate } from "~/lib/fill-template";
import { productSlugNames } from "~/content/contact-products";
import type { InquiryType } from "~/content/contact";
import { contactLimits } from "./contact-fields";
import { cleanQueryText } from "./contact-context";

// Loaded by the form only when its address has a query string (the product names come with it).
export { cleanQueryText, contactContext } from "./contact-context";

export type ContactPrefill = { inquiryType: InquiryType; message: string };

/**
 * The pre-fill's texts in one language, as data (loader data carries no functions): plan names,
 * the subjects' opening lines and templates with "{product}", "{items}", "{name}", "{billing}" and
 * "{subject}" placeholders.
 */
export type PrefillCopy = {
  planNames: Record<string, { name: string; billing: string }>;
  openers: Record<string, string>;
  demo: string;
  demoNoProduct: string;
  assessment: string;
  assessmentNoProduct: string;
  aiService: string;
  plan: string;
  quote: string;
  product: string;
  unknownSubject: string;
};

/** For loaders: the pre-fill copy of a (translated) contact module. */
export function prefillCopyOf(
  copy: Pick<typeof englishContact, "planNames" | "knownSubjects" | "prefillMessages">,
): PrefillCopy {
  const messages = copy.prefillMessages;
  return {
    planNames: copy.planNames,
    openers: Object.fromEntries(
      Object.entries(copy.knownSubjects).map(([key, subject]) => [key, subject.opener]),
    ),
    ...messages,
  };
}

const englishPrefill = prefillCopyOf(englishContact);
const { knownSubjects } = englishContact;

const maxProductLength = 80;
const maxProducts = 10;
const maxSubjectLength = 100;

function lookup<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function findKey(table: Record<string, unknown>, text: string): string | undefined {
  const wanted = text.toLowerCase();
  return Object.keys(table).find((key) => key.toLowerCase() === wanted);
}

const productNames = Object.values(productSlugNames);

/** One product parameter, a slug or a display name, or several names separated by commas. */
export function parseProducts(raw: string | null): string[] {
  if (!raw) return [];
  const names = raw
    .slice(0, maxProducts * (maxProductLength + 2))
    .split(",")
    .map((part) => {
      const text = cleanQueryText(part, maxProductLength);
      const slug = lookup(productSlugNames, text.toLowerCase());
      return slug ?? productNames.find((name) => name.toLowerCase() === text.toLowerCase()) ?? text;
    })
    .filter(Boolean);
  return [...new Set(names)].slice(0, maxProducts);
}

function isTrue(value: string | null): boolean {
  return value?.trim().toLowerCase() === "true";
}

function capMessage(message: string): string {
  return message.length > contactLimits.message ? message.slice(0, contactLimits.message) : message;
}

/**
 * What the contact form starts with for a link from elsewhere on the site. Known values map to an
 * inquiry type and an opening line; unknown subjects and product names appear as plain text;
 * anything else is ignored. Returns null when nothing applies.
 */
export function contactPrefill(
  params: URLSearchParams,
  copy: PrefillCopy = englishPrefill,
): ContactPrefill | null {
  const products = parseProducts(params.get("product"));
  const productLabel = products.length ? products.join(", ") : null;
  const subjectText = cleanQueryText(params.get("subject"), maxSubjectLength);
  const subjectKey = subjectText ? findKey(knownSubjects, subjectText) : undefined;
  const subject = subjectKey ? knownSubjects[subjectKey] : undefined;
  const plan = lookup(copy.planNames, (params.get("plan") ?? "").trim().toLowerCase());
  const lines: string[] = [];
  let inquiryType: InquiryType | undefined;
  let productsMentioned = false;

  if (isTrue(params.get("demo"))) {
    inquiryType = "demo_request";
    lines.push(
      productLabel ? fillTemplate(copy.demo, { product: productLabel }) : copy.demoNoProduct,
    );
    productsMentioned = true;
  } else if (isTrue(params.get("assessment"))) {
    inquiryType = "sales_question";
    lines.push(
      productLabel
        ? fillTemplate(copy.assessment, { product: productLabel })
        : copy.assessmentNoProduct,
    );
    productsMentioned = true;
  }

  if (params.get("service")?.trim().toLowerCase() === "ai-automation") {
    inquiryType ??= "sales_question";
    lines.push(copy.aiService);
  }

  if (plan) {
    inquiryType ??= "sales_question";
    lines.push(fillTemplate(copy.plan, { name: plan.name, billing: plan.billing }));
  }

  if (subjectKey && subject) {
    inquiryType ??= subject.inquiryType;
    if (subjectKey === "Quote Request" && products.length && !productsMentioned) {
      lines.push(fillTemplate(copy.quote, { items: products.join(", ") }));
      productsMentioned = true;
    } else {
      lines.push(copy.openers[subjectKey] ?? subject.opener);
    }
  } else if (subjectText) {
    inquiryType ??= "general_inquiry";
    lines.unshift(fillTemplate(copy.unknownSubject, { subject: subjectText }));
  }

  if (products.length && !productsMentioned) {
    inquiryType ??= "sales_question";
    lines.push(fillTemplate(copy.product, { items: products.join(", ") }));
  }

  if (lines.length === 0) return null;
  return { inquiryType: inquiryType ?? "general_inquiry", message: capMessage(lines.join("\n\n")) };
}
