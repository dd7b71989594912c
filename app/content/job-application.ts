// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { brand, contactPoints } from "./site";

/** /careers/apply: the page around the form. */
export const applyPage = {
  meta: {
    title: "Apply for a Position",
    description: `Apply for an open role at ${brand.name}: send your details, résumé and an optional cover letter to our recruiting team in ${contactPoints.address.city}.`,
  },
  breadcrumbs: { home: "Home", careers: "Careers", apply: "Apply" },
  hero: {
    eyebrow: "Careers",
    title: "Apply for Position",
    applyingFor: "You are applying for:",
  },
  backToCareers: "Back to Careers",
  formTitle: "Your application",
  formIntro:
    "All fields are required unless marked optional. We reply to every applicant within two weeks.",
  /** The title when ?jobTitle= is missing or empty: also what the application is filed under. */
  defaultJobTitle: `General Application — ${brand.name}`,
};

/** The application form's labels, hints, buttons and toasts. "{…}" placeholders are filled in. */
export const applicationForm = {
  formLabel: "Job application",
  jobTitleLabel: "Applying for",
  jobTitleHint: "To apply for a different role, choose it on the careers page.",
  fullNameLabel: "Full Name",
  emailLabel: "Email Address",
  phoneLabel: "Phone Number (Optional)",
  resumeLabel: "Resume/CV",
  resumeHintService: "PDF, DOC or DOCX, at most 5 MB.",
  resumeHintDemo: "PDF, DOC or DOCX. Only the file name is kept in this demonstration.",
  coverLetterLabel: "Cover Letter (Optional)",
  characterCount: "{count} / {max} characters",
  submit: "Submit Application",
  submitting: "Submitting...",
  successTitle: "Application Submitted! 🎉",
  /** After an application the browser sent itself (before the page was interactive). */
  successNative:
    "Thank you for applying. Your application has reached our recruiting team, who will reply by email.",
  successStored:
    "Thank you for applying for the {jobTitle} position. Your application has reached our recruiting team, who will reply by email.",
  successDemo:
    "Thank you for applying for the {jobTitle} position. Your application has been recorded. It would also have been emailed to our recruiting team if an email service were active.",
  failedTitle: "Submission Failed 😥",
  failedText: "There was an error submitting your application. Please try again.",
};

/** Validation messages: the browser shows them in the page's language; the server uses English. */
export const applicationMessages = {
  fullNameRequired: "Full name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Invalid email address.",
  resumeRequired: "Resume is required.",
  resumeType: "Please upload a PDF, DOC or DOCX file.",
  resumeSize: "Please upload a file of at most 5 MB.",
  tooLong: "{field} must be {max} characters or fewer.",
  /** The field names inside `tooLong`. */
  fieldNames: {
    fullName: "Full name",
    emailAddress: "Email",
    phone: "Phone number",
    coverLetter: "Cover letter",
  },
};
