// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { brand, demoAdmin } from "./site";
import type { PluralForms } from "../lib/format";

export const loginPage = {
  meta: {
    title: "Admin Sign In",
    description: `Sign in to the ${brand.shortName} demonstration admin area. This demo checks credentials in the browser only.`,
  },
  hero: {
    eyebrow: "Admin",
    title: "Admin sign in",
    intro: "Sign in to manage site content in this demonstration.",
  },
  form: {
    usernameLabel: "Username",
    passwordLabel: "Password",
    usernameRequired: "Username is required.",
    passwordRequired: "Password is required.",
    showPassword: "Show password",
    hidePassword: "Hide password",
    submit: "Sign In",
    submitting: "Signing in…",
    forgotPassword: "Forgot your password?",
  },
  messages: {
    failedTitle: "Login Failed",
    failedText: "Invalid username or password.",
    successTitle: "Login Successful",
    successText: `Welcome back, ${demoAdmin.username}. Opening the dashboard.`,
    storageTitle: "Sign-in Unavailable",
    storageText:
      "Your browser blocked local storage, so the demo session could not be saved. Allow site data and try again.",
    resetTitle: "Password reset is not available",
    resetText:
      "This is a demonstration sign-in with fixed credentials, shown in the notice below the form.",
  },
  alreadySignedIn: {
    title: "You are already signed in",
    text: "Your demonstration session is active in this browser.",
    linkText: "Go to the dashboard",
  },
  notice: {
    title: "Demonstration only",
    text: "This sign-in checks credentials in your browser and stores a marker in local storage. It is not secure: a real admin area needs server-side authentication. Use these demo credentials:",
    usernameLabel: "Username",
    passwordLabel: "Password",
  },
  /** With the intake service the check is real; the page says which mode it is in. */
  serviceNotice: {
    title: "Server sign-in",
    text: "This sign-in is checked by the site's server: the password is verified there and your session lives there, ending after 30 minutes without activity. A development or test server accepts the demo credentials below; a production server uses its own admin password.",
  },
  serverMessages: {
    lockedTitle: "Sign-in Locked",
    lockedText: "Too many failed sign-ins from this connection. Wait 15 minutes, then try again.",
    unavailableTitle: "Sign-in Unavailable",
    unavailableText:
      "The sign-in service could not be reached. Check your connection and try again in a moment.",
  },
  legal: {
    sentence: "By signing in you agree to our {terms} and {privacy}.",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
  },
};

