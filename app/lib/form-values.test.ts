import { describe, expect, it } from "vitest";
import { keepTyped } from "./form-values";

describe("keepTyped", () => {
  const prefilled = {
    name: "",
    email: "",
    inquiryType: "demo_request",
    message: "I'd like a demo.",
  };

  it("keeps what the visitor typed over the defaults and the pre-fill", () => {
    expect(
      keepTyped(prefilled, {
        name: "Ada",
        email: "ada@example.ca",
        inquiryType: "",
        message: "Call me.",
      }),
    ).toEqual({
      name: "Ada",
      email: "ada@example.ca",
      inquiryType: "demo_request",
      message: "Call me.",
    });
  });

  it("treats blank fields as not typed and ignores fields the form does not have", () => {
    const blank = { name: "   ", email: "", inquiryType: "", message: "", extra: "x" };
    expect(keepTyped(prefilled, blank)).toEqual(prefilled);
  });
});
