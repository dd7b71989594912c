// @vitest-environment node
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { isPasswordHash, verifyPassword } from "./passwords";

/** `npm run admin:hash` as an operator runs it: the password piped in, the hash printed. */
const runAdminHash = (input: string) =>
  spawnSync(process.execPath, ["server/admin-hash.ts"], { input, encoding: "utf8" });

describe("admin:hash", { timeout: 30_000 }, () => {
  it("prints a scrypt hash that verifies the piped password", async () => {
    const password = "a long enough admin password";
    const result = runAdminHash(`${password}\n`);
    expect(result.status).toBe(0);
    const hash = result.stdout.trim();
    expect(isPasswordHash(hash)).toBe(true);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(result.stdout).not.toContain(password);
  });

  it("refuses a password shorter than 12 characters", () => {
    const result = runAdminHash("short\n");
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("Use at least 12 characters.");
  });
});
