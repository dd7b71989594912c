// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { site, brand, contactPoints, formatAddress } from "./site";
import type { StorageEntryId } from "../lib/storage-inventory";
import { defaultRetention } from "../lib/retention";

/** Inline text: plain strings, or a link (internal path, mailto: or tel:). Rendered as text. */
export type Inline = string | { text: string; href: string };
export type LegalBlock =
  | { type: "p"; content: Inline[] }
  | { type: "ul"; items: Inline[][] }
  | { type: "h3"; text: string };
export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalDocument = {
  path: string;
  title: string;
  description: string;
  lastUpdated: { display: string; iso: string };
  /** Terms number their sections ("1. Accounts"); the other policies do not. */
  numbered: boolean;
  intro: Inline[][];
  sections: LegalSection[];
};

const p = (...content: Inline[]): LegalBlock => ({ type: "p", content });
const ul = (...items: Array<Inline | Inline[]>): LegalBlock => ({
  type: "ul",
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
const h3 = (text: string): LegalBlock => ({ type: "h3", text });
const mail = (address: string): Inline => ({ text: address, href: `mailto:${address}` });
const contactLink: Inline = { text: "contact page", href: "/contact" };
const phone: Inline = { text: contactPoints.phone.display, href: contactPoints.phone.href };
const sitePages = `${site.url.replace(/^https:\/\//, "")}`;

const may12 = { iso: "2025-05-12" };

/** The words around every legal document: hero eyebrow, date line, table of contents, breadcrumb. */
export const legalPageCopy = {
  eyebrow: "Legal",
  lastUpdated: "Last updated:",
  contentsLabel: "Sections of this policy",
  contentsHeading: "Contents",
  homeLabel: "Home",
  /**
   * Shown at the top of a translation only: which version governs. A translation says it in its
   * own words (French, an official language of Canada, says both versions are equally valid).
   */
  governingVersion:
    "This translation is provided for convenience. If it differs from the English version, the English version governs.",
};

/** The privacy policy's date: it changes with the policy, not with the other documents. */
const nov26 = { iso: "2026-11-26" };
const retention = defaultRetention;

/** A retention period in words: whole years as years, anything else in days. */
export function retentionPeriod(days: number): string {
  if (days % 365 === 0) return days === 365 ? "1 year" : `${days / 365} years`;
  return days === 1 ? "1 day" : `${days} days`;
}

/**
 * The person in charge of the protection of personal information (Quebec's Law 25 asks that
 * their title and contact details be published); the mailbox comes from the site config.
 */
export const privacyOfficer = {
  role: "Privacy Officer (person in charge of the protection of personal information)",
};

const requestFormLink: Inline = { text: "privacy request form", href: "#make-a-privacy-request" };
const cookiePolicyLink: Inline = { text: "cookie policy", href: "/cookie-policy" };
const caiLink: Inline = {
  text: "Commission d'accès à l'information du Québec",
  href: "https://www.cai.gouv.qc.ca",
};
const opcLink: Inline = {
  text: "Office of the Privacy Commissioner of Canada",
  href: "https://www.priv.gc.ca",
};

export const privacyPolicy: LegalDocument = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  description: `How ${brand.name} collects, uses, keeps and protects personal information, and how to exercise your rights under PIPEDA and Quebec's Law 25.`,
  lastUpdated: { ...nov26, display: "2026-11-26" },
  numbered: false,
  intro: [
    [
      `This policy explains how ${brand.legalName} ("${brand.shortName}", "we", "us") handles personal information when you visit ${sitePages}, contact us, apply for a job or use our services: what we keep, why, for how long, where, who sees it, and how to ask us for it.`,
    ],
  ],
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        p(
          `${brand.name} is an IT services company based in ${contactPoints.address.city}, ${contactPoints.address.region}, ${contactPoints.address.country}, with customers across Canada, including Quebec. We respect your privacy and handle personal information in line with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and, for people in Quebec, the Act respecting the protection of personal information in the private sector as amended by Law 25.`,
        ),
        p(
          "We are responsible for personal information under our control. Where we process personal information on behalf of a customer, for example the data on systems we manage for them, we do so under our contract with that customer, and the customer's own privacy policy also applies.",
        ),
        h3("Person in charge of the protection of personal information"),
        p(
          `Our ${privacyOfficer.role} is accountable for our compliance with this policy and answers privacy requests and complaints. You can reach them at `,
          mail(contactPoints.mailboxes.privacy),
          ", by phone at ",
          phone,
          `, or by mail at ${brand.legalName}, Attention: Privacy Officer, ${formatAddress()}.`,
        ),
      ],
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        p("We collect only what we need for the purposes described in this policy:"),
        ul(
          "Contact messages and demo requests: your name, email address, company, phone number (optional), the kind of inquiry and your message, and the product, plan or service named by the link you followed to the form, if any.",
          "Support tickets: your name, email address, subject, department and message.",
          "Job applications: your full name, email address, optional phone number and cover letter, the job you apply for and your résumé file; and, once you are interviewed, the date of the interview.",
          "Newsletter signups: your email address and the date you confirmed it.",
          "Privacy requests: your name, email address, what you ask for and any details you add.",
          "Account and service information for customers, such as user names, support tickets and billing contacts.",
          "Technical information: our web server's security logs record IP addresses, browser type and the pages requested. To limit abuse, our server also counts form submissions and sign-in attempts per IP address for a few minutes; the address is not stored with what you send.",
        ),
        p(
          "With each form we also record when we received it and the language of the page you sent it from, so that we can answer in that language.",
        ),
        h3("Information stored in your browser"),
        p(
          "This website keeps a few items in your browser's local storage so that it works as you expect. They stay on your device and are not sent to us:",
        ),
        ul(
          "your theme preference (light or dark) and the language you picked;",
          "your cookie consent choice;",
          "the contents of your marketplace cart;",
          "comments you post on blog articles;",
          "job applications you submit through the careers page, only when the site runs without its server;",
          "a marker that you signed in to the admin area (staff only).",
        ),
        p(
          "You can remove these items at any time by clearing your browser's site data for this website. Our ",
          cookiePolicyLink,
          " lists every item, and how we record your cookie choice.",
        ),
      ],
    },
    {
      id: "how-we-use-your-information",
      title: "How We Use Your Information",
      blocks: [
        p("We use personal information to:"),
        ul(
          "answer your questions and provide the services you request;",
          "assess job applications, contact candidates and tell them the outcome;",
          "manage customer accounts, support requests and invoices;",
          "send the newsletter to addresses that confirmed their signup;",
          "answer privacy requests and keep proof that we did;",
          "protect our systems and our customers' systems against fraud and attack;",
          "meet our legal, tax and regulatory obligations.",
        ),
        p(
          "We send marketing email only with your consent, and every message includes a way to unsubscribe. We do not sell personal information, and we do not use it for advertising or profiling.",
        ),
      ],
    },
    {
      id: "data-sharing-and-disclosure",
      title: "Data Sharing and Disclosure",
      blocks: [
        p(
          `Inside ${brand.shortName}, only the staff who handle your message, ticket, application or request can see it, in our admin inbox, which requires a password and signs them out after 30 minutes without activity.`,
        ),
        p("We share personal information outside the company only in these cases:"),
        ul(
          "with our email provider, which delivers the notice of each new record to the team mailbox concerned (it contains what you sent) and the confirmation we send you (it names only the kind of record and its reference, never your message);",
          "with service providers who host, support or secure our systems, under contracts that require them to protect it and use it only on our instructions;",
          "with a buyer or successor if our business is sold or reorganised, subject to this policy;",
          "when the law requires it, for example in response to a court order, or to protect the safety of a person.",
        ),
        h3("Where it is stored"),
        p(
          "What you send through this website's forms, résumé files included, is stored in the database of our intake service, on servers in Canada. We store other personal information in Canada wherever possible. If a service provider processes it outside Canada, it may be accessible to authorities in that country under local law; we choose providers that offer protection comparable to PIPEDA and Quebec law.",
        ),
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      blocks: [
        p(
          "We protect personal information with safeguards appropriate to its sensitivity: encryption in transit and at rest, multi-factor authentication, least-privilege access, staff training, logging and regular testing. Résumés are served only to signed-in staff. Our managed services platform is independently audited against the SOC 2 criteria.",
        ),
        h3("How long we keep it"),
        p(
          "Our server deletes each kind of record by itself when its period ends, together with its résumé file and the emails queued about it:",
        ),
        ul(
          `contact messages: ${retentionPeriod(retention.contact)} after we receive them;`,
          `demo requests: ${retentionPeriod(retention.demo)} after we receive them;`,
          `support tickets: ${retentionPeriod(retention.ticket)} after we receive them;`,
          `job applications and résumés: ${retentionPeriod(retention.application)} after the hiring decision, and at most ${retentionPeriod(retention.undecidedApplicationDays)} after we receive them when no decision is recorded;`,
          `newsletter signups: as long as you stay subscribed; a signup that is never confirmed is deleted after ${retentionPeriod(retention.unconfirmedNewsletterDays)};`,
          `privacy requests: ${retentionPeriod(retention.privacy)} after we receive them, as proof that we answered;`,
          "staff sign-in sessions: they end after 30 minutes without activity.",
        ),
        p(
          "If you ask us not to write to you again, we keep a one-way fingerprint of your address, not the address itself, so that we never do; it goes when you ask us to erase your data. Customer account, billing and support records kept under a service agreement follow that agreement and the law (tax records, for example). When a period ends we delete the information or anonymise it.",
        ),
        p(
          "If a breach of security creates a real risk of significant harm (or, in Quebec, a risk of serious injury), we will notify you, the Office of the Privacy Commissioner of Canada and, where Quebec law applies, the Commission d'accès à l'information du Québec.",
        ),
      ],
    },
    {
      id: "your-data-protection-rights",
      title: "Your Data Protection Rights",
      blocks: [
        p("You have the right to:"),
        ul(
          "know whether we hold personal information about you and receive a copy of it, including in a structured, commonly used format for the information you gave us;",
          "ask us to correct information that is inaccurate or incomplete;",
          "withdraw your consent, subject to legal or contractual restrictions, and ask us to delete your information;",
          [
            "complain to us and, if you are not satisfied with our answer, to the ",
            caiLink,
            " or the ",
            opcLink,
            ".",
          ],
        ),
        p(
          "To make a request, use the ",
          requestFormLink,
          " below or write to ",
          mail(contactPoints.mailboxes.privacy),
          ". We will answer within 30 days and may ask you to confirm your identity first.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes",
      blocks: [
        p(
          'We may update this policy as our services or the law change. We will post the new version on this page with a new "last updated" date, and we will tell customers by email about changes that materially affect how we use their information.',
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      blocks: [
        p(
          "Questions about this policy or our privacy practices can go to our Privacy Officer at ",
          mail(contactPoints.mailboxes.privacy),
          ", by phone at ",
          phone,
          `, by mail to ${brand.legalName}, Attention: Privacy Officer, ${formatAddress()}, or through our `,
          contactLink,
          ".",
        ),
      ],
    },
    {
      id: "make-a-privacy-request",
      title: "Make a Privacy Request",
      blocks: [
        p(
          "Tell us who you are and what you are asking for. We answer by email, at the address you give, within 30 days, and may first ask you to confirm that the address is yours. You can also write to ",
          mail(contactPoints.mailboxes.privacy),
          ".",
        ),
      ],
    },
  ],
};

/** The privacy request form under the policy, in words (the form: app/features/privacy-request). */
export const privacyRequestForm = {
  labels: {
    name: "Full name",
    emailAddress: "Email address",
    requestType: "What are you asking for?",
    details: "Details (optional)",
    characters: "characters",
  },
  requestTypePlaceholder: "Choose a request",
  requestTypes: {
    access: "Access: a copy of my personal information",
    correction: "Correction of inaccurate or incomplete information",
    deletion: "Deletion of my personal information",
    withdrawal: "Withdrawal of my consent",
  },
  detailsHint:
    "For a correction, say what should change. Anything that helps us find your records (a ticket subject, the job you applied for) is welcome.",
  submit: "Send Request",
  submitting: "Sending…",
  messages: {
    name: "Please enter your name.",
    emailRequired: "Please enter your email address.",
    emailFormat: "Please enter a valid email address.",
    requestType: "Please choose what you are asking for.",
    tooLong: "Please keep this under {max} characters.",
  },
  toasts: {
    incomplete: {
      title: "Incomplete Form",
      description: "Please give your name, your email address and what you are asking for.",
    },
    invalidEmail: {
      title: "Invalid Email",
      description: "Please enter a valid email address.",
    },
    sentTitle: "Request Sent",
    /** "{name}" is the sender's name. */
    sentDescription: "Thank you, {name}. We will answer by email within 30 days.",
    sentDescriptionNative: "Thank you. We will answer by email within 30 days.",
  },
  /** The start of the 'Not Sent' toast (app/content/intake.ts fills in the rest). */
  notSent: "Your request was not sent",
  /** A build without the intake service (VITE_INTAKE=off): the mailbox instead of the form. */
  offline: {
    before: "This copy of the site cannot send forms. To make a request, write to ",
    after: " with your name, what you are asking for and any details.",
  },
};

export const termsOfService: LegalDocument = {
  path: "/terms-of-service",
  title: "Terms of Service",
  description: `The terms that govern your use of the ${brand.name} website and services: accounts, intellectual property, liability and Ontario governing law.`,
  lastUpdated: { ...may12, display: "May 12, 2025" },
  numbered: true,
  intro: [
    [
      `Please read these Terms of Service ("Terms") carefully before using ${sitePages} (the "Service") operated by ${brand.legalName} ("us", "we" or "our").`,
    ],
    [
      "Your access to and use of the Service is conditioned on your acceptance of and compliance with these Terms. They apply to all visitors, users and others who access or use the Service. By accessing or using the Service you agree to be bound by these Terms; if you disagree with any part of them, you may not access the Service. Managed services, DevOps, hosting and other paid engagements are also governed by the written agreement for each engagement, which prevails where it differs from these Terms.",
    ],
  ],
  sections: [
    {
      id: "accounts",
      title: "Accounts",
      blocks: [
        p(
          "When you create an account with us, you must give information that is accurate, complete and current. Failure to do so is a breach of these Terms and may result in the immediate termination of your account.",
        ),
        p(
          "You are responsible for safeguarding the password you use to access the Service and for any activities or actions under your password. You agree not to disclose your password to any third party and to notify us immediately on becoming aware of any breach of security or unauthorised use of your account.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      blocks: [
        p(
          `The Service and its original content, features and functionality are and will remain the exclusive property of ${brand.legalName} and its licensors. Our trademarks and trade dress may not be used in connection with any product or service without our prior written consent.`,
        ),
        p(
          "Content and data you provide to us remain yours. You grant us a limited licence to use them only as needed to provide the Service to you.",
        ),
      ],
    },
    {
      id: "links-to-other-web-sites",
      title: "Links To Other Web Sites",
      blocks: [
        p(
          `Our Service may contain links to third-party web sites or services that are not owned or controlled by ${brand.name}. We have no control over, and assume no responsibility for, the content, privacy policies or practices of any third-party web sites or services.`,
        ),
        p(
          "You acknowledge and agree that we are not responsible or liable, directly or indirectly, for any damage or loss caused or alleged to be caused by or in connection with the use of or reliance on any such content, goods or services. We strongly advise you to read the terms and privacy policies of any third-party web sites or services that you visit.",
        ),
      ],
    },
    {
      id: "termination",
      title: "Termination",
      blocks: [
        p(
          "We may terminate or suspend access to our Service immediately, without prior notice or liability, for any reason, including without limitation if you breach these Terms.",
        ),
        p(
          "All provisions of these Terms which by their nature should survive termination shall survive termination, including ownership provisions, warranty disclaimers, indemnity and limitations of liability. You may close your account at any time by contacting us.",
        ),
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation Of Liability",
      blocks: [
        p(
          `To the maximum extent permitted by law, in no event shall ${brand.legalName}, its directors, employees, partners, agents, suppliers or affiliates be liable for any indirect, incidental, special, consequential or punitive damages, including without limitation loss of profits, data, use or goodwill, resulting from (i) your access to or use of, or inability to access or use, the Service; (ii) any conduct or content of any third party on the Service; (iii) any content obtained from the Service; or (iv) unauthorised access, use or alteration of your transmissions or content, whether based on warranty, contract, tort (including negligence) or any other legal theory, whether or not we have been informed of the possibility of such damage.`,
        ),
        p(
          "Our total liability for any claim arising out of the use of the website shall not exceed one hundred Canadian dollars (CA$100). Nothing in these Terms limits liability that cannot be limited under applicable law.",
        ),
      ],
    },
    {
      id: "disclaimer",
      title: "Disclaimer",
      blocks: [
        p(
          'Your use of the Service is at your sole risk. The Service is provided on an "AS IS" and "AS AVAILABLE" basis, without warranties of any kind, whether express or implied, including implied warranties of merchantability, fitness for a particular purpose, non-infringement or course of performance.',
        ),
        p(
          "Information on this website, including documentation, blog articles, prices and status information, is provided for general guidance and may change without notice. It is not professional advice for your specific situation.",
        ),
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law",
      blocks: [
        p(
          `These Terms shall be governed by and construed in accordance with the laws of the Province of ${contactPoints.address.region} and the federal laws of ${contactPoints.address.country} applicable there, without regard to conflict of law provisions. You agree to the exclusive jurisdiction of the courts of ${contactPoints.address.region}, ${contactPoints.address.country}, for any dispute arising from these Terms.`,
        ),
        p(
          "Our failure to enforce any right or provision of these Terms will not be considered a waiver of those rights. If any provision of these Terms is held to be invalid or unenforceable by a court, the remaining provisions will remain in effect. These Terms constitute the entire agreement between us regarding our Service.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes",
      blocks: [
        p(
          "We reserve the right, at our sole discretion, to modify or replace these Terms at any time. If a revision is material we will provide at least 30 days notice prior to any new terms taking effect. What constitutes a material change will be determined at our sole discretion.",
        ),
        p(
          "By continuing to access or use our Service after those revisions become effective, you agree to be bound by the revised terms. If you do not agree to the new terms, please stop using the Service.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      blocks: [
        p(
          "If you have any questions about these Terms, please write to ",
          mail(contactPoints.mailboxes.legal),
          ", call ",
          phone,
          `, write to ${brand.legalName}, ${formatAddress()}, or use our `,
          contactLink,
          ".",
        ),
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  path: "/cookie-policy",
  title: "Cookie Policy",
  description: `Which cookies and browser storage ${brand.name} uses, session versus persistent cookies, and how to manage your preferences and consent.`,
  lastUpdated: { ...may12, display: "2025-05-12" },
  numbered: false,
  intro: [
    [
      `This policy explains how ${brand.legalName} uses cookies and similar technologies, such as your browser's local storage, on ${sitePages}, and the choices you have. Read it together with our `,
      { text: "Privacy Policy", href: "/privacy-policy" },
      ".",
    ],
  ],
  sections: [
    {
      id: "what-are-cookies",
      title: "What Are Cookies",
      blocks: [
        p(
          'Cookies are small text files that a website stores in your browser. Local storage is a similar browser feature that keeps small pieces of data on your device. Both let a site remember your choices between pages and visits. In this policy, "cookies" covers both.',
        ),
      ],
    },
    {
      id: "types-of-cookies",
      title: "Types of Cookies We Use",
      blocks: [
        h3("Necessary"),
        p(
          "Essential cookies and storage keep the site working and keep what you asked it to keep: your cookie choice, your cart, the comments you post on blog articles, job applications sent from this browser when the site runs without its server and, for staff, the admin sign-in. React Router, which runs the site, also keeps your scroll positions for the Back button while the tab is open. They are always on. The cart is yours: it stays until you empty it, whatever you choose below.",
        ),
        h3("Preferences"),
        p(
          "Functionality cookies, which the banner calls preferences, remember how you like the site: your light or dark theme, the language you picked and that you dismissed the offer to read a page in another language. They are optional and off until you turn them on. Off, the site works the same with its defaults: the light theme and the language of the address you opened.",
        ),
        h3("Third-party content"),
        p(
          "The contact page can show a map from OpenStreetMap (openstreetmap.org). Loading it sends your IP address and browser details to OpenStreetMap, which may set its own cookies in the map's frame under its own privacy policy. The map loads only while this category is on, or for one view when you press Show map, and turning the category off removes it. We cannot delete OpenStreetMap's cookies for you; your browser settings can.",
        ),
        h3("No analytics, no advertising"),
        p(
          "Analytics cookies: none. The site does not measure your visits or load any statistics service, so the banner does not ask about them.",
        ),
        p(
          "Targeting cookies: none. We show no advertising and do not let advertising networks place cookies through our site. If that ever changed, this policy and the list below would change first, and you would be asked again.",
        ),
      ],
    },
    {
      id: "session-and-persistent-cookies",
      title: "Session and Persistent Cookies",
      blocks: [
        p(
          "Session cookies are deleted when you close your browser. Persistent cookies stay until they expire or you delete them, so the site can remember you on your next visit.",
        ),
        p(
          "Here, the admin sign-in cookie is a session cookie, and React Router's scroll positions last until the tab is closed. Everything in local storage is persistent: it stays until you delete it, empty your cart or change your choice.",
        ),
      ],
    },
    {
      id: "managing-your-preferences",
      title: "Managing Your Preferences",
      blocks: [
        p(
          "On your first visit, a consent banner asks about the optional categories: Accept turns them all on, Decline turns them all off, and Preferences lets you choose each one. Nothing optional is stored or loaded before you answer.",
        ),
        p(
          "You can change your mind at any time: Cookie settings, at the foot of every page, opens the same choices. Turning a category off deletes what it stored in your browser (for preferences, the theme and language choices) and removes the map. When the list of what we store changes, the banner asks again.",
        ),
        p(
          "If your browser sends the Global Privacy Control signal, the optional categories start off without a question and a short note says so; you can still turn them on in Cookie settings.",
        ),
        p(
          "So that we can show what you chose, our server records each decision with a random identifier kept with your cookie choice, the version of the list, the categories, the time, where you made it (the banner, the settings or Global Privacy Control) and the page's language. No IP address and no browser details are recorded with it.",
        ),
        p(
          "You can also use your browser settings to block or delete cookies and site data. Most browsers offer this under privacy or security settings. Blocking necessary storage may stop the cart, your cookie choice and other features from working.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      blocks: [
        p(
          "Questions about cookies or your privacy can go to ",
          mail(contactPoints.mailboxes.privacy),
          ". For anything else, write to ",
          mail(contactPoints.mailboxes.general),
          " or use our ",
          contactLink,
          ".",
        ),
      ],
    },
    {
      id: "what-we-store",
      title: "Everything We Store or Load",
      blocks: [
        p(
          "The table lists every item. It comes from the same list the site's code uses, so the two cannot differ: the site refuses to store anything the list does not name, and stores an optional item only while you have turned its category on.",
        ),
      ],
    },
  ],
};

/**
 * The cookie policy's table, in words: one purpose per entry of the storage inventory
 * (app/lib/storage-inventory.ts, whose facts fill the other columns), and the labels of its
 * categories, parties and lifetimes. The cookie policy route joins the two in its loader.
 */
export const cookieTable = {
  caption: "Everything this site stores in your browser or loads from another site",
  columns: {
    name: "Name",
    purpose: "Purpose",
    category: "Category",
    duration: "Duration",
    party: "Set by",
  },
  /** Stands for the varying end of a family of keys (one per blog post). */
  familyPart: "{post}",
  areas: {
    localStorage: "Local storage",
    sessionStorage: "Session storage",
    cookie: "Cookie",
    frame: "Embedded map",
  },
  categories: {
    necessary: "Necessary",
    preferences: "Preferences",
    thirdParty: "Third-party content",
  },
  parties: { first: "This site", third: "OpenStreetMap" },
  lifetimes: {
    persistent: "Until you delete it, or your choice does",
    tab: "Until you close the tab",
    signIn: "Until you sign out, close the browser or stay idle 30 minutes",
    provider: "As OpenStreetMap sets it (see its privacy policy)",
  },
  purposes: {
    consent:
      "Your answer to the cookie banner: the version of the list, your choice per category, when you chose and a random identifier for our record of it.",
    cart: "The products in your cart, until you empty it.",
    comments:
      "The comments you post on a blog article, kept only in your browser (one item per article).",
    jobApplications:
      "Job applications sent from this browser when the site runs without its server; with the server, nothing is kept here.",
    adminAuth:
      "That staff signed in to the admin area, so its page opens without a detour; the server still decides.",
    adminSession:
      "The admin area's sign-in session, for staff only: sent only to the site's API and unreadable by scripts.",
    scrollPositions:
      "Your scroll position on each page, so Back and Forward return where you were (kept by React Router).",
    manifestVersion:
      "Which release of the site this tab loaded, so a new release reloads the page once instead of failing (kept by React Router).",
    theme: "Your light, dark or system theme.",
    language: "The language you picked in the header.",
    languageSuggestion: "That you dismissed the offer to read a page in your language.",
    map: "The contact page's map. OpenStreetMap receives your IP address and may set its own cookies in its frame.",
  } satisfies Record<StorageEntryId, string>,
};

export const acceptableUsePolicy: LegalDocument = {
  path: "/acceptable-use",
  title: "Acceptable Use Policy",
  description: `The rules for acceptable use of ${brand.name} networks, hosting and services: prohibited uses, resource limits, enforcement and reporting.`,
  lastUpdated: { ...may12, display: "2025-05-12" },
  numbered: false,
  intro: [
    [
      `This Acceptable Use Policy applies to everyone who uses the networks, cloud hosting, managed services, APIs and websites of ${brand.legalName} ("Services"), including our customers and their users. It forms part of our `,
      { text: "Terms of Service", href: "/terms-of-service" },
      " and your service agreement. By using the Services you agree to it.",
    ],
  ],
  sections: [
    {
      id: "prohibited-uses",
      title: "Prohibited Uses",
      blocks: [
        p(
          "You may not use the Services, or allow anyone else to use them, for any of the following:",
        ),
        ul(
          "Illegal activity: any activity that breaks a law or regulation that applies to you or to us, including fraud, money laundering and the sale of illegal goods.",
          "Harmful content: material that exploits or harms minors, promotes violence or terrorism, harasses or threatens others, or is defamatory or obscene.",
          "IP infringement: storing, distributing or giving access to material that infringes a copyright, trademark, patent, trade secret or other intellectual property right.",
          "Malware: creating, hosting or distributing viruses, ransomware, spyware, trojans or any other malicious code.",
          "Spam: sending unsolicited bulk messages, or messages that break Canada's Anti-Spam Legislation (CASL), and running open mail relays.",
          "Network abuse: denial-of-service attacks, flooding, port scanning or any activity that disrupts our networks or anyone else's.",
          "Security violations: accessing systems, accounts or data without authorisation, bypassing authentication or security controls, or testing vulnerabilities without our written permission.",
          "Misrepresentation: impersonating any person or organisation, forging message headers, or giving false information to obtain or use the Services.",
        ),
      ],
    },
    {
      id: "resource-usage",
      title: "Resource Usage",
      blocks: [
        p(
          "Shared resources such as bandwidth, storage, processing time and API requests must be used fairly. You may not use the Services in a way that degrades them for other customers. API clients must respect the documented rate limits, and hosting plans their stated capacity.",
        ),
        p(
          "If your use exceeds your plan or affects others, we will contact you to agree a solution, such as moving to a suitable plan. In an emergency we may throttle or suspend the resource first and contact you straight after.",
        ),
      ],
    },
    {
      id: "enforcement",
      title: "Enforcement",
      blocks: [
        p(
          "If we believe this policy has been broken, we may take one or more of the following actions, depending on how serious the violation is:",
        ),
        ul(
          "a warning to the account holder;",
          "suspension or termination of the affected service or account;",
          "removal of the content concerned;",
          "a report to law enforcement or the appropriate authority;",
          "legal action to recover our costs and damages.",
        ),
        p(
          "We are not obliged to monitor your use of the Services, but we may investigate suspected violations and cooperate with authorities.",
        ),
      ],
    },
    {
      id: "reporting-violations",
      title: "Reporting Violations",
      blocks: [
        p(
          "To report abuse of our Services, such as spam, malware or an attack coming from our network, write to ",
          mail(contactPoints.mailboxes.abuse),
          " with as much detail as you can: times, IP addresses, message headers or URLs. For security vulnerabilities, write to the same address and we will coordinate disclosure with you. For anything else, use our ",
          contactLink,
          ".",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        p(
          "We may change this policy at any time without notice by posting a new version on this page. The changes apply from the date shown above, so please check this page from time to time.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      blocks: [
        p(
          "Questions about this policy can go to ",
          mail(contactPoints.mailboxes.legal),
          "; abuse reports to ",
          mail(contactPoints.mailboxes.abuse),
          ". You can also reach us through our ",
          contactLink,
          " or by phone at ",
          phone,
          ".",
        ),
      ],
    },
  ],
};

export const legalDocuments = [privacyPolicy, termsOfService, cookiePolicy, acceptableUsePolicy];
