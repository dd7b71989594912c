/** Dispatched on `document` by the footer's "Cookie settings" button; the banner opens the dialog. */
export const openSettingsEvent = "consent:open";
