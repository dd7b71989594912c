import { describe, expect, it } from "vitest";
import * as en from "./api-docs";
import * as ar from "./compiled/ar/api-docs";
import * as de from "./compiled/de/api-docs";
import * as es from "./compiled/es/api-docs";
import * as fr from "./compiled/fr/api-docs";
import * as hi from "./compiled/hi/api-docs";
import * as it_ from "./compiled/it/api-docs";
import * as ja from "./compiled/ja/api-docs";
import * as pt from "./compiled/pt/api-docs";
import * as ru from "./compiled/ru/api-docs";
import * as zh from "./compiled/zh/api-docs";

type Endpoint = (typeof en.allEndpoints)[number];

/** Every endpoint of a language's documentation, in the page's order. */
const endpointsOf = (
  docs: Pick<
    typeof en,
    | "authEndpoint"
    | "userEndpoints"
    | "dataEndpoints"
    | "analyticsQueryEndpoints"
    | "aiCompletionsEndpoint"
  >,
) => [
  docs.authEndpoint,
  ...docs.userEndpoints,
  ...docs.dataEndpoints,
  ...docs.analyticsQueryEndpoints,
  docs.aiCompletionsEndpoint,
];

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
  ["es", es],
  ["de", de],
  ["ja", ja],
  ["pt", pt],
  ["it", it_],
  ["ru", ru],
  ["zh", zh],
  ["hi", hi],
] as const)("the %s API documentation", (_locale, translated) => {
  it("keeps every endpoint's code exactly as English has it: paths, parameters and examples", () => {
    expect(endpointsOf(translated).map(codeOf)).toEqual(en.allEndpoints.map(codeOf));
  });

  it("keeps the SDKs, the header example and HTTP's status names", () => {
    expect(translated.sdks).toEqual(en.sdks);
    expect(translated.apiDocsCopy.authHeaderExample).toBe(en.apiDocsCopy.authHeaderExample);
    expect(translated.httpErrors.map(({ status, name }) => ({ status, name }))).toEqual(
      en.httpErrors.map(({ status, name }) => ({ status, name })),
    );
  });
});
