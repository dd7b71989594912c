import { describe, expect, it } from "vitest";
import * as en from "../api-docs";
import * as ar from "./ar/api-docs";
import * as fr from "./fr/api-docs";

type Endpoint = (typeof en.allEndpoints)[number];

/** An endpoint with its prose removed: what must be identical in every language. */
const codeOf = (endpoint: Endpoint) => ({
  ...endpoint,
  summary: undefined,
  description: undefined,
  parameters: endpoint.parameters.map((parameter) => ({ ...parameter, description: undefined })),
});

describe.each([
  ["fr", fr],
  ["ar", ar],
] as const)("the %s API documentation", (_locale, translated) => {
  it("keeps every endpoint's code exactly as English has it: paths, parameters and examples", () => {
    expect(translated.allEndpoints.map((endpoint) => codeOf(endpoint as Endpoint))).toEqual(
      en.allEndpoints.map(codeOf),
    );
  });

  it("keeps the base URL, the limits, the error example, the SDKs and HTTP's status names", () => {
    expect(translated.apiBaseUrl).toBe(en.apiBaseUrl);
    expect(translated.rateLimitPerMinute).toBe(en.rateLimitPerMinute);
    expect(translated.tokenLifetimeSeconds).toBe(en.tokenLifetimeSeconds);
    expect(translated.errorExample).toBe(en.errorExample);
    expect(translated.sdks).toEqual(en.sdks);
    expect(translated.apiDocsCopy.authHeaderExample).toBe(en.apiDocsCopy.authHeaderExample);
    expect(translated.httpErrors.map(({ status, name }) => ({ status, name }))).toEqual(
      en.httpErrors.map(({ status, name }) => ({ status, name })),
    );
  });
});
