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

  it("JobPosting has the properties search engines require", () => {
    const onSite = jobPostingJsonLd({ id: "j", title: "Cloud Solutions Architect", description: "d", datePosted: "2025-05-01", employmentType: "FULL_TIME", city: "Toronto", remote: false }, "en");
    expect(onSite).toMatchObject({ "@type": "JobPosting", title: "Cloud Solutions Architect", datePosted: "2025-05-01", employmentType: "FULL_TIME", hiringOrganization: { "@type": "Organization" } });
    expect(onSite.jobLocation).toMatchObject({ address: { addressLocality: "Toronto" } });
    expect(onSite.applicantLocationRequirements).toBeUndefined();

    const remote = jobPostingJsonLd({ id: "r", title: "DevOps Engineer", description: "d", datePosted: "2025-05-01", employmentType: "CONTRACTOR", city: null, remote: true }, "en");
    expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "Canada" } });
    expect(remote.jobLocation).toBeUndefined();

    const french = jobPostingJsonLd({ id: "r", title: "Ingénieur DevOps", description: "d", datePosted: "2025-05-01", employmentType: "CONTRACTOR", city: null, remote: true }, "fr");
    expect(french.url).toBe("https://www.northpine.tech/fr/careers/apply?jobTitle=Ing%C3%A9nieur%20DevOps");
  });

  it("FAQPage lists each question with its accepted answer", () => {
    expect(faqPageJsonLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });
});
