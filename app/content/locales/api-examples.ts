/**
 * The API documentation's code, shared by its translations: the base URL, the limits and every
 * request, response and error example, byte for byte as `../api-docs.ts` builds them (code samples
 * are not translated). English builds its examples from these helpers too (`../api-docs.ts`), and
 * the module is kept apart from it so a French or Arabic page ships none of the English prose;
 * `api-examples.test.ts` proves each translation's code equals English.
 * Relative imports only: react-router.config.ts loads content modules outside Vite.
 */
import type { HttpMethod } from "../api-docs";
import { site, brand } from "../site";

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

type Example = { requestExample: string; responseExample: string };

/** Each endpoint's examples, by the endpoint's id. */
export const apiExamples = {
  "post-auth-token": {
    requestExample: request("POST", "/auth/token", {
      auth: false,
      body: {
        client_id: "cli_4f8e2a91",
        client_secret: "<your_client_secret>",
        grant_type: "client_credentials",
      },
    }),
    responseExample: response("200 OK", {
      access_token: "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjbGlfNGY4ZTJhOTEifQ.Sg3k…",
      token_type: "Bearer",
      expires_in: tokenLifetimeSeconds,
    }),
  },
  "get-users": {
    requestExample: request("GET", "/users?page=1&limit=25"),
    responseExample: response("200 OK", { data: [exampleUser], page: 1, limit: 25, total: 1 }),
  },
  "post-users": {
    requestExample: request("POST", "/users", {
      body: { username: "mchen", email: "m.chen@lakeshore-dental.ca", role: "member" },
    }),
    responseExample: response("201 Created", exampleUser),
  },
  "get-user": {
    requestExample: request("GET", "/users/usr_7Hq2Lm4"),
    responseExample: response("200 OK", exampleUser),
  },
  "put-user": {
    requestExample: request("PUT", "/users/usr_7Hq2Lm4", {
      body: {
        id: "usr_7Hq2Lm4",
        username: "mchen",
        email: "michael.chen@lakeshore-dental.ca",
        password: "<new_password>",
      },
    }),
    responseExample: response("200 OK", {
      ...exampleUser,
      email: "michael.chen@lakeshore-dental.ca",
      updatedAt: "2025-05-12T15:20:07Z",
    }),
  },
  "get-records": {
    requestExample: request("GET", "/data/records?page=2&limit=50"),
    responseExample: response("200 OK", { data: [exampleRecord], page: 2, limit: 50, total: 51 }),
  },
  "post-records": {
    requestExample: request("POST", "/data/records", {
      body: {
        type: "ticket",
        title: "Replace failing disk on FS-02",
        priority: "high",
        tags: ["hardware", "storage"],
      },
    }),
    responseExample: response("201 Created", exampleRecord),
  },
  "get-record": {
    requestExample: request("GET", "/data/records/rec_90a1f3"),
    responseExample: response("200 OK", exampleRecord),
  },
  "put-record": {
    requestExample: request("PUT", "/data/records/rec_90a1f3", { body: { status: "closed" } }),
    responseExample: response("200 OK", {
      ...exampleRecord,
      status: "closed",
      updatedAt: "2025-05-12T16:48:30Z",
    }),
  },
  "post-analytics-query": {
    requestExample: request("POST", "/analytics/query", {
      body: {
        query:
          "SELECT priority, COUNT(*) AS tickets FROM records WHERE type = 'ticket' AND created_at >= '2025-05-01' GROUP BY priority",
      },
    }),
    responseExample: response("200 OK", {
      result: {
        columns: ["priority", "tickets"],
        rows: [
          ["high", 12],
          ["normal", 87],
          ["low", 31],
        ],
        elapsedMs: 184,
      },
    }),
  },
  "post-ai-completions": {
    requestExample: request("POST", "/ai/jlm/completions", {
      body: {
        prompt:
          "Summarise this ticket for a non-technical manager: FS-02 reports SMART errors on disk 3…",
        max_tokens: 120,
      },
    }),
    responseExample: response("200 OK", {
      completion:
        "One of the file server's disks is wearing out. We are replacing it tonight after hours; no data is at risk and staff will not notice any interruption.",
      model: "jlm-ops-1",
    }),
  },
} satisfies Record<string, Example>;

export const errorExample = response("429 Too Many Requests", {
  error: {
    status: 429,
    code: "rate_limited",
    message: `Rate limit of ${rateLimitPerMinute} requests per minute exceeded. Retry after 12 seconds.`,
  },
});

export const authHeaderExample = "Authorization: Bearer <access_token>";

/** SDK names, statuses (identifiers) and install commands: code, the same in every language. */
export const sdks = [
  {
    name: "Python",
    status: "Available",
    install: `pip install ${brand.shortName.toLowerCase()}-api`,
  },
  {
    name: "JavaScript",
    status: "Available",
    install: `npm install @${brand.shortName.toLowerCase()}/api`,
  },
  { name: "Java", status: "Coming Soon" },
] satisfies Array<{ name: string; status: "Available" | "Coming Soon"; install?: string }>;
