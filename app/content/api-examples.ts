/**
 * The API documentation's code: the base URL, the limits, and the helpers and sample records its
 * request and response examples are built from (`./api-docs.ts`). Code samples are not translated:
 * the catalogs leave them out, and `api-examples.test.ts` proves each translation's code equals
 * English.
 * Relative imports only: react-router.config.ts loads content modules outside Vite.
 */
import type { HttpMethod } from "./api-docs";
import { site } from "./site";

const apiHost = `api.${new URL(site.url).hostname.replace(/^www\./, "")}`;
export const apiBaseUrl = `https://${apiHost}/v1`;

export const rateLimitPerMinute = 100;
export const tokenLifetimeSeconds = 3600;

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function request(
  method: HttpMethod,
  path: string,
  options: { auth?: boolean; body?: unknown } = {},
): string {
  const lines = [`${method} /v1${path} HTTP/1.1`, `Host: ${apiHost}`];
  if (options.auth !== false) lines.push("Authorization: Bearer <access_token>");
  if (options.body !== undefined)
    lines.push("Content-Type: application/json", "", json(options.body));
  return lines.join("\n");
}

export function response(status: string, body: unknown): string {
  return [`HTTP/1.1 ${status}`, "Content-Type: application/json", "", json(body)].join("\n");
}

export const exampleUser = {
  id: "usr_7Hq2Lm4",
  username: "mchen",
  email: "m.chen@lakeshore-dental.ca",
  role: "member",
  createdAt: "2025-03-18T14:02:11Z",
  updatedAt: "2025-05-09T09:41:53Z",
};

export const exampleRecord = {
  id: "rec_90a1f3",
  type: "ticket",
  title: "Replace failing disk on FS-02",
  status: "open",
  priority: "high",
  tags: ["hardware", "storage"],
  createdAt: "2025-05-12T13:05:22Z",
  updatedAt: "2025-05-12T13:05:22Z",
};
