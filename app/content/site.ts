/**
 * The brand in one place. Every name, address, mailbox and URL the site prints comes from here,
 * so a rebrand is a one-file change. Relative imports only: react-router.config.ts loads content.
 */
export type SiteConfig = {
  name: string;
  shortName: string;
  productPrefix: string;
  legalName: string;
  tagline: string;
  description: string;
  url: string;
  founded: number;
  locale: string;
  address: {
    street: string;
    city: string;
    region: string;
    regionCode: string;
    postalCode: string;
    country: string;
    countryCode: string;
  };
  geo: { latitude: number; longitude: number };
  phone: { display: string; href: string };
  mailboxes: {
    general: string;
    sales: string;
    support: string;
    press: string;
    privacy: string;
    legal: string;
    careers: string;
    abuse: string;
  };
  social: { name: "LinkedIn" | "X" | "GitHub" | "YouTube"; href: string }[];
  /** Sister sites and portals the launcher, docs and community pages link out to. */
  external: {
    communications: string;
    businessSolutions: string;
    securitySite: string;
    corporateCanada: string;
    platform: string;
    cloud: string;
    developerPortal: string;
    forum: string;
    events: string;
    contributions: string;
  };
  demoAdmin: { username: string; password: string; marker: string };
  storagePrefix: string;
};

/**
 * The parts a page's own JavaScript shows or stores under (the logo, the footer, the error page,
 * the launcher, the demo sign-in, storage keys), exported on their own: the browser's code imports
 * these and never `site`, so the rest (description, tagline, coordinates, canonical URL), which
 * only loaders and the server read, stays out of every page's download. A module holds one chunk,
 * so a single browser import of `site` would bring the whole object back.
 */
export const brand: Pick<
  SiteConfig,
  "name" | "shortName" | "productPrefix" | "legalName" | "founded"
> = {
  name: "Northpine Technologies",
  shortName: "Northpine",
  productPrefix: "Northpine",
  legalName: "Northpine Technologies Inc.",
  founded: 2024,
};

export const contactPoints: Pick<SiteConfig, "address" | "geo" | "phone" | "mailboxes" | "social"> =
  {
    address: {
      street: "55 Cedar Pointe Drive, Suite 300",
      city: "Barrie",
      region: "Ontario",
      regionCode: "ON",
      postalCode: "L4N 5R7",
      country: "Canada",
      countryCode: "CA",
    },
    // The consented map on /contact centres on it.
    geo: { latitude: 44.2893, longitude: -79.7107 },
    phone: { display: "+1 (705) 555-0142", href: "tel:+17055550142" },
    mailboxes: {
      general: "hello@northpine.tech",
      sales: "sales@northpine.tech",
      support: "support@northpine.tech",
      press: "press@northpine.tech",
      privacy: "privacy@northpine.tech",
      legal: "legal@northpine.tech",
      careers: "careers@northpine.tech",
      abuse: "abuse@northpine.tech",
    },
    // Placeholder profiles until the company's accounts are public; they open in a new tab.
    social: [
      { name: "LinkedIn", href: "https://www.linkedin.com/company/northpine-technologies" },
      { name: "X", href: "https://x.com/northpinetech" },
      { name: "GitHub", href: "https://github.com/northpine-technologies" },
      { name: "YouTube", href: "https://www.youtube.com/@northpinetech" },
    ],
  };

// Placeholder addresses for sister products that have no public site yet; they open in a new tab.
export const external: SiteConfig["external"] = {
  communications: "https://connect.northpine.tech",
  businessSolutions: "https://business.northpine.tech",
  securitySite: "https://secure.northpine.tech",
  corporateCanada: "https://www.northpine.ca",
  platform: "https://platform.northpine.tech",
  cloud: "https://cloud.northpine.tech",
  developerPortal: "https://developers.northpine.tech",
  forum: "https://community.northpine.tech/forum",
  events: "https://community.northpine.tech/events",
  contributions: "https://github.com/northpine-technologies",
};

export const demoAdmin: SiteConfig["demoAdmin"] = {
  username: "admin",
  password: "northpine-demo",
  marker: "northpine-admin-session",
};

export const storagePrefix = "northpine";

/** The canonical origin, which the press boilerplate prints. */
export const siteUrl = "https://www.northpine.tech";

/** The whole config, for loaders, build scripts and the server. */
export const site: SiteConfig = {
  ...brand,
  tagline: "Managed IT, DevOps and AI automation for growing businesses",
  description:
    "Northpine Technologies is a Barrie, Ontario IT services company: managed IT, DevOps, AI automation, security, cloud hosting and business software for growing Canadian businesses.",
  url: siteUrl,
  locale: "en-CA",
  ...contactPoints,
  external,
  demoAdmin,
  storagePrefix,
};

/** "Northpine Cloud", "Northpine Admin": product names are built from the prefix, never typed out. */
export function productName(suffix: string): string {
  return `${brand.productPrefix} ${suffix}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).toString();
}

export function formatAddress(): string {
  const a = contactPoints.address;
  return `${a.street}, ${a.city}, ${a.regionCode} ${a.postalCode}, ${a.country}`;
}
