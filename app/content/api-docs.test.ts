import { describe, expect, it } from "vitest";
import {
  aiCompletionsEndpoint,
  allEndpoints,
  apiSections,
  httpErrors,
  rateLimitPerMinute,
  sdks,
  tokenLifetimeSeconds,
} from "./api-docs";

const bodyOf = (example: string) =>
  JSON.parse(example.slice(example.indexOf("\n\n") + 2)) as Record<string, unknown>;

describe("documented API", () => {
  it("documents every endpoint of the spec's table", () => {
    expect(allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(
      [
        "POST /auth/token",
        "GET /data/records",
        "POST /data/records",
        "GET /data/records/{id}",
        "PUT /data/records/{id}",
        "POST /analytics/query",
        "GET /users",
        "POST /users",
        "GET /users/{userId}",
        "PUT /users/{userId}",
        "POST /ai/jlm/completions",
      ].sort(),
    );
  });

  it("requires Bearer auth everywhere except the token endpoint", () => {
    for (const endpoint of allEndpoints) {
      expect(endpoint.authRequired, endpoint.path).toBe(endpoint.path !== "/auth/token");
      expect(endpoint.requestExample.includes("Authorization: Bearer"), endpoint.path).toBe(
        endpoint.authRequired,
      );
    }
  });

  it("gives every endpoint unique ids and request and response examples with valid JSON bodies", () => {
    expect(new Set(allEndpoints.map((endpoint) => endpoint.id)).size).toBe(allEndpoints.length);
    for (const endpoint of allEndpoints) {
      expect(endpoint.responseExample).toMatch(/^HTTP\/1\.1 2\d\d /);
      expect(() => bodyOf(endpoint.responseExample), endpoint.id).not.toThrow();
      if (endpoint.requestExample.includes("\n\n"))
        expect(() => bodyOf(endpoint.requestExample)).not.toThrow();
    }
  });

  it("uses the spec's request and response fields", () => {
    const token = allEndpoints.find((endpoint) => endpoint.path === "/auth/token")!;
    expect(Object.keys(bodyOf(token.requestExample))).toEqual([
      "client_id",
      "client_secret",
      "grant_type",
    ]);
    expect(bodyOf(token.responseExample)).toMatchObject({
      token_type: "Bearer",
      expires_in: tokenLifetimeSeconds,
    });
    expect(tokenLifetimeSeconds).toBe(3600);

    const putUser = allEndpoints.find(
      (endpoint) => endpoint.method === "PUT" && endpoint.path === "/users/{userId}",
    )!;
    expect(Object.keys(bodyOf(putUser.requestExample))).toEqual([
      "id",
      "username",
      "email",
      "password",
    ]);

    const query = allEndpoints.find((endpoint) => endpoint.path === "/analytics/query")!;
    expect(Object.keys(bodyOf(query.requestExample))).toEqual(["query"]);
    expect(Object.keys(bodyOf(query.responseExample))).toEqual(["result"]);

    const records = allEndpoints.find(
      (endpoint) => endpoint.method === "GET" && endpoint.path === "/data/records",
    )!;
    expect(records.parameters.map((parameter) => parameter.name)).toEqual(["page", "limit"]);

    expect(Object.keys(bodyOf(aiCompletionsEndpoint.requestExample))).toEqual([
      "prompt",
      "max_tokens",
    ]);
    expect(Object.keys(bodyOf(aiCompletionsEndpoint.responseExample))).toEqual([
      "completion",
      "model",
    ]);
  });

  it("lists the six HTTP errors and the rate limit", () => {
    expect(httpErrors.map((error) => error.status)).toEqual([400, 401, 403, 404, 429, 500]);
    expect(rateLimitPerMinute).toBe(100);
  });

  it("has the six section anchors and the SDK list", () => {
    expect(apiSections.map((section) => section.id)).toEqual([
      "getting-started",
      "authentication",
      "user-management-api",
      "data-management-api",
      "analytics-api",
      "rate-limiting-errors",
    ]);
    expect(sdks.map((sdk) => [sdk.name, sdk.status])).toEqual([
      ["Python", "Available"],
      ["JavaScript", "Available"],
      ["Java", "Coming Soon"],
    ]);
  });
});
