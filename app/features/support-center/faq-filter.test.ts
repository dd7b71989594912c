import { describe, expect, it } from "vitest";
import { faqs } from "~/content/support";
import { filterFaqs } from "./faq-filter";

const sample = [
  { question: "How do I reset my password?", answer: "Use the reset link." },
  { question: "Where is data stored?", answer: "In Canadian data centres; backups run nightly." },
  { question: "How does billing work?", answer: "Per user, monthly or annually." },
];

describe("filterFaqs", () => {
  it("returns every FAQ for blank or whitespace-only text", () => {
    expect(filterFaqs(sample, "")).toEqual(sample);
    expect(filterFaqs(sample, "   ")).toEqual(sample);
  });

  it("matches the question case-insensitively", () => {
    expect(filterFaqs(sample, "PASSWORD")).toEqual([sample[0]]);
  });

  it("matches the answer too", () => {
    expect(filterFaqs(sample, "backups")).toEqual([sample[1]]);
  });

  it("ignores surrounding whitespace and keeps the original order", () => {
    expect(filterFaqs(sample, "  how ")).toEqual([sample[0], sample[2]]);
  });

  it("returns nothing when no FAQ matches", () => {
    expect(filterFaqs(sample, "kubernetes")).toEqual([]);
  });

  it("treats regular-expression and markup characters literally", () => {
    expect(filterFaqs(sample, ".*")).toEqual([]);
    expect(filterFaqs(sample, "<img src=x onerror=alert(1)>")).toEqual([]);
  });

  it("does not mutate the list it filters", () => {
    const copy = [...sample];
    filterFaqs(sample, "billing");
    expect(sample).toEqual(copy);
  });
});

describe("support FAQ content", () => {
  it("has the five FAQs the spec asks for, each with a real answer", () => {
    expect(faqs).toHaveLength(5);
    for (const faq of faqs) {
      expect(faq.question.endsWith("?")).toBe(true);
      expect(faq.answer.length).toBeGreaterThan(80);
    }
  });
});

describe("filterFaqs in French and Arabic", () => {
  const entries = [
    { question: "Comment sécuriser mes courriels ?", answer: "Activez l’authentification." },
    { question: "كيف أعيد تعيين كلمة المرور؟", answer: "اتبع الخطوات." },
  ];
  it("ignores accents and case", () => {
    expect(filterFaqs(entries, "SECURISER")).toEqual([entries[0]]);
    expect(filterFaqs(entries, "sécuriser")).toEqual([entries[0]]);
  });
  it("matches Arabic text, with or without short vowels", () => {
    expect(filterFaqs(entries, "كلمة")).toEqual([entries[1]]);
    expect(filterFaqs(entries, "كَلِمة")).toEqual([entries[1]]);
  });
});
