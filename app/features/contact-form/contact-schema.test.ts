import { describe, expect, it } from "vitest";
import { contactValidation } from "~/content/contact";
import {
  contactLimits,
  contactSchema,
  emptyContactValues,
  missingContactFields,
} from "./contact-schema";

const valid = {
  name: "Jordan Lee",
  email: "jordan@lakeshore.ca",
  company: "",
  phone: "",
  inquiryType: "sales_question",
  message: "We need help moving 40 laptops to managed devices.",
};

describe("contactSchema", () => {
  it("accepts a complete message with the optional fields empty", () => {
    const result = contactSchema.safeParse(valid);
    expect(result.success).toBe(true);
  });

  it("trims values before checking them", () => {
    const result = contactSchema.parse({
      ...valid,
      name: "  Jordan  ",
      email: " jordan@lakeshore.ca ",
    });
    expect(result.name).toBe("Jordan");
    expect(result.email).toBe("jordan@lakeshore.ca");
  });

  it.each(["name", "email", "inquiryType", "message"] as const)("requires %s", (field) => {
    const result = contactSchema.safeParse({ ...valid, [field]: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it("does not require company or phone", () => {
    expect(
      contactSchema.safeParse({ ...valid, company: "Lakeshore Dental", phone: "" }).success,
    ).toBe(true);
  });

  it("gives a blank email one message, not a format error too", () => {
    const result = contactSchema.safeParse({ ...valid, email: "  " });
    const emailIssues = result.error?.issues.filter((issue) => issue.path[0] === "email");
    expect(emailIssues?.map((issue) => issue.message)).toEqual(["Enter your email address."]);
  });

  it("rejects a malformed email with its own message", () => {
    const result = contactSchema.safeParse({ ...valid, email: "jordan@" });
    expect(result.error?.issues[0]?.message).toMatch(/valid email/);
  });

  it.each([
    "a@b.example,c@d.example",
    "Jordan <jordan@lakeshore.ca>",
    "jordan@lakeshore.ca\r\nBcc: x@y.example",
  ])("accepts a single address only, not %j", (email) => {
    const result = contactSchema.safeParse({ ...valid, email });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      contactValidation.emailFormat,
    ]);
  });

  it("accepts only the five inquiry types", () => {
    for (const type of [
      "general_inquiry",
      "sales_question",
      "demo_request",
      "partnership_opportunity",
      "support_request",
    ]) {
      expect(contactSchema.safeParse({ ...valid, inquiryType: type }).success).toBe(true);
    }
    expect(contactSchema.safeParse({ ...valid, inquiryType: "billing" }).success).toBe(false);
  });

  it("caps the message length", () => {
    const long = "x".repeat(contactLimits.message + 1);
    expect(contactSchema.safeParse({ ...valid, message: long }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: long.slice(1) }).success).toBe(true);
  });
});

describe("missingContactFields", () => {
  it("lists every blank required field in form order", () => {
    expect(missingContactFields(emptyContactValues)).toEqual([
      "name",
      "email",
      "inquiryType",
      "message",
    ]);
  });

  it("ignores the optional fields and a malformed but present email", () => {
    expect(
      missingContactFields({ ...valid, email: "not-an-email", company: "", phone: "" }),
    ).toEqual([]);
  });

  it("treats whitespace as blank", () => {
    expect(missingContactFields({ ...valid, message: " \n " })).toEqual(["message"]);
  });
});
