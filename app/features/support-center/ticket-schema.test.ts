import { describe, expect, it } from "vitest";
import {
  emptyTicketValues,
  missingTicketFields,
  ticketLimits,
  ticketSchema,
} from "./ticket-schema";

const valid = {
  name: "Sam Patel",
  email: "sam@huronia.ca",
  subject: "VPN drops every hour",
  department: "technical_support",
  message: "Since Monday the VPN disconnects every hour on all Windows laptops.",
};

describe("ticketSchema", () => {
  it("accepts a complete ticket", () => {
    expect(ticketSchema.safeParse(valid).success).toBe(true);
  });

  it.each(["name", "email", "subject", "department", "message"] as const)(
    "requires %s",
    (field) => {
      const result = ticketSchema.safeParse({ ...valid, [field]: " " });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
    },
  );

  it("accepts exactly the four departments", () => {
    for (const department of [
      "technical_support",
      "billing_inquiries",
      "sales_questions",
      "general_feedback",
    ]) {
      expect(ticketSchema.safeParse({ ...valid, department }).success).toBe(true);
    }
    expect(ticketSchema.safeParse({ ...valid, department: "legal" }).success).toBe(false);
  });

  it("rejects a malformed email", () => {
    expect(ticketSchema.safeParse({ ...valid, email: "sam.huronia.ca" }).success).toBe(false);
  });

  it.each(["a@b.example,c@d.example", "a@b.example;c@d.example", "Sam <sam@huronia.ca>"])(
    "accepts a single address only, not %s",
    (email) => {
      const result = ticketSchema.safeParse({ ...valid, email });
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["email"]);
    },
  );

  it("caps the subject and message", () => {
    expect(
      ticketSchema.safeParse({ ...valid, subject: "s".repeat(ticketLimits.subject + 1) }).success,
    ).toBe(false);
    expect(
      ticketSchema.safeParse({ ...valid, message: "m".repeat(ticketLimits.message + 1) }).success,
    ).toBe(false);
  });
});

describe("missingTicketFields", () => {
  it("lists all five fields of an empty form", () => {
    expect(missingTicketFields(emptyTicketValues)).toEqual([
      "name",
      "email",
      "subject",
      "department",
      "message",
    ]);
  });

  it("lists nothing for a filled form, even with a malformed email", () => {
    expect(missingTicketFields({ ...valid, email: "nope" })).toEqual([]);
  });
});
