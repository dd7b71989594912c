// Relative imports only: react-router.config.ts loads content modules outside Vite.

/**
 * The confirmation email a visitor receives after a form is stored (server/mail-copy.ts assembles
 * it). Company-written text only: nothing the visitor typed ever appears in it (not their name,
 * message or subject), so the forms cannot be used to send someone else a message. Placeholders:
 * {company} (the brand), {reference} (app/lib/reference.ts), {mailbox} (the team that answers
 * this kind of request), {confirmUrl} and {unsubscribeUrl} (server/mail-links.ts). The company's legal name and postal address are added from site.ts.
 */
export const confirmationMail = {
  subject: {
    contact: "We received your message ({reference})",
    demo: "We received your demo request ({reference})",
    ticket: "We received your support ticket ({reference})",
    application: "We received your application ({reference})",
    newsletter: "Please confirm your newsletter subscription ({reference})",
    privacy: "We received your privacy request ({reference})",
  },
  greeting: "Hello,",
  body: {
    contact:
      "Thank you for writing to {company}. Your message has been recorded and our team will reply within one business day.",
    demo: "Thank you for your interest in a demo. Your request has been recorded and a {company} specialist will contact you within one business day to find a time that suits you.",
    ticket:
      "Your support ticket has been recorded. Our support team will reply by email within 4 business hours, Monday to Friday 9:00 AM to 6:00 PM EST.",
    application:
      "Thank you for applying to {company}. Your application has been passed on to our hiring team, who reply to every applicant within two weeks.",
    newsletter:
      "Someone, probably you, asked to receive the {company} newsletter at this address. To confirm, open this link:\n{confirmUrl}\n\nIf you did not ask for it, ignore this email: the address will not be subscribed and we will not write again.",
    privacy:
      "Your request about your personal information has been recorded. Our person in charge of the protection of personal information will answer within 30 days.",
  },
  reference: "Your reference number: {reference}",
  referenceHint: "Please mention it if you write to us about this request.",
  notYou:
    "If you did not send this request, someone may have entered your address by mistake: write to {mailbox} and we will remove it.",
  signature: "The {company} team",
  automated: "This email was sent automatically. Replies reach {mailbox}.",
  unsubscribe: "To receive no more email from {company}, open this link: {unsubscribeUrl}",
};

export type ConfirmationMailCopy = typeof confirmationMail;
