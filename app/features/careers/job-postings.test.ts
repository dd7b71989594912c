import { describe, expect, it } from "vitest";
import * as en from "~/content/jobs";
import * as ar from "~/content/compiled/ar/jobs";
import * as fr from "~/content/compiled/fr/jobs";
import { jobIds } from "./job-ids";
import { jobPostingView } from "./job-posting";
import { payRangeProblems } from "./pay-range";

// Ontario's Employment Standards Act, for public postings from 1 January 2026: the pay range, the
// use of AI in hiring, whether the vacancy exists, and no requirement of Canadian experience.
const languages = { en, fr, ar } as const;

describe("job postings meet Ontario's rules, in every language", () => {
  it.each(Object.entries(languages))("%s: every pay range is lawful, in CAD, per year or per hour", (_locale, copy) => {
    for (const job of copy.jobOpenings) {
      expect(payRangeProblems(job.pay), job.id).toEqual([]);
      expect(job.pay.currency, job.id).toBe("CAD");
      expect(job.pay.min, job.id).toBeLessThan(job.pay.max);
      expect(job.pay.max - job.pay.min, job.id).toBeLessThanOrEqual(job.pay.unit === "YEAR" ? 50000 : 24);
      expect(job.pay.unit, job.id).toBe(job.type === "Contract" ? "HOUR" : "YEAR");
    }
  });

  it("pays Ontario market rates: salaries between $60,000 and $200,000, contracts between $40 and $150 an hour", () => {
    for (const job of en.jobOpenings) {
      const [low, high] = job.pay.unit === "YEAR" ? [60000, 200000] : [40, 150];
      expect(job.pay.min, job.id).toBeGreaterThanOrEqual(low);
      expect(job.pay.max, job.id).toBeLessThanOrEqual(high);
    }
  });

  it.each(Object.entries(languages))("%s: states that people, not AI, screen, assess and select applicants", (locale, copy) => {
    const sentence = copy.hiringPolicy.aiScreening;
    const words = {
      en: [/read by people/, /do not use artificial intelligence/, /screen, assess or select/],
      fr: [/lues par des personnes/, /n’utilisons pas l’intelligence artificielle/, /présélectionner, évaluer ou choisir/],
      ar: [/أشخاص/, /لا نستخدم الذكاء الاصطناعي/, /فرز المتقدمين أو تقييمهم أو اختيارهم/],
    }[locale as keyof typeof languages];
    for (const pattern of words) expect(sentence).toMatch(pattern);
    // Every posting's page carries it, in its JobPosting description too.
    for (const job of copy.jobOpenings) {
      const view = jobPostingView(job, locale as keyof typeof languages, copy.jobPageCopy, copy.hiringPolicy, copy.employmentTypeLabels);
      expect(view.descriptionHtml, job.id).toContain(sentence);
      expect(view.vacancyText, job.id).toBe(copy.hiringPolicy.existingVacancy);
    }
  });

  it("says each posting is for an existing vacancy", () => {
    for (const job of en.jobOpenings) expect(job.existingVacancy, job.id).toBe(true);
  });

  it.each(Object.entries(languages))("%s: asks for no Canadian experience anywhere", (_locale, copy) => {
    const text = JSON.stringify(copy);
    expect(text).not.toMatch(
      /canadian (work )?experience|experience in canada|expérience (de travail )?(canadienne|au canada)|خبرة (عمل )?(كندية|في كندا)/i,
    );
  });

  it("gives every posting a closing date after its posting date, a full description and an id the route knows", () => {
    expect(en.jobOpenings.map((job) => job.id)).toEqual([...jobIds]);
    for (const job of en.jobOpenings) {
      expect(job.datePosted, job.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.validThrough, job.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.validThrough > job.datePosted, job.id).toBe(true);
      for (const list of [job.responsibilities, job.requirements, job.offer]) {
        expect(list.length, job.id).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it.each([
    ["fr", fr],
    ["ar", ar],
  ] as const)("%s: the facts of each posting are English's (only its words are translated)", (_locale, copy) => {
    const facts = ({ id, type, datePosted, validThrough, existingVacancy, pay, city, remote }: en.JobOpening) => ({
      id,
      type,
      datePosted,
      validThrough,
      existingVacancy,
      pay,
      city,
      remote,
    });
    expect(copy.jobOpenings.map(facts)).toEqual(en.jobOpenings.map(facts));
  });

  it("gives each posting its own page title and description in each language", () => {
    for (const [locale, copy] of Object.entries(languages)) {
      const views = copy.jobOpenings.map((job) =>
        jobPostingView(job, locale as keyof typeof languages, copy.jobPageCopy, copy.hiringPolicy, copy.employmentTypeLabels),
      );
      expect(new Set(views.map((view) => view.metaTitle)).size, locale).toBe(views.length);
      expect(new Set(views.map((view) => view.metaDescription)).size, locale).toBe(views.length);
      for (const view of views) {
        expect(view.metaDescription, view.id).toContain(view.payText);
        expect(view.metaDescription.length, view.id).toBeGreaterThanOrEqual(70);
        expect(view.metaDescription, view.id).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
