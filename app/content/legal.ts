// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { formatAddress, site } from "./site";

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
const phone: Inline = { text: site.phone.display, href: site.phone.href };
const sitePages = `${site.url.replace(/^https:\/\//, "")}`;

const may12 = { iso: "2025-05-12" };

/** The words around every legal document: hero eyebrow, date line, table of contents, breadcrumb. */
export const legalPageCopy = {
  eyebrow: "Legal",
  lastUpdated: "Last updated:",
  contentsLabel: "Sections of this policy",
  contentsHeading: "Contents",
  homeLabel: "Home",
};

export const privacyPolicy: LegalDocument = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  description: `How ${site.name} collects, uses, shares and protects personal information, and how to exercise your privacy rights under PIPEDA.`,
  lastUpdated: { ...may12, display: "2025-05-12" },
  numbered: false,
  intro: [
    [
      `This policy explains how ${site.legalName} ("${site.shortName}", "we", "us") handles personal information when you visit ${sitePages}, contact us, apply for a job or use our services.`,
    ],
  ],
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        p(
          `${site.name} is an IT services company based in ${site.address.city}, ${site.address.region}, ${site.address.country}. We respect your privacy and handle personal information in line with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable provincial law.`,
        ),
        p(
          "We are responsible for personal information under our control and have designated a privacy officer who is accountable for our compliance with this policy. Where we process personal information on behalf of a customer, for example the data on systems we manage for them, we do so under our contract with that customer, and the customer's own privacy policy also applies.",
        ),
      ],
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        p("We collect only what we need for the purposes described in this policy:"),
        ul(
          "Contact details you give us, such as your name, email address, phone number and company, when you fill in a contact, support or demo form.",
          "Job application details: your name, email address, optional phone number and cover letter, and the file name of your résumé.",
          "Account and service information for customers, such as user names, support tickets and billing contacts.",
          "Technical information from our servers, such as IP addresses, browser type and the pages requested, kept in security logs.",
        ),
        h3("Information stored in your browser"),
        p(
          "This website keeps a few items in your browser's local storage so that it works as you expect. They stay on your device and are not sent to us:",
        ),
        ul(
          "your theme preference (light or dark);",
          "your cookie consent choice;",
          "the contents of your marketplace cart;",
          "comments you post on blog articles;",
          "job applications you submit through the careers page;",
          "a marker that you signed in to the demonstration admin area.",
        ),
        p(
          "You can remove these items at any time by clearing your browser's site data for this website.",
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
          "assess job applications and contact candidates;",
          "manage customer accounts, support requests and invoices;",
          "protect our systems and our customers' systems against fraud and attack;",
          "improve our website and services, using aggregated information wherever possible;",
          "meet our legal, tax and regulatory obligations.",
        ),
        p(
          "We send marketing email only with your consent, and every message includes a way to unsubscribe. We do not sell personal information.",
        ),
      ],
    },
    {
      id: "data-sharing-and-disclosure",
      title: "Data Sharing and Disclosure",
      blocks: [
        p("We share personal information only in these cases:"),
        ul(
          "with service providers who host, support or secure our systems, under contracts that require them to protect it and use it only on our instructions;",
          "with a buyer or successor if our business is sold or reorganised, subject to this policy;",
          "when the law requires it, for example in response to a court order, or to protect the safety of a person.",
        ),
        p(
          `We store personal information in Canada wherever possible. If a service provider processes it outside Canada, it may be accessible to authorities in that country under local law; we choose providers that offer protection comparable to PIPEDA.`,
        ),
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      blocks: [
        p(
          "We protect personal information with safeguards appropriate to its sensitivity: encryption in transit and at rest, multi-factor authentication, least-privilege access, staff training, logging and regular testing. Our managed services platform is independently audited against the SOC 2 criteria.",
        ),
        p(
          "We keep personal information only as long as we need it for the purposes above or as the law requires, then delete or anonymise it. If a breach of security creates a real risk of significant harm, we will notify you and the Office of the Privacy Commissioner of Canada as PIPEDA requires.",
        ),
      ],
    },
    {
      id: "your-data-protection-rights",
      title: "Your Data Protection Rights",
      blocks: [
        p("You have the right to:"),
        ul(
          "know whether we hold personal information about you and receive a copy of it;",
          "ask us to correct information that is inaccurate or incomplete;",
          "withdraw your consent, subject to legal or contractual restrictions, and ask us to delete information we no longer need;",
          "complain to us, and to the Office of the Privacy Commissioner of Canada if you are not satisfied with our answer.",
        ),
        p(
          "To make a request, write to ",
          mail(site.mailboxes.privacy),
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
          "Questions about this policy or our privacy practices can go to our privacy officer at ",
          mail(site.mailboxes.privacy),
          ", by phone at ",
          phone,
          `, by mail to ${site.legalName}, Attention: Privacy Officer, ${formatAddress()}, or through our `,
          contactLink,
          ".",
        ),
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  path: "/terms-of-service",
  title: "Terms of Service",
  description: `The terms that govern your use of the ${site.name} website and services: accounts, intellectual property, liability and Ontario governing law.`,
  lastUpdated: { ...may12, display: "May 12, 2025" },
  numbered: true,
  intro: [
    [
      `Please read these Terms of Service ("Terms") carefully before using ${sitePages} (the "Service") operated by ${site.legalName} ("us", "we" or "our").`,
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
          `The Service and its original content, features and functionality are and will remain the exclusive property of ${site.legalName} and its licensors. Our trademarks and trade dress may not be used in connection with any product or service without our prior written consent.`,
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
          `Our Service may contain links to third-party web sites or services that are not owned or controlled by ${site.name}. We have no control over, and assume no responsibility for, the content, privacy policies or practices of any third-party web sites or services.`,
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
          `To the maximum extent permitted by law, in no event shall ${site.legalName}, its directors, employees, partners, agents, suppliers or affiliates be liable for any indirect, incidental, special, consequential or punitive damages, including without limitation loss of profits, data, use or goodwill, resulting from (i) your access to or use of, or inability to access or use, the Service; (ii) any conduct or content of any third party on the Service; (iii) any content obtained from the Service; or (iv) unauthorised access, use or alteration of your transmissions or content, whether based on warranty, contract, tort (including negligence) or any other legal theory, whether or not we have been informed of the possibility of such damage.`,
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
          `These Terms shall be governed by and construed in accordance with the laws of the Province of ${site.address.region} and the federal laws of ${site.address.country} applicable there, without regard to conflict of law provisions. You agree to the exclusive jurisdiction of the courts of ${site.address.region}, ${site.address.country}, for any dispute arising from these Terms.`,
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
          mail(site.mailboxes.legal),
          ", call ",
          phone,
          `, write to ${site.legalName}, ${formatAddress()}, or use our `,
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
  description: `Which cookies and browser storage ${site.name} uses, session versus persistent cookies, and how to manage your preferences and consent.`,
  lastUpdated: { ...may12, display: "2025-05-12" },
  numbered: false,
  intro: [
    [
      `This policy explains how ${site.legalName} uses cookies and similar technologies, such as your browser's local storage, on ${sitePages}, and the choices you have. Read it together with our `,
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
        h3("Essential cookies"),
        p(
          "These are needed for the website to work and cannot be switched off. They remember your cookie consent choice, the contents of your cart and, for the demonstration admin area, that you signed in. Without them these features would not work.",
        ),
        h3("Analytics cookies"),
        p(
          "These would help us understand how visitors use the site, for example which pages are read most, using aggregated statistics. We set them only if you accept cookies in the consent banner. The site does not currently load any analytics service; if we add one, it will respect the choice you have already made.",
        ),
        h3("Functionality cookies"),
        p(
          "These remember choices that improve your experience, such as your light or dark theme, the comments you post on blog articles and the job applications you submit. They stay in your browser and are not sent to us.",
        ),
        h3("Targeting cookies"),
        p(
          "Targeting or advertising cookies track browsing across websites to show relevant advertising. We do not use them, and we do not allow advertising networks to place them through our site.",
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
          "The items this site keeps in local storage are persistent: they remain until you clear them, so your theme, consent choice and cart are still there when you come back.",
        ),
      ],
    },
    {
      id: "managing-your-preferences",
      title: "Managing Your Preferences",
      blocks: [
        p(
          "When you first visit, a consent banner lets you accept or decline non-essential cookies. Your choice is stored in your browser; to change it, clear this site's data and the banner will ask again on your next visit.",
        ),
        p(
          "You can also use your browser settings to block or delete cookies and site data. Most browsers offer this under privacy or security settings. Blocking essential storage may stop the cart, theme and other features from working.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      blocks: [
        p(
          "Questions about cookies or your privacy can go to ",
          mail(site.mailboxes.privacy),
          ". For anything else, write to ",
          mail(site.mailboxes.general),
          " or use our ",
          contactLink,
          ".",
        ),
      ],
    },
  ],
};

export const acceptableUsePolicy: LegalDocument = {
  path: "/acceptable-use",
  title: "Acceptable Use Policy",
  description: `The rules for acceptable use of ${site.name} networks, hosting and services: prohibited uses, resource limits, enforcement and reporting.`,
  lastUpdated: { ...may12, display: "2025-05-12" },
  numbered: false,
  intro: [
    [
      `This Acceptable Use Policy applies to everyone who uses the networks, cloud hosting, managed services, APIs and websites of ${site.legalName} ("Services"), including our customers and their users. It forms part of our `,
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
          mail(site.mailboxes.abuse),
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
          mail(site.mailboxes.legal),
          "; abuse reports to ",
          mail(site.mailboxes.abuse),
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
