import { describe, expect, it } from "vitest";
import { emailAddressMaxLength, emailAddressPattern, isEmailAddress } from "./email-address";

describe("isEmailAddress", () => {
  it.each([
    "sam@example.ca",
    "first.last+it@sub.example.com",
    "o'brien@example.ie",
    "x_y-z@mail-1.example.org",
    "élodie@exemple.fr",
    "info@مثال.com",
    "a@b.co",
  ])("accepts the single address %s", (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each([
    ["two addresses with a comma", "a@b.example,c@d.example"],
    ["two addresses with a comma and a space", "a@b.example, c@d.example"],
    ["two addresses with a semicolon", "a@b.example;c@d.example"],
    ["a display name", "Sam <sam@example.ca>"],
    ["angle brackets", "<sam@example.ca>"],
    ["a quoted local part", '"sam smith"@example.ca'],
    ["a quote", 'sam"@example.ca'],
    ["a group", "undisclosed:sam@example.ca;"],
    ["a comment", "sam(comment)@example.ca"],
    ["a literal domain", "sam@[127.0.0.1]"],
    ["a backslash", "sa\\m@example.ca"],
    ["a CR/LF", "sam@example.ca\r\nBcc: victim@example.com"],
    ["a LF", "sam@example.ca\nx"],
    ["a NUL", "sam\u0000@example.ca"],
    ["a tab", "sam\t@example.ca"],
    ["a space", "sam @example.ca"],
    ["a no-break space", "sam\u00a0@example.ca"],
    ["a line separator", "sam@example.ca\u2028"],
    ["a bidi override", "sam\u202e@example.ca"],
    ["no domain dot", "a@b"],
    ["no domain", "priya@"],
    ["no local part", "@example.ca"],
    ["two at signs", "a@@b.com"],
    ["an at sign in the local part", "a@b@c.example"],
    ["a leading dot", ".sam@example.ca"],
    ["a doubled dot", "sa..m@example.ca"],
    ["a trailing dot in the domain", "sam@example.ca."],
    ["an empty domain label", "sam@example..ca"],
    ["a hyphen starting a label", "sam@-example.ca"],
    ["markup", "<img src=x onerror=alert(1)>"],
    ["nothing", ""],
  ])("refuses %s", (_label, value) => {
    expect(isEmailAddress(value)).toBe(false);
  });

  it("accepts 254 characters and refuses 255", () => {
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.ca`;
    const at254 = `${"a".repeat(254 - domain.length - 1)}@${domain}`;
    expect(at254.length).toBe(emailAddressMaxLength);
    expect(isEmailAddress(at254)).toBe(true);
    expect(isEmailAddress(`a${at254}`)).toBe(false);
  });

  it("refuses what is not a string, and the pattern can be reused", () => {
    expect(isEmailAddress(undefined)).toBe(false);
    expect(isEmailAddress(["a@b.example"])).toBe(false);
    expect(emailAddressPattern.flags).not.toContain("g");
    expect([1, 2, 3].map(() => emailAddressPattern.test("sam@example.ca"))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("stays fast on long hostile input", () => {
    const start = performance.now();
    isEmailAddress(`${"a.".repeat(5000)}@${"b-".repeat(5000)}`);
    isEmailAddress(`a@${"b".repeat(100_000)}`);
    expect(performance.now() - start).toBeLessThan(100);
  });
});
