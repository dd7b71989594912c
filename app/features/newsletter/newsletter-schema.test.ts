import { describe, expect, it } from "vitest";
import { newsletterCopy } from "~/content/nav";
import { newsletterSchema } from "./newsletter-schema";

const error = (email: string) => {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? null : result.error.issues[0]?.message;
};

describe("newsletterSchema", () => {
  it("accepts ordinary addresses and trims spaces", () => {
    expect(error("ops@company.ca")).toBeNull();
    expect(newsletterSchema.parse({ email: "  first.last+it@sub.example.com " }).email).toBe(
      "first.last+it@sub.example.com",
    );
  });

  it("asks for an address when empty or blank", () => {
    expect(error("")).toBe(newsletterCopy.errors.required);
    expect(error("   ")).toBe(newsletterCopy.errors.required);
  });

  it("explains what a valid address looks like", () => {
    for (const value of [
      "plainaddress",
      "no-at.example.com",
      "a@b",
      "a@@b.com",
      "<img src=x onerror=alert(1)>",
      "a@b.example,c@d.example",
      "a@b.example; c@d.example",
      "Sam <sam@example.ca>",
    ]) {
      expect(error(value), value).toBe(newsletterCopy.errors.invalid);
    }
  });

  it("rejects addresses longer than 254 characters", () => {
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(error(long)).toBe(newsletterCopy.errors.tooLong);
    expect(error("x".repeat(10_000))).toBe(newsletterCopy.errors.tooLong);
  });
});
