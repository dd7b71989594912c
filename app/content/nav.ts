/**
 * The navigation's types and the copy of the shell's own widgets: newsletter, cookie notice,
 * search and chats. The links themselves are in navigation.ts; the search intents and the
 * assistant's rules live in their own modules: only a search or a chat needs them.
 * Relative imports only: react-router.config.ts loads content modules outside Vite.
 */
import type { SiteLocale } from "../lib/locales";
import { brand, contactPoints } from "./site";

/* ------------------------------------------------------------------ types */

export type NavLink = {
  title: string;
  href: string;
  description: string;
  /** A name from the icon map in components/ui/icon.tsx. */
  icon: string;
  /** "_blank" for other sites: they open in a new tab with rel="noopener noreferrer". */
  target?: "_self" | "_blank";
};

export type NavSection = { title: string; links: NavLink[] };

export type NavItem = {
  title: string;
  href?: string;
  isDropdown: boolean;
  dropdownSections?: NavSection[];
};

/** The picker offers the published languages only: a language that is not cannot be listed. */
export type LanguageCode = SiteLocale;
export type Language = { code: LanguageCode; name: string; flag: string };

export type SimpleLink = {
  title: string;
  href: string;
  /** Build-time files (the RSS feed) are loaded as documents, not client-side routes. */
  isFile?: boolean;
};

export type FooterGroup = { title: string; links: SimpleLink[] };

export type SearchIntent = {
  keywords: string[];
  path?: string;
  external?: boolean;
  /** Shown instead of navigating when the entry has no path. */
  response?: string;
  /** 1 is the most specific; the lowest number wins. */
  priority: 1 | 2 | 3 | 4;
};

export type AssistantRule = {
  /** Why the group exists, for tests and maintainers; the visitor never sees it. */
  group: string;
  keywords: string[];
  response: string;
  navPath?: string;
  navText?: string;
};

export const newsletterCopy = {
  heading: "Get our monthly IT briefing",
  text: "One email a month with practical advice on security, cloud costs, DevOps and AI automation. No spam; unsubscribe in one click.",
  label: "Email address",
  placeholder: "you@company.com",
  submit: "Subscribe",
  /** Said while a signup made before the page was interactive waits for it (static build). */
  submitting: "Signing you up…",
  successTitle: "Check your inbox",
  successDescription:
    "We've sent you a link to confirm your subscription. Your monthly IT briefing starts once you confirm it.",
  /** After a link in a newsletter email: the home page says what it did. */
  linkOutcomes: {
    confirmed: {
      title: "You're subscribed!",
      description:
        "Thanks for confirming. Your first monthly IT briefing arrives at the start of next month.",
    },
    unsubscribed: {
      title: "Unsubscribed",
      description: "We won't send any more email to this address.",
    },
    invalid: {
      title: "Link not valid",
      description:
        "This link is incomplete or no longer valid. Sign up again from the form at the bottom of any page.",
    },
  },
  /** RFC 5321 caps a forward path at 256 octets including the angle brackets: 254 for the address. */
  maxLength: 254,
  errors: {
    required: "Please enter your email address.",
    invalid: "Please enter a valid email address, like name@company.com.",
    tooLong: "Email addresses can be at most 254 characters long.",
  },
  /** The sign-up logic could not be loaded (offline, or a new version of the site). */
  unavailable: "Not sent. Check your connection and try again.",
} as const;

/** The banner's label, policy link and the specification's two answers; its question is in consent-copy.ts. */
export const cookieNotice = {
  label: "Cookie consent",
  policyText: "Cookie Policy",
  policyHref: "/cookie-policy",
  accept: "Accept",
  decline: "Decline",
} as const;

export type CookieNoticeCopy = { [K in keyof typeof cookieNotice]: string };

/* -------------------------------------------------------- AI navigation search */

export const searchCopy = {
  label: "Ask AI to find a page",
  placeholder: "Ask AI…",
  submit: "Search",
  searching: "Searching…",
  mobileLabel: "Search the site",
  mobilePlaceholder: "What are you looking for?",
  unavailable: "Search is unavailable right now. Check your connection and try again.",
  /** The desktop form's accessible name. */
  formLabel: "AI navigation search",
  emptyTitle: "Empty Search",
  emptyDescription: "Please enter a search term.",
  resultTitle: "AI Search",
  answerTitle: "AI Assistant",
  navigationTitle: "AI Navigation",
  /** "{query}" is the visitor's words. */
  noMatch:
    'Sorry, I couldn\'t find a specific page or action for "{query}". Please try other terms or use general navigation.',
  /** "{destination}" is the page's path or `externalSite`. */
  navigating: "Taking you to {destination}.",
  externalSite: "an external site",
  go: "Go",
  openLink: "Open Link",
} as const;

