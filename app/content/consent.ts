/**
 * What the consent banner and its preferences dialog say. The banner's label, policy link and
 * Accept/Decline are the shell's (nav.ts). None of it rides in a first visit's JavaScript: the
 * banner's words are rendered into the prerendered HTML (features/consent/banner-markup.ts), and
 * the dialog loads its language's copy with its own code on first use.
 */
export type ConsentCopy = {
  /** What is asked, truthfully: necessary storage, then the two optional categories. */
  text: string;
  preferences: string;
  /** Shown instead of the question when the browser sent Global Privacy Control. */
  gpcNote: string;
  ok: string;
  dialog: {
    title: string;
    intro: string;
    necessary: string;
    necessaryText: string;
    alwaysOn: string;
    preferences: string;
    preferencesText: string;
    thirdParty: string;
    thirdPartyText: string;
    /** In the dialog while the browser sends Global Privacy Control. */
    gpc: string;
    save: string;
    cancel: string;
    policy: string;
  };
};

export const consentCopy: ConsentCopy = {
  text: "This site keeps only what it needs in your browser, such as this choice and your cart. May it also remember your theme and language, and load the contact page's map from OpenStreetMap? No analytics, no advertising.",
  preferences: "Preferences",
  gpcNote:
    "Your browser sends Global Privacy Control, so nothing optional is stored or loaded: no remembered theme or language, no OpenStreetMap map.",
  ok: "OK",
  dialog: {
    title: "Cookie settings",
    intro:
      "Choose what this site may keep in your browser or load from another site. You can change your mind at any time with “Cookie settings” at the foot of every page; turning a category off deletes what it stored.",
    necessary: "Necessary",
    necessaryText:
      "Keeps the site working and what you asked it to keep: this choice, your cart, the comments you post, applications sent from this browser and the admin sign-in.",
    alwaysOn: "Always on",
    preferences: "Preferences",
    preferencesText:
      "Remembers your theme, your language and that you dismissed the language suggestion. Off: the site uses its defaults on each visit.",
    thirdParty: "Third-party content",
    thirdPartyText:
      "Loads the map on the contact page from openstreetmap.org, which receives your IP address and may set its own cookies. Off: the page shows the address and a link instead.",
    gpc: "Your browser sends Global Privacy Control: both options started off. You can still turn them on here.",
    save: "Save choices",
    cancel: "Cancel",
    policy: "What each item is and how long it stays: Cookie Policy",
  },
};
