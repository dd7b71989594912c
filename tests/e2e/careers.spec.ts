import type { Page } from "@playwright/test";
import * as enApplication from "../../app/content/job-application";
import * as enJobs from "../../app/content/jobs";
import * as arApplication from "../../app/content/compiled/ar/job-application";
import * as arJobs from "../../app/content/compiled/ar/jobs";
import * as frApplication from "../../app/content/compiled/fr/job-application";
import * as frJobs from "../../app/content/compiled/fr/jobs";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

// The spec's five openings, each with its page and its pay as the list shows it (Ontario's pay
// transparency rule: a range, in CAD, per year for salaried roles and per hour for contracts).
const openings = [
  [
    "Senior Software Engineer Backend",
    "Barrie ON, remote optional",
    "Engineering",
    "Full-time",
    "sse-backend",
    "$120,000–$145,000 a year",
  ],
  [
    "Cloud Solutions Architect",
    "Toronto",
    "Cloud Services",
    "Full-time",
    "cloud-architect",
    "$135,000–$165,000 a year",
  ],
  [
    "Cybersecurity Analyst",
    "Remote Canada",
    "Security",
    "Full-time",
    "cyber-analyst",
    "$75,000–$92,000 a year",
  ],
  [
    "Product Manager AI Platforms",
    "Barrie",
    "Product",
    "Full-time",
    "pm-ai",
    "$110,000–$135,000 a year",
  ],
  [
    "DevOps Engineer",
    "Remote Canada",
    "Engineering",
    "Contract",
    "devops-engineer",
    "$75–$95 an hour",
  ],
] as const;

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
}

test.describe("careers page", () => {
  test("shows the four values", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const values = page.getByRole("region", { name: "Our values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Innovation",
      "Collaboration",
      "Growth",
      "Impact",
    ]);
  });

  test("lists the five openings, each applying with the URL-encoded title", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const list = page.getByRole("region", { name: "Current openings" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(
      openings.map(([title]) => title),
    );
    for (const [title, location, department, type, id, pay] of openings) {
      const card = list
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(card).toContainText(location);
      await expect(card).toContainText(department);
      await expect(card).toContainText(type);
      await expect(card).toContainText(pay);
      await expect(
        card.getByRole("heading", { name: title }).getByRole("link", { name: title, exact: true }),
      ).toHaveAttribute("href", `/careers/${id}`);
      await expect(card.getByRole("link", { name: `Apply Now: ${title}` })).toHaveAttribute(
        "href",
        `/careers/apply?jobTitle=${encodeURIComponent(title)}`,
      );
    }
    await expect(page.getByRole("link", { name: /^Apply Now/ })).toHaveCount(5);
  });

  test("Submit Your Resume asks a general career question on the contact page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/careers");
    await expect(page.getByRole("link", { name: "Submit Your Resume" })).toHaveAttribute(
      "href",
      "/contact?subject=General%20Career%20Inquiry",
    );
  });

  test("says once, under the list, that people and not AI screen applicants", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const list = page.getByRole("region", { name: "Current openings" });
    await expect(list.getByText(enJobs.hiringPolicy.aiScreening)).toBeVisible();
    await expect(list).not.toContainText(/Canadian experience/i);
  });

  test("leaves the JobPostings to the jobs' own pages", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    expect((await jsonLd(page)).filter((data) => data["@type"] === "JobPosting")).toEqual([]);
  });

  test("a title opens the job's page", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    await page.getByRole("link", { name: "Cybersecurity Analyst", exact: true }).click();
    await expect(page).toHaveURL(/\/careers\/cyber-analyst$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Cybersecurity Analyst" }),
    ).toBeVisible();
  });

  test("Apply Now opens the form for that role", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    await page.getByRole("link", { name: "Apply Now: Product Manager AI Platforms" }).click();
    await expect(page).toHaveURL(/\/careers\/apply\?jobTitle=Product%20Manager%20AI%20Platforms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Apply for Position" })).toBeVisible();
    await expect(page.getByLabel("Applying for")).toHaveValue("Product Manager AI Platforms");
  });
});

// Each opening's own page, in each language: Ontario's facts (pay range formatted for the language,
// AI use, an existing vacancy, the closing date), the full description, Apply Now and a JobPosting.
const jobPages = [
  {
    locale: "en",
    prefix: "",
    jobs: enJobs,
    application: enApplication,
    id: "cloud-architect",
    pay: "$135,000–$165,000 a year",
    closing: "January 31, 2027",
  },
  {
    locale: "fr",
    prefix: "/fr",
    jobs: frJobs,
    application: frApplication,
    id: "cloud-architect",
    pay: "135\u00a0000\u00a0$ à 165\u00a0000\u00a0$ par année",
    closing: "31 janvier 2027",
  },
  {
    locale: "ar",
    prefix: "/ar",
    jobs: arJobs,
    application: arApplication,
    id: "devops-engineer",
    // Western digits, as the rest of the Arabic site writes numbers.
    pay: "من 75 دولار كندي إلى 95 دولار كندي للساعة",
    closing: "31 يناير 2027",
  },
] as const;

