// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { brand, productName } from "./site";
import {
  exampleRecord,
  exampleUser,
  rateLimitPerMinute,
  request,
  response,
  tokenLifetimeSeconds,
} from "./api-examples";

export type HttpMethod = "GET" | "POST" | "PUT";

export type ApiParameter = {
  name: string;
  in: "path" | "query" | "body";
  type: string;
  required: boolean;
  description: string;
};

/**
 * What a visitor reads for each parameter location; `in` itself stays an identifier in every
 * locale (a list, since "path" as a key would read as an address to the translations' check).
 */
export const parameterLocations: Array<{ value: ApiParameter["in"]; label: string }> = [
  { value: "path", label: "path" },
  { value: "query", label: "query" },
  { value: "body", label: "body" },
];

export type ApiEndpoint = {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  authRequired: boolean;
  parameters: ApiParameter[];
  requestExample: string;
  responseExample: string;
};

export type ApiSectionId =
  | "getting-started"
  | "authentication"
  | "user-management-api"
  | "data-management-api"
  | "analytics-api"
  | "rate-limiting-errors";

export { apiBaseUrl, rateLimitPerMinute, tokenLifetimeSeconds } from "./api-examples";

export const authEndpoint: ApiEndpoint = {
  id: "post-auth-token",
  method: "POST",
  path: "/auth/token",
  summary: "Request an access token",
  description:
    "Exchanges your API client's credentials for a short-lived Bearer token. This is the only endpoint that does not need a token.",
  authRequired: false,
  parameters: [
    {
      name: "client_id",
      in: "body",
      type: "string",
      required: true,
      description: "Your API client's ID from the developer portal.",
    },
    {
      name: "client_secret",
      in: "body",
      type: "string",
      required: true,
      description: "The client's secret. Keep it on your server, never in a browser or mobile app.",
    },
    {
      name: "grant_type",
      in: "body",
      type: "string",
      required: true,
      description: 'Always "client_credentials".',
    },
  ],
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
};

