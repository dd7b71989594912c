import { describe, expect, it } from "vitest";
import { standardPlans, aiPlans } from "~/content/plans";
import { productName } from "~/content/site";
import { contactLimits } from "./contact-schema";
import { cleanQueryText, contactContext, contactPrefill, parseProducts } from "./contact-prefill";

const prefill = (query: string) => contactPrefill(new URLSearchParams(query));

describe("contactPrefill", () => {
  it("returns null for no or irrelevant parameters", () => {
    expect(prefill("")).toBeNull();
    expect(prefill("utm_source=newsletter&plan=platinum&service=unknown&demo=yes")).toBeNull();
  });

  it("selects a demo request for demo=true", () => {
    const result = prefill("demo=true");
    expect(result?.inquiryType).toBe("demo_request");
    expect(result?.message).toMatch(/book a demo/);
  });

  it("names a product page's product by its slug in a demo request", () => {
    const result = prefill("demo=true&product=enterprise-solution");
    expect(result?.inquiryType).toBe("demo_request");
    expect(result?.message).toContain(productName("Enterprise Solution Suite"));
    expect(result?.message).not.toContain("enterprise-solution");
  });

  it("names a marketplace product sent by display name", () => {
    const result = prefill(`demo=true&product=${encodeURIComponent(productName("Flow"))}`);
    expect(result?.message).toContain(`demo of ${productName("Flow")}`);
  });

  it("asks about a product without demo as a sales question", () => {
    const result = prefill("product=business-intelligence");
    expect(result).toEqual({
      inquiryType: "sales_question",
      message: expect.stringContaining(productName("Business Intelligence")),
    });
  });

  it("turns the cart's quote link into a quote request listing every product", () => {
    const result = prefill("subject=Quote%20Request&product=Flow%2C%20Vault%20%26%20Backup%2B");
    expect(result?.inquiryType).toBe("sales_question");
    expect(result?.message).toBe("Please send me a quote for: Flow, Vault & Backup+.");
  });

  it("maps every pricing plan value to its plan name and billing", () => {
    expect(prefill("plan=growth-monthly")?.message).toContain(
      "Growth Catalyst plan (monthly billing)",
    );
    expect(prefill("plan=growth-annual")?.message).toContain(
      "Growth Catalyst plan (annual billing)",
    );
    expect(prefill("plan=innovation-monthly")?.message).toContain(
      "Innovation Accelerator plan (monthly billing)",
    );
    expect(prefill("plan=innovation-annual")?.message).toContain(
      "Innovation Accelerator plan (annual billing)",
    );
    expect(prefill("plan=enterprise")?.message).toContain("Enterprise Vanguard plan");
    expect(prefill("plan=enterprise-annual")?.message).toContain(
      "Enterprise Vanguard plan (annual billing)",
    );
    expect(prefill("plan=growth-monthly")?.inquiryType).toBe("sales_question");
  });

  it("covers every plan link on the pricing page with the plan's own name", () => {
    const plans = [...Object.values(standardPlans), ...Object.values(aiPlans)].flat();
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const query = plan.ctaLink.split("?")[1] ?? "";
      expect(prefill(query)?.message, plan.ctaLink).toContain(plan.name);
    }
  });

  it("combines the AI service with an AI plan", () => {
    const monthly = prefill("service=ai-automation&plan=suite-monthly");
    expect(monthly?.inquiryType).toBe("sales_question");
    expect(monthly?.message).toMatch(/AI strategy call/);
    expect(monthly?.message).toContain("AI Automation Suite plan (project or retainer)");
    expect(prefill("service=ai-automation&plan=suite-annual")?.message).toContain(
      "annual partnership",
    );
    expect(prefill("service=ai-automation")?.message).toMatch(/AI strategy call/);
  });

  it("requests a security assessment for the security suite", () => {
    const result = prefill("assessment=true&product=security-suite");
    expect(result?.inquiryType).toBe("sales_question");
    expect(result?.message).toContain(`security assessment with ${productName("Security Suite")}`);
  });

  it.each([
    ["subject=Project+Inquiry", "sales_question", /new software project/],
    ["subject=Frontend+Development+Inquiry", "sales_question", /frontend development/],
    ["subject=Backend+Development+Inquiry", "sales_question", /backend development/],
    ["subject=Full-Stack+Solution+Inquiry", "sales_question", /full-stack/],
    ["subject=DevSecOps+Inquiry", "sales_question", /DevSecOps/],
    ["subject=General%20Career%20Inquiry", "general_inquiry", /future roles/],
  ] as const)("maps %s", (query, inquiryType, message) => {
    const result = prefill(query);
    expect(result?.inquiryType).toBe(inquiryType);
    expect(result?.message).toMatch(message);
  });

  it("matches known subjects regardless of case and spacing", () => {
    expect(prefill("subject=%20project%20%20inquiry%20")?.message).toMatch(/new software project/);
  });

  it("shows an unknown subject as plain text", () => {
    const result = prefill("subject=Office%20move%20in%20May");
    expect(result).toEqual({
      inquiryType: "general_inquiry",
      message: "Subject: Office move in May",
    });
  });

  it("keeps hostile text as inert text", () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const result = prefill(
      `subject=${encodeURIComponent(hostile)}&product=${encodeURIComponent("javascript:alert(1)")}`,
    );
    expect(result?.message).toContain(`Subject: ${hostile}`);
    expect(result?.message).toContain("javascript:alert(1)");
  });

  it("caps very long values", () => {
    const result = prefill(`subject=${"A".repeat(10_000)}&product=${"B".repeat(10_000)}`);
    expect(result!.message.length).toBeLessThanOrEqual(contactLimits.message);
    expect(result!.message.split("\n\n")[0]!.length).toBeLessThanOrEqual("Subject: ".length + 100);
  });
});

describe("parseProducts", () => {
  it("splits, trims, deduplicates and limits names", () => {
    expect(parseProducts(" Flow , Vault,Flow,, ")).toEqual(["Flow", "Vault"]);
    expect(
      parseProducts(Array.from({ length: 30 }, (_, index) => `P${index}`).join(",")),
    ).toHaveLength(10);
  });

  it("maps known slugs to names", () => {
    expect(parseProducts("security-suite")).toEqual([productName("Security Suite")]);
  });
});

describe("cleanQueryText", () => {
  it("removes control characters and collapses whitespace", () => {
    expect(cleanQueryText("a\u0000b\n\n c\u200b", 50)).toBe("a b c");
  });

  it("marks a cut with an ellipsis within the limit", () => {
    const text = cleanQueryText("x".repeat(200), 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith("…")).toBe(true);
  });
});

describe("contactContext", () => {
  it("keeps only the pre-fill parameters, cleaned and capped", () => {
    const params = new URLSearchParams({
      demo: "true",
      product: "Northpine\u0000 Security   Suite",
      plan: "growth-monthly",
      utm_source: "mail",
      subject: "x".repeat(300),
    });
    const context = contactContext(params);
    expect(Object.keys(context).sort()).toEqual(["demo", "plan", "product", "subject"]);
    expect(context.product).toBe("Northpine Security Suite");
    expect(context.subject).toHaveLength(200);
    expect(contactContext(new URLSearchParams())).toEqual({});
  });
});
