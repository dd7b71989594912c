import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  faqPageJsonLd,
  jobPostingJsonLd,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
} from "./structured-data";

describe("structured data", () => {
  it("Organization names the company with its address and URL", () => {
    const org = organizationJsonLd("en", { description: "About us." });
    expect(org).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", url: "https://www.northpine.tech/", description: "About us." });
    expect(org.name).toBeTruthy();
    expect(org.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Barrie", addressCountry: "CA" });
  });

  it("WebSite points at the organisation", () => {
    expect(websiteJsonLd("en", { description: "d" })).toMatchObject({ "@type": "WebSite", "@id": "https://www.northpine.tech/#website", url: "https://www.northpine.tech/", inLanguage: "en", publisher: { "@id": "https://www.northpine.tech/#organization" } });
  });

  it.each([
    ["fr", "fr-CA", "https://www.northpine.tech/fr"],
    ["ar", "ar", "https://www.northpine.tech/ar"],
  ] as const)("in %s, Organization and WebSite carry that language's home, tag and text", (locale, lang, home) => {
    const org = organizationJsonLd(locale, { description: "La société." });
    // One company in every language: the same @id, the reader's home page as its url.
    expect(org).toMatchObject({ "@id": "https://www.northpine.tech/#organization", url: home, description: "La société." });
    expect(websiteJsonLd(locale, { description: "Le site." })).toMatchObject({
      "@id": `${home}#website`,
      url: home,
      inLanguage: lang,
      description: "Le site.",
      publisher: { "@id": "https://www.northpine.tech/#organization" },
    });
  });

  it("Product carries a monthly USD offer and an absolute image", () => {
    const product = productJsonLd({ id: "crm", name: "CRM", description: "d", image: "/images/p.svg", category: "CRM", price: 149, rating: 4.5 });
    expect(product).toMatchObject({ "@type": "Product", name: "CRM", image: "https://www.northpine.tech/images/p.svg" });
    expect(product.offers).toMatchObject({ "@type": "Offer", price: "149.00", priceCurrency: "USD", url: "https://www.northpine.tech/marketplace/crm" });
  });

  it("BlogPosting has headline, dates, author, image and URL", () => {
    const post = blogPostingJsonLd({ slug: "s", title: "T", excerpt: "E", date: "2025-05-12", author: "A", category: "C", tags: ["x", "y"], image: "/c.svg" });
    expect(post).toMatchObject({ "@type": "BlogPosting", headline: "T", datePublished: "2025-05-12", author: { "@type": "Person", name: "A" }, url: "https://www.northpine.tech/blog/s", keywords: "x, y" });
  });

  const job = {
    id: "cloud-architect",
    title: "Cloud Solutions Architect",
    description: "<p>d</p>",
    datePosted: "2026-11-16",
    validThrough: "2027-01-31",
    employmentType: "FULL_TIME" as const,
    city: "Toronto",
    remote: false,
    pay: { currency: "CAD", min: 135000, max: 165000, unit: "YEAR" as const },
  };

  it("JobPosting has the properties search engines require", () => {
    const onSite = jobPostingJsonLd(job, "en");
    expect(onSite).toMatchObject({
      "@type": "JobPosting",
      title: "Cloud Solutions Architect",
      description: "<p>d</p>",
      datePosted: "2026-11-16",
      validThrough: "2027-01-31",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Northpine Technologies" },
      directApply: true,
      url: "https://www.northpine.tech/careers/cloud-architect",
    });
    expect(onSite.jobLocation).toMatchObject({ address: { addressLocality: "Toronto", addressRegion: "ON", addressCountry: "CA" } });
    expect(onSite.jobLocationType).toBeUndefined();
    expect(onSite.applicantLocationRequirements).toBeUndefined();

    const remote = jobPostingJsonLd({ ...job, id: "devops-engineer", title: "DevOps Engineer", employmentType: "CONTRACTOR", city: null, remote: true }, "en");
    expect(remote).toMatchObject({ employmentType: "CONTRACTOR", jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "Canada" } });
    expect(remote.jobLocation).toBeUndefined();
  });

  it("JobPosting states the pay range as a MonetaryAmount per year or per hour", () => {
    expect(jobPostingJsonLd(job, "en").baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "CAD",
      value: { "@type": "QuantitativeValue", minValue: 135000, maxValue: 165000, unitText: "YEAR" },
    });
    const hourly = jobPostingJsonLd({ ...job, pay: { currency: "CAD", min: 75, max: 95, unit: "HOUR" } }, "en");
    expect(hourly.baseSalary).toMatchObject({ value: { minValue: 75, maxValue: 95, unitText: "HOUR" } });
  });

  it.each([
    ["fr", "https://www.northpine.tech/fr/careers/devops-engineer"],
    ["ar", "https://www.northpine.tech/ar/careers/devops-engineer"],
  ] as const)("JobPosting's url is the job's page in %s", (locale, url) => {
    expect(jobPostingJsonLd({ ...job, id: "devops-engineer", title: "Ingénieur DevOps" }, locale).url).toBe(url);
  });

  it("FAQPage lists each question with its accepted answer", () => {
    expect(faqPageJsonLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });
});
