import { intakeFields } from "./intake-endpoints";

export type SendFailure = {
  ok: false;
  /** network: nothing came back; server: 5xx; busy: 429; rejected: another 4xx. */
  reason: "network" | "server" | "busy" | "rejected";
  retryAfterSeconds?: number;
  status?: number;
};
export type SendResult = { ok: true } | SendFailure;

/**
 * Posts one submission. JSON for plain forms, multipart when a file goes along. Never throws:
 * every outcome is a value the form turns into a toast.
 */
export async function sendIntake(
  endpoint: string,
  body: Record<string, unknown> | FormData,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers:
        body instanceof FormData
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: body instanceof FormData ? body : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  if (response.ok) return { ok: true };
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get("Retry-After"));
    return {
      ok: false,
      reason: "busy",
      retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : undefined,
    };
  }
  return {
    ok: false,
    reason: response.status >= 500 ? "server" : "rejected",
    status: response.status,
  };
}

function randomKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * One idempotency key per submission attempt: sending the same content again (a retry after an
 * error, a second click) reuses the key, so the server stores it once; changed content or a
 * completed send starts a new key.
 */
export function createSubmissionKeys() {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(signature: string): string {
      if (!current || current.signature !== signature) current = { signature, key: randomKey() };
      return current.key;
    },
    done(): void {
      current = null;
    },
  };
}

/** The honeypot's value from the submitted form ("" for people, who never see the field). */
export function honeypotValue(form: EventTarget | null | undefined): string {
  if (typeof HTMLFormElement === "undefined" || !(form instanceof HTMLFormElement)) return "";
  const field = form.elements.namedItem(intakeFields.honeypot);
  return field instanceof HTMLInputElement ? field.value : "";
}
