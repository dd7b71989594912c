import { describe, expect, it } from "vitest";
import * as en from "./api-docs";
import * as ar from "./compiled/ar/api-docs";
import * as fr from "./compiled/fr/api-docs";

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

  it("keeps the SDKs, the header example and HTTP's status names", () => {
    expect(translated.sdks).toEqual(en.sdks);
    expect(translated.apiDocsCopy.authHeaderExample).toBe(en.apiDocsCopy.authHeaderExample);
    expect(translated.httpErrors.map(({ status, name }) => ({ status, name }))).toEqual(
      en.httpErrors.map(({ status, name }) => ({ status, name })),
    );
  });
});