export const adminPage = {
  meta: {
    title: "Admin Dashboard",
    description: `The ${brand.shortName} demonstration admin dashboard: a client-side preview of user, content and settings tools.`,
  },
  title: "Admin Dashboard",
  checking: "Checking your session…",
  signedInAs: `Signed in as ${demoAdmin.username} (demonstration session).`,
  logout: "Logout",
  logoutTitle: "Logged Out",
  logoutText: "Your demonstration session has ended.",
  logoutFailedTitle: "Logout Failed",
  logoutFailedText:
    "Your browser blocked local storage, so the session marker could not be removed. Clear site data to sign out.",
  welcome: {
    title: `Welcome to the ${brand.shortName} admin panel`,
    text: "From here administrators will manage users, publish content and configure the site. These tools are being built; the cards below preview what is coming.",
  },
  cards: [
    {
      icon: "users",
      title: "User Management",
      description:
        "Invite team members, assign roles and review sign-in activity for everyone with admin access.",
    },
    {
      icon: "file",
      title: "Content Control",
      description:
        "Draft, schedule and publish blog posts, press releases and job openings without a developer.",
    },
    {
      icon: "settings",
      title: "System Settings",
      description: "Configure site-wide banners, contact routing and integrations from one place.",
    },
  ],
  explore: "Explore Features (Coming Soon)",
  server: {
    /** "{username}" is replaced by the signed-in name. */
    signedInAs: "Signed in as {username}.",
    logoutText: "Your session has ended.",
    logoutFailedText:
      "The server could not be reached, so your session is still active. Try again in a moment.",
    expiredTitle: "Session Expired",
    expiredText: "Your session ended after a period of inactivity. Sign in again to continue.",
    unavailable: "The admin service could not be reached. Reload the page to try again.",
  },
  inbox: {
    title: "Inbox",
    intro: "Every form submission, newest first. Visitor text is shown exactly as it was sent.",
    kindLabel: "Kind",
    statusLabel: "Status",
    searchLabel: "Search name, email or message",
    allKinds: "All kinds",
    allStatuses: "All statuses",
    kinds: {
      contact: "Contact",
      demo: "Demo request",
      ticket: "Ticket",
      application: "Application",
      newsletter: "Newsletter",
      privacy: "Privacy request",
    },
    statuses: { new: "New", handled: "Handled" },
    exportCsv: "Export CSV",
    count: { one: "# submission", other: "# submissions" } as PluralForms,
    loading: "Loading submissions…",
    empty: "No submissions match these filters.",
    loadFailed: "The inbox could not be loaded. Try again in a moment.",
    loadMore: "Show older submissions",
    detailTitle: "Submission details",
    noSelection: "Choose a submission to see its details.",
    received: "Received",
    name: "Name",
    emailAddress: "Email",
    topic: "Topic",
    message: "Message",
    phone: "Phone",
    company: "Company",
    context: "Link context",
    resume: "Résumé",
    markHandled: "Mark handled",
    handledTitle: "Marked Handled",
    /** "{kind}" and "{name}" are replaced by the submission's kind and sender. */
    handledText: "{kind} from {name}.",
    downloadResume: "Download résumé",
    actionFailedTitle: "Action Failed",
    actionFailedText: "The server did not complete the request. Try again in a moment.",
    markInterviewed: "Mark interviewed",
    interviewedTitle: "Marked Interviewed",
    interview: "Interview",
    notInterviewed: "Not interviewed yet",
    /** "{date}": the interview; "{answerBy}": the day the applicant must hear the outcome by. */
    interviewedOn: "Interviewed on {date} · Tell the applicant by {answerBy}",
    confirmation: "Confirmation",
    unconfirmed: "Unconfirmed",
    /** "{date}": when the address was confirmed. */
    confirmedOn: "Confirmed on {date}",
    /** The privacy section under the inbox (admin-privacy.tsx). "{address}" is the searched address. */
    personalData: {
      title: "Privacy requests and personal data",
      intro:
        "Find every record sent from one email address, export it as JSON to answer an access request, or erase it all to answer a deletion request. Exports and erasures are logged with counts only, never the address.",
      addressLabel: "Email address",
      invalidAddress: "Enter one email address, like name@example.ca.",
      find: "Find",
      finding: "Searching…",
      found: { one: "# record for {address}", other: "# records for {address}" } as PluralForms,
      none: "No records for {address}.",
      listLabel: "Records for this address",
      exportJson: "Export JSON",
      eraseAll: "Erase all",
      confirmTitle: "Erase all personal data?",
      /** "{records}" is a count from `records`, "{kinds}" the count per kind. */
      confirmText:
        'This permanently deletes {records} sent from {address} ({kinds}), with their résumé files and the emails queued about them, and the address\'s "no more mail" entry if it has one. It cannot be undone; the audit log keeps the counts only.',
      confirmErase: "Erase permanently",
      cancel: "Cancel",
      erasedTitle: "Personal Data Erased",
      /** "{records}", "{files}" and "{suppressions}" are counts from the forms below. */
      erasedText: "Erased {records}, {files} and {suppressions}.",
      records: { one: "# record", other: "# records" } as PluralForms,
      files: { one: "# résumé file", other: "# résumé files" } as PluralForms,
      suppressions: {
        one: '# "no more mail" entry',
        other: '# "no more mail" entries',
      } as PluralForms,
    },
  },
};
