import { fillTemplate } from "../lib/fill-template";
import { describe, expect, it } from "vitest";
import { businessHours, contactToasts, inquiryTypes } from "./contact";

describe("contact content", () => {
  it("offers exactly the spec's five inquiry types, with readable labels", () => {
    expect(inquiryTypes.map((type) => type.value)).toEqual([
      "general_inquiry",
      "sales_question",
      "demo_request",
      "partnership_opportunity",
      "support_request",
    ]);
    for (const type of inquiryTypes) expect(type.label).not.toContain("_");
  });

  it("shows the spec's business hours", () => {
    expect(businessHours.rows).toEqual([
      { days: "Monday to Friday", hours: "9:00 AM to 6:00 PM EST" },
      { days: "Saturday", hours: "Closed" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });

  it("thanks the visitor by name and says the message is recorded", () => {
    expect(contactToasts.sentTitle).toBe("Message Sent!");
    const text = fillTemplate(contactToasts.sentDescription, { name: "Jordan" });
    expect(text).toContain("Jordan");
    expect(text).toContain("recorded");
  });
});
