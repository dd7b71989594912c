import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { headersFile, nginxConf } from "./deploy-config.mjs";

describe("deploy config", () => {
  it("deploy/nginx.conf is up to date with scripts/security-headers.mjs (run npm run deploy:config)", () => {
    expect(fs.readFileSync("deploy/nginx.conf", "utf8")).toBe(nginxConf());
  });
  it("deploy/_headers is up to date with scripts/security-headers.mjs (run npm run deploy:config)", () => {
    expect(fs.readFileSync("deploy/_headers", "utf8")).toBe(headersFile());
  });
});
