/** Where decisions are logged and the admin reads the log; zod-free, so the banner can import it. */
export const consentEndpoint = "/api/consent";
/** The admin's CSV of the log (session and CSRF header required, like every /api/admin route). */
export const consentLogEndpoint = "/api/admin/consent.csv";
