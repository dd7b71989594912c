import { describe, expect, it } from "vitest";
import {
  aiPlans,
  aiTabs,
  billingTabs,
  defaultAiPeriod,
  defaultBillingPeriod,
  pricingPage,
  standardPlans,
} from "./plans";
import type { PricingPlan } from "./plans";

const dollars = (price: string) => Number(price.replace(/[$,]/g, ""));
const links = (plans: PricingPlan[]) => plans.map((plan) => plan.ctaLink);

describe("standard plans", () => {
  it("link to /contact with exactly the specified query strings", () => {
    expect(links(standardPlans.monthly)).toEqual([
      "/contact?plan=growth-monthly",
      "/contact?plan=innovation-monthly",
      "/contact?plan=enterprise",
    ]);
    expect(links(standardPlans.annual)).toEqual([
      "/contact?plan=growth-annual",
      "/contact?plan=innovation-annual",
      "/contact?plan=enterprise-annual",
    ]);
  });

  it("carry the specified prices", () => {
    expect(standardPlans.monthly.map((plan) => [plan.name, plan.price])).toEqual([
      ["Growth Catalyst", "$99"],
      ["Innovation Accelerator", "$249"],
      ["Enterprise Vanguard", "Custom"],
    ]);
    expect(standardPlans.annual.map((plan) => [plan.name, plan.price, plan.originalPrice])).toEqual(
      [
        ["Growth Catalyst", "$79", "$99"],
        ["Innovation Accelerator", "$199", "$249"],
        ["Enterprise Vanguard", "Custom", undefined],
      ],
    );
  });

  it("compare each annual price with the monthly price of the same plan", () => {
    standardPlans.annual.forEach((plan, index) => {
      const monthly = standardPlans.monthly[index]!;
      expect(plan.name).toBe(monthly.name);
      if (plan.originalPrice) expect(plan.originalPrice).toBe(monthly.price);
    });
  });

  it("show a saving badge that matches the real saving, never above the advertised 20%", () => {
    for (const plan of standardPlans.annual.filter((p) => p.originalPrice)) {
      const saving = Math.floor((1 - dollars(plan.price) / dollars(plan.originalPrice!)) * 100);
      expect(saving).toBeLessThanOrEqual(20);
      expect(plan.discount).toBe(`Save ${saving}%`);
    }
  });

  it("keep the annual-only fields off monthly plans and icons off standard plans", () => {
    for (const plan of standardPlans.monthly) {
      expect(plan.originalPrice).toBeUndefined();
      expect(plan.discount).toBeUndefined();
    }
    for (const plan of [...standardPlans.monthly, ...standardPlans.annual])
      expect(plan.icon).toBeUndefined();
  });

  it("mark only Innovation Accelerator as popular and state users and storage", () => {
    for (const period of ["monthly", "annual"] as const) {
      expect(standardPlans[period].filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(
        ["Innovation Accelerator"],
      );
      const [growth, innovation, enterprise] = standardPlans[period];
      expect(growth!.features).toEqual(
        expect.arrayContaining(["Up to 10 users", "50GB secure cloud storage"]),
      );
      expect(innovation!.features).toEqual(
        expect.arrayContaining(["Up to 50 users", "250GB secure cloud storage"]),
      );
      expect(enterprise!.features.join(" ")).toMatch(/Unlimited users.*TB\+ storage/);
    }
  });
});

describe("AI automation plans", () => {
  it("link with the service and plan query strings", () => {
    expect(links(aiPlans.monthly)).toEqual(["/contact?service=ai-automation&plan=suite-monthly"]);
    expect(links(aiPlans.annual)).toEqual(["/contact?service=ai-automation&plan=suite-annual"]);
  });

  it("carry the specified prices and an icon", () => {
    expect(aiPlans.monthly[0]).toMatchObject({ name: "AI Automation Suite", price: "$2K–$30K+" });
    expect(aiPlans.annual[0]).toMatchObject({
      price: "Custom Annual Retainer",
      frequency: "Est. $24K–$360K+ Value",
    });
    for (const plan of [...aiPlans.monthly, ...aiPlans.annual]) expect(plan.icon).toBeTruthy();
  });
});

describe("tabs", () => {
  it("use the specified labels and defaults", () => {
    expect(billingTabs.map((tab) => tab.label)).toEqual([
      "Monthly Billing",
      "Annual Billing (Save up to 20%)",
    ]);
    expect(defaultBillingPeriod).toBe("annual");
    expect(aiTabs.map((tab) => tab.label)).toEqual(["Project / Retainer", "Annual Partnership"]);
    expect(defaultAiPeriod).toBe("monthly");
  });

  it("anchor the AI section at ai-automation", () => {
    expect(pricingPage.ai.id).toBe("ai-automation");
    expect(pricingPage.cta).toMatchObject({ label: "Speak to a Specialist", href: "/contact" });
  });
});