for (const { locale, prefix, jobs, application, id, pay, closing } of jobPages) {
  const job = jobs.jobOpenings.find((opening) => opening.id === id)!;
  const path = `${prefix}/careers/${id}`;
  const applyHref = `${prefix}/careers/apply?jobTitle=${encodeURIComponent(job.title)}`;

  test.describe(`job page ${path}`, () => {
    test.use({ locale: locale === "fr" ? "fr-CA" : locale });

    test("states pay, type, place, closing date, vacancy and AI use, then the full posting", async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
      const facts = page.getByRole("region", { name: jobs.jobPageCopy.factsTitle });
      const fact = (label: string) =>
        facts.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
      await expect(fact(jobs.jobPageCopy.payLabel)).toHaveText(pay);
      await expect(fact(jobs.jobPageCopy.employmentTypeLabel)).toHaveText(
        jobs.employmentTypeLabels[job.type],
      );
      await expect(fact(jobs.jobPageCopy.locationLabel)).toHaveText(job.location);
      await expect(fact(jobs.jobPageCopy.closingLabel)).toHaveText(closing);
      await expect(fact(jobs.jobPageCopy.closingLabel).locator("time")).toHaveAttribute(
        "datetime",
        job.validThrough,
      );
      await expect(fact(jobs.jobPageCopy.vacancyLabel)).toHaveText(
        jobs.hiringPolicy.existingVacancy,
      );
      await expect(fact(jobs.jobPageCopy.aiLabel)).toHaveText(jobs.hiringPolicy.aiScreening);
      for (const [title, items] of [
        [jobs.jobPageCopy.responsibilitiesTitle, job.responsibilities],
        [jobs.jobPageCopy.requirementsTitle, job.requirements],
        [jobs.jobPageCopy.offerTitle, job.offer],
      ] as const) {
        await expect(page.getByRole("region", { name: title }).getByRole("listitem")).toHaveText([
          ...items,
        ]);
      }
      await expect(page.getByRole("main")).not.toContainText(
        /Canadian experience|expérience canadienne|خبرة كندية/i,
      );
    });

    test("describes the posting as a JobPosting with its pay, closing date and direct apply", async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const postings = (await jsonLd(page)).filter((data) => data["@type"] === "JobPosting");
      expect(postings).toHaveLength(1);
      expect(postings[0]).toMatchObject({
        title: job.title,
        datePosted: job.datePosted,
        validThrough: job.validThrough,
        directApply: true,
        url: `https://www.northpine.tech${path}`,
        employmentType: job.type === "Contract" ? "CONTRACTOR" : "FULL_TIME",
        hiringOrganization: { "@type": "Organization", name: "Northpine Technologies" },
        baseSalary: {
          "@type": "MonetaryAmount",
          currency: "CAD",
          value: {
            "@type": "QuantitativeValue",
            minValue: job.pay.min,
            maxValue: job.pay.max,
            unitText: job.pay.unit,
          },
        },
      });
      expect(postings[0]!.description).toContain(jobs.hiringPolicy.aiScreening);
      if (job.remote) {
        expect(postings[0]).toMatchObject({
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "Canada" },
        });
      } else {
        expect(JSON.stringify(postings[0]!.jobLocation)).toContain(job.city!);
      }
    });

    test("Apply Now opens the form with the job's title filled in", async ({ page }) => {
      await gotoHydrated(page, path);
      const apply = page
        .getByRole("link", { name: jobs.jobPageCopy.applyLabel.replace("{title}", job.title) })
        .first();
      await expect(apply).toHaveText(jobs.jobPageCopy.apply);
      await expect(apply).toHaveAttribute("href", applyHref);
      await apply.click();
      await expect(page).toHaveURL(applyHref);
      await expect(page.getByLabel(application.applicationForm.jobTitleLabel)).toHaveValue(
        job.title,
      );
    });

    for (const theme of ["light", "dark"] as const) {
      test.describe(`${theme} theme`, () => {
        test.use({ theme });
        test("has no axe violations", async ({ page }) => {
          await gotoHydrated(page, path);
          expect(await axeViolations(page)).toEqual([]);
        });
      });
    }
  });
}

test("an unknown job sends the visitor to the careers page", async ({ page }) => {
  await page.goto("/careers/not-a-job");
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Careers at Northpine" })).toBeVisible();
});
