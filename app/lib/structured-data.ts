/**
 * schema.org builders. Routes pass content-module data in, so the JSON-LD and the visible page
 * come from the same source and never disagree.
 */
import { site, absoluteUrl, brand, contactPoints } from "~/content/site";
import { documentLanguage, localizedPath } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";

type JsonLd = Record<string, unknown>;
const context = "https://schema.org";

/**
 * The company, described in the page's language. Its @id stays the same in every language (one
 * company, wherever it is described); its url is the home page the reader is on.
 */
export function organizationJsonLd(locale: SiteLocale, text: { description: string }): JsonLd {
  return {
    "@context": context,
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: brand.name,
    legalName: brand.legalName,
    description: text.description,
    url: absoluteUrl(localizedPath("/", locale)),
    logo: absoluteUrl("/favicon.svg"),
    foundingDate: String(brand.founded),
    email: contactPoints.mailboxes.general,
    telephone: contactPoints.phone.href.replace("tel:", ""),
    address: postalAddress(),
    sameAs: contactPoints.social.map((profile) => profile.href),
  };
}

export function postalAddress(): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: contactPoints.address.street,
    addressLocality: contactPoints.address.city,
    addressRegion: contactPoints.address.regionCode,
    postalCode: contactPoints.address.postalCode,
    addressCountry: contactPoints.address.countryCode,
  };
}

/** The site in one language: each version is its own WebSite, published by the one company. */
export function websiteJsonLd(locale: SiteLocale, text: { description: string }): JsonLd {
  const home = absoluteUrl(localizedPath("/", locale));
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": `${home}#website`,
    name: brand.name,
    description: text.description,
    url: home,
    publisher: { "@id": absoluteUrl("/#organization") },
    inLanguage: documentLanguage(locale).lang,
  };
}

export function productJsonLd(product: {
  id: string;
  name: string;
  description: string;
  image: string;
  category: string;
  price: number;
  rating: number;
}): JsonLd {
  return {
    "@context": context,
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: absoluteUrl(product.image),
    category: product.category,
    sku: product.id,
    brand: { "@type": "Brand", name: brand.name },
    url: absoluteUrl(`/marketplace/${product.id}`),
    offers: {
      "@type": "Offer",
      url: absoluteUrl(`/marketplace/${product.id}`),
      priceCurrency: "USD",
      price: product.price.toFixed(2),
      availability: "https://schema.org/InStock",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: product.price.toFixed(2),
        priceCurrency: "USD",
        unitCode: "MON",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      },
    },
  };
}

export function blogPostingJsonLd(post: {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  author: string;
  category: string;
  tags: string[];
  image: string;
}): JsonLd {
  return {
    "@context": context,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: { "@id": absoluteUrl("/#organization"), "@type": "Organization", name: brand.name },
    image: absoluteUrl(post.image),
    articleSection: post.category,
    keywords: post.tags.join(", "),
    mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
    url: absoluteUrl(`/blog/${post.slug}`),
  };
}

/**
 * A job opening, on its own page (/careers/{id}) in the page's language: `url` is that page, which
 * carries the full posting and the Apply Now link (hence directApply). Pay is the posting's range in
 * its currency, a year for salaried roles and an hour for contracts.
 */
export function jobPostingJsonLd(
  job: {
    id: string;
    title: string;
    /** The full posting, as HTML. */
    description: string;
    datePosted: string;
    /** The closing date (ISO). */
    validThrough: string;
    employmentType: "FULL_TIME" | "CONTRACTOR";
    /** A city for on-site roles; null for remote roles open anywhere in Canada. */
    city: string | null;
    remote: boolean;
    pay: { currency: string; min: number; max: number; unit: "YEAR" | "HOUR" };
  },
  locale: SiteLocale,
): JsonLd {
  const data: JsonLd = {
    "@context": context,
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    identifier: { "@type": "PropertyValue", name: brand.name, value: job.id },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      "@id": absoluteUrl("/#organization"),
      name: brand.name,
      sameAs: site.url,
      logo: absoluteUrl("/favicon.svg"),
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: job.pay.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: job.pay.min,
        maxValue: job.pay.max,
        unitText: job.pay.unit,
      },
    },
    directApply: true,
    url: absoluteUrl(localizedPath(`/careers/${job.id}`, locale)),
  };
  if (job.city) {
    data.jobLocation = {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.city,
        addressRegion: contactPoints.address.regionCode,
        addressCountry: contactPoints.address.countryCode,
      },
    };
  }
  if (job.remote) {
    data.jobLocationType = "TELECOMMUTE";
    data.applicantLocationRequirements = { "@type": "Country", name: contactPoints.address.country };
  }
  return data;
}

export function faqPageJsonLd(faqs: Array<{ question: string; answer: string }>): JsonLd {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
