import { describe, expect, it } from "vitest";
import { referenceFor, referencePattern } from "./reference";

describe("referenceFor", () => {
  it("is NP- and the first eight digits of a UUID id, in capitals", () => {
    expect(referenceFor("1f3a9c07-5b2e-4d8a-9c1e-0a2b3c4d5e6f")).toBe("NP-1F3A9C07");
    expect(referenceFor("1F3A9C07-5B2E-4D8A-9C1E-0A2B3C4D5E6F")).toBe("NP-1F3A9C07");
  });

  it("hashes any other id into the same shape, the same way every time", () => {
    for (const id of ["1", "", "not-a-uuid", "ticket 42", "٣"]) {
      expect(referenceFor(id)).toMatch(referencePattern);
      expect(referenceFor(id)).toBe(referenceFor(id));
    }
    expect(referenceFor("1")).not.toBe(referenceFor("2"));
  });

  it("matches its pattern for random UUIDs", () => {
    for (let index = 0; index < 50; index++) {
      expect(referenceFor(crypto.randomUUID())).toMatch(referencePattern);
    }
  });
});