export const userEndpoints: ApiEndpoint[] = [
  {
    id: "get-users",
    method: "GET",
    path: "/users",
    summary: "List users",
    description: "Returns the users of your organisation, newest first, one page at a time.",
    authRequired: true,
    parameters: [
      {
        name: "page",
        in: "query",
        type: "integer",
        required: false,
        description: "Page number, starting at 1. Default 1.",
      },
      {
        name: "limit",
        in: "query",
        type: "integer",
        required: false,
        description: "Users per page, 1 to 100. Default 25.",
      },
    ],
    requestExample: request("GET", "/users?page=1&limit=25"),
    responseExample: response("200 OK", { data: [exampleUser], page: 1, limit: 25, total: 1 }),
  },
  {
    id: "post-users",
    method: "POST",
    path: "/users",
    summary: "Create a user",
    description: "Creates a user and sends them an invitation email to set their password.",
    authRequired: true,
    parameters: [
      {
        name: "username",
        in: "body",
        type: "string",
        required: true,
        description: "3 to 32 letters, digits, dots or hyphens; unique in your organisation.",
      },
      {
        name: "email",
        in: "body",
        type: "string",
        required: true,
        description: "The user's work email address.",
      },
      {
        name: "role",
        in: "body",
        type: "string",
        required: false,
        description: '"admin", "member" or "viewer". Default "member".',
      },
    ],
    requestExample: request("POST", "/users", {
      body: { username: "mchen", email: "m.chen@lakeshore-dental.ca", role: "member" },
    }),
    responseExample: response("201 Created", exampleUser),
  },
  {
    id: "get-user",
    method: "GET",
    path: "/users/{userId}",
    summary: "Get a user",
    description: "Returns one user by ID.",
    authRequired: true,
    parameters: [
      {
        name: "userId",
        in: "path",
        type: "string",
        required: true,
        description: "The user's ID, e.g. usr_7Hq2Lm4.",
      },
    ],
    requestExample: request("GET", "/users/usr_7Hq2Lm4"),
    responseExample: response("200 OK", exampleUser),
  },
  {
    id: "put-user",
    method: "PUT",
    path: "/users/{userId}",
    summary: "Update a user",
    description:
      "Replaces a user's details. Send the password only to set a new one; it is stored as a salted hash and never returned.",
    authRequired: true,
    parameters: [
      { name: "userId", in: "path", type: "string", required: true, description: "The user's ID." },
      {
        name: "id",
        in: "body",
        type: "string",
        required: true,
        description: "Must match userId in the path.",
      },
      {
        name: "username",
        in: "body",
        type: "string",
        required: true,
        description: "The new or unchanged username.",
      },
      {
        name: "email",
        in: "body",
        type: "string",
        required: true,
        description: "The new or unchanged email address.",
      },
      {
        name: "password",
        in: "body",
        type: "string",
        required: false,
        description: "A new password of at least 12 characters.",
      },
    ],
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
];

export const dataEndpoints: ApiEndpoint[] = [
  {
    id: "get-records",
    method: "GET",
    path: "/data/records",
    summary: "List records",
    description:
      "Returns your organisation's records (tickets, assets and contracts), newest first.",
    authRequired: true,
    parameters: [
      {
        name: "page",
        in: "query",
        type: "integer",
        required: false,
        description: "Page number, starting at 1. Default 1.",
      },
      {
        name: "limit",
        in: "query",
        type: "integer",
        required: false,
        description: "Records per page, 1 to 100. Default 25.",
      },
    ],
    requestExample: request("GET", "/data/records?page=2&limit=50"),
    responseExample: response("200 OK", { data: [exampleRecord], page: 2, limit: 50, total: 51 }),
  },
  {
    id: "post-records",
    method: "POST",
    path: "/data/records",
    summary: "Create a record",
    description: "Creates a record. The ID and timestamps are set by the server.",
    authRequired: true,
    parameters: [
      {
        name: "type",
        in: "body",
        type: "string",
        required: true,
        description: '"ticket", "asset" or "contract".',
      },
      {
        name: "title",
        in: "body",
        type: "string",
        required: true,
        description: "A short summary, up to 200 characters.",
      },
      {
        name: "priority",
        in: "body",
        type: "string",
        required: false,
        description: '"low", "normal" or "high". Default "normal".',
      },
      {
        name: "tags",
        in: "body",
        type: "string[]",
        required: false,
        description: "Up to 10 tags.",
      },
    ],
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
  {
    id: "get-record",
    method: "GET",
    path: "/data/records/{id}",
    summary: "Get a record",
    description: "Returns one record by ID.",
    authRequired: true,
    parameters: [
      {
        name: "id",
        in: "path",
        type: "string",
        required: true,
        description: "The record's ID, e.g. rec_90a1f3.",
      },
    ],
    requestExample: request("GET", "/data/records/rec_90a1f3"),
    responseExample: response("200 OK", exampleRecord),
  },
  {
    id: "put-record",
    method: "PUT",
    path: "/data/records/{id}",
    summary: "Update a record",
    description: "Replaces a record's editable fields. Fields you leave out keep their values.",
    authRequired: true,
    parameters: [
      { name: "id", in: "path", type: "string", required: true, description: "The record's ID." },
      {
        name: "title",
        in: "body",
        type: "string",
        required: false,
        description: "A short summary, up to 200 characters.",
      },
      {
        name: "status",
        in: "body",
        type: "string",
        required: false,
        description: '"open", "in_progress" or "closed".',
      },
      {
        name: "priority",
        in: "body",
        type: "string",
        required: false,
        description: '"low", "normal" or "high".',
      },
    ],
    requestExample: request("PUT", "/data/records/rec_90a1f3", { body: { status: "closed" } }),
    responseExample: response("200 OK", {
      ...exampleRecord,
      status: "closed",
      updatedAt: "2025-05-12T16:48:30Z",
    }),
  },
];

export const analyticsQueryEndpoints: ApiEndpoint[] = [
  {
    id: "post-analytics-query",
    method: "POST",
    path: "/analytics/query",
    summary: "Run an analytics query",
    description:
      "Runs a read-only query over your records and monitoring data and returns the rows. Queries time out after 30 seconds.",
    authRequired: true,
    parameters: [
      {
        name: "query",
        in: "body",
        type: "string",
        required: true,
        description: "A read-only SQL SELECT statement over the records and metrics views.",
      },
    ],
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
];

export const aiCompletionsEndpoint: ApiEndpoint = {
  id: "post-ai-completions",
  method: "POST",
  path: "/ai/jlm/completions",
  summary: "Generate a completion (example)",
  description: `An example of the AI endpoints: sends a prompt to ${productName("JLM")}, our language model tuned for IT operations, and returns the completion. See the AI documentation for models and responsible use.`,
  authRequired: true,
  parameters: [
    {
      name: "prompt",
      in: "body",
      type: "string",
      required: true,
      description: "The instruction and any context, up to 8,000 characters.",
    },
    {
      name: "max_tokens",
      in: "body",
      type: "integer",
      required: false,
      description: "The longest completion to return, 1 to 1,024. Default 256.",
    },
  ],
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
};

export const allEndpoints: ApiEndpoint[] = [
  authEndpoint,
  ...userEndpoints,
  ...dataEndpoints,
  ...analyticsQueryEndpoints,
  aiCompletionsEndpoint,
];

export type HttpError = { status: number; name: string; meaning: string };

export const httpErrors: HttpError[] = [
  {
    status: 400,
    name: "Bad Request",
    meaning:
      "The request was malformed: invalid JSON, a missing required field or a value of the wrong type.",
  },
  {
    status: 401,
    name: "Unauthorized",
    meaning:
      "Authentication failed: the token is missing, invalid or expired. Request a new token.",
  },
  {
    status: 403,
    name: "Forbidden",
    meaning: "You are authenticated but do not have permission for this resource or action.",
  },
  {
    status: 404,
    name: "Not Found",
    meaning: "The resource was not found: check the path and the ID.",
  },
  {
    status: 429,
    name: "Too Many Requests",
    meaning: `You exceeded the rate limit of ${rateLimitPerMinute} requests per minute. Wait for the time in Retry-After, then retry.`,
  },
  {
    status: 500,
    name: "Internal Server Error",
    meaning: "Something went wrong on our side. Try again later; if it persists, contact support.",
  },
];

export const errorExample = response("429 Too Many Requests", {
  error: {
    status: 429,
    code: "rate_limited",
    message: `Rate limit of ${rateLimitPerMinute} requests per minute exceeded. Retry after 12 seconds.`,
  },
});

export type SdkStatus = "Available" | "Coming Soon";

/** What a visitor reads for each SDK status; `status` itself stays an identifier in every locale. */
export const sdkStatusLabels: Record<SdkStatus, string> = {
  Available: "Available",
  "Coming Soon": "Coming Soon",
};

export const sdks: Array<{ name: string; status: SdkStatus; install?: string }> = [
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
];

export const apiDocsCopy = {
  title: "API Documentation",
  intro: `Authenticate, manage users and records, and run analytics queries with the ${brand.name} REST API. Every request and response is JSON over HTTPS.`,
  metaDescription: `Authenticate, manage users and data, and run analytics queries with the ${brand.shortName} REST API: endpoints, examples and rate limits.`,
  gettingStarted: [
    `The ${brand.shortName} API lets your own systems read and update the data we manage for you: users, tickets, assets and contracts, plus analytics over them. It is a REST API: resources are addressed by URL, requests and responses are JSON, and standard HTTP status codes report the result.`,
    "To start, create an API client in the developer portal. You receive a client ID and a client secret; exchange them for an access token as shown under Authentication, then send that token with every request.",
  ],
  authentication: [
    "The API uses Bearer authentication. Request an access token from POST /auth/token with your client credentials, then send it in the Authorization header of every other request.",
    `Tokens expire after ${tokenLifetimeSeconds} seconds (one hour). When a request returns 401, request a new token and retry once. Store the client secret on your server only.`,
  ],
  authHeaderExample: "Authorization: Bearer <access_token>",
  rateLimit: [
    `Each API key may make ${rateLimitPerMinute} requests per minute. Every response carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset headers; past the limit the API answers 429 with a Retry-After header in seconds.`,
    "Errors return a JSON body with the status, a stable machine-readable code and a human-readable message.",
  ],
};

export const apiSections: Array<{ id: ApiSectionId; title: string }> = [
  { id: "getting-started", title: "Getting Started" },
  { id: "authentication", title: "Authentication" },
  { id: "user-management-api", title: "User Management API" },
  { id: "data-management-api", title: "Data Management API" },
  { id: "analytics-api", title: "Analytics API" },
  { id: "rate-limiting-errors", title: "Rate Limiting and Errors" },
];

/** The reference's own words around the endpoints ("{name}" is "METHOD /path"). */
export const apiDocsUi = {
  eyebrow: "Developers",
  homeLabel: "Home",
  quickLinks: "Quick links",
  baseUrl: "Base URL:",
  portal: "Open the Developer Portal",
  newTab: " (opens in a new tab)",
  sdksTitle: "SDKs",
  sdkUnavailable: "Use the REST API directly until it ships.",
  authHeaderLabel: "Authorization header",
  userIntro: `Create, list, read and update the people who can use your ${brand.shortName} services.`,
  dataIntro:
    "Records are the tickets, assets and contracts we manage for you. List them a page at a time, create them from your own tools and keep them up to date.",
  analyticsIntro:
    "Query your records and monitoring data, and call our AI models with the same token.",
  aiDocsSentence: "Models, limits and responsible use are described in the {link}.",
  aiDocsLink: "AI documentation",
  errorsCaption: "HTTP errors the API returns",
  statusColumn: "Status",
  meaningColumn: "Meaning",
  errorExampleLabel: "Error response example",
  stuck:
    "Stuck on an error that is not explained here? Our support team can look at your request IDs.",
  contactSupport: "Contact Support",
  parameters: "Parameters",
  parametersOf: "Parameters of {name}",
  nameColumn: "Name",
  inColumn: "In",
  typeColumn: "Type",
  descriptionColumn: "Description",
  required: "(required)",
  copy: {
    button: "Copy",
    success: "Copied to clipboard",
    successDescription: "The code sample is ready to paste.",
    failure: "Copy Failed",
    failureDescription:
      "Could not copy the code to your clipboard. Select the text and copy it instead.",
  },
  requestExample: "Request example: {name}",
  responseExample: "Response example: {name}",
  authRequired: "Auth Required",
  public: "Public",
};