export type SearchCopy = { [K in keyof typeof searchCopy]: string };

/* ------------------------------------------------------------ the shell's own UI */

// In a module of its own: the root imports the English words as its fallback, and importing this
// module statically would put all of the shell's copy into every page's JavaScript.
export { documentCopy } from "./document-copy";
export type { DocumentCopy } from "./document-copy";

/** Labels of the header, menus and footer. */
/**
 * Above a long page whose translation is missing, in the page's language; "{language}" is that
 * language's own name (Intl.DisplayNames).
 */
export const fallbackNotice =
  "This page is not yet available in {language}; here it is in English.";

export const shellCopy = {
  homeLabel: `${brand.name}, home`,
  /** The footer's button that reopens the consent choice. */
  cookieSettings: "Cookie settings",
  /** The toasts' region, as screen readers name it (sonner adds its shortcut, "alt+T"). */
  toastsLabel: "Notifications",
  /** Read after a link that opens a new tab; the leading space keeps it apart from the link text. */
  newTab: " (opens in a new tab)",
  mainNavLabel: "Main",
  openSearch: "Open search",
  closeSearch: "Close search",
  openMenu: "Open menu",
  languageHeading: "Language",
  /** The language button's name; "{language}" is the current language's own name. */
  languageButton: "Language: {language}",
  menuTitle: "Menu",
  menuDescription: "Site navigation, language, theme and sign-in",
  mobileNavLabel: "Mobile",
  moreLinksLabel: "More",
  close: "Close",
  socialLabel: "Social media",
  footerNavLabel: "Footer",
  rightsReserved: "All rights reserved.",
  builtIn: `Proudly built in ${contactPoints.address.city}, ${contactPoints.address.region}, ${contactPoints.address.country}.`,
  /** The alt text of the site-wide social image (og:image:alt) on pages that have no image of their own. */
  socialImageAlt: `${brand.name}: managed IT, DevOps and AI automation from ${contactPoints.address.city}, ${contactPoints.address.region}`,
} as const;

/** The shell's labels as components take them: any language's text. */
export type ShellCopy = { [K in keyof typeof shellCopy]: string };

export const themeCopy = {
  toDark: "Switch to dark theme",
  toLight: "Switch to light theme",
  darkTheme: "Dark theme",
} as const;

export type ThemeCopy = { [K in keyof typeof themeCopy]: string };

/* ------------------------------------------------------------------- chats */

export const assistantCopy = {
  buttonLabel: "Open AI Assistant",
  title: "AI Assistant",
  badge: "Simulated AI",
  description:
    "Replies are generated in your browser from a fixed list of topics; nothing you type is sent anywhere.",
  greeting: `Hi! I'm the ${brand.shortName} assistant. Ask me about our services, pricing, support or how to reach our team.`,
  inputLabel: "Message the AI Assistant",
  placeholder: "Ask about services, pricing…",
  send: "Send",
  typing: "AI is typing",
  toastTitle: "AI Responded",
  toastDuration: 2000,
  fallback:
    "Sorry, I didn't quite understand that. Could you rephrase it? You can also ask me about our services, pricing or how to contact us.",
} as const;

export const supportChatCopy = {
  buttonLabel: "Open Quick Help",
  title: "Quick Help",
  badge: "Demo",
  description:
    "A demonstration of our support chat: replies are automatic and nothing is sent to our team.",
  greeting:
    "Hello! You've reached Quick Help. Tell us what you need and we'll point you in the right direction.",
  inputLabel: "Message Quick Help",
  placeholder: "Type your question…",
  send: "Send",
  typing: "Support is typing",
  reply: `Thanks for your message! This chat is a demo, so no agent will see it. For real help, submit a ticket in our Support Centre or email ${contactPoints.mailboxes.support}; we answer within one business day.`,
  toastTitle: "Support Replied (Demo)",
} as const;

export type AssistantCopy = Omit<{ [K in keyof typeof assistantCopy]: string }, "toastDuration"> & {
  toastDuration: number;
};
export type SupportChatCopy = { [K in keyof typeof supportChatCopy]: string };

/** What both chat windows share. */
export const chatPanelCopy = {
  close: "Close",
  /** The conversation log's name; "{title}" is the chat's title. */
  conversation: "{title} conversation",
  /** Read before each message, for screen readers. */
  you: "You: ",
  sender: "{title}: ",
  characters: " characters",
  /** The link under a reply when its rule has no text of its own; "{path}" is the page. */
  goTo: "Go to {path}",
} as const;

export type ChatPanelStrings = { [K in keyof typeof chatPanelCopy]: string };
