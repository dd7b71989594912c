import { csrfHeader } from "~/lib/admin-endpoints";
import { consentLogEndpoint } from "./consent-endpoints";

/**
 * For the admin dashboard's "Download consent log" button: fetches the CSV with the session's CSRF
 * header (so no token goes into a URL) and saves it. Throws when the session has ended (401) or the
 * service fails, for the dashboard to say so.
 */
export async function downloadConsentLog(
  csrfToken: string,
  fileName = "consent-log.csv",
): Promise<void> {
  const response = await fetch(consentLogEndpoint, {
    credentials: "same-origin",
    cache: "no-store",
    headers: { [csrfHeader]: csrfToken },
  });
  if (!response.ok) throw new Error(`Consent log download failed with ${response.status}`);
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = blobUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
}
