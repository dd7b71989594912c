import { describe, expect, it } from "vitest";
import { assistantRules } from "~/content/assistant-rules";
import { assistantCopy } from "~/content/nav";
import { assistantDelay, assistantReply, findRule } from "./assistant-reply";

const group = (message: string) => findRule(message, assistantRules)?.group ?? null;
const reply = (message: string) => assistantReply(message, assistantRules, assistantCopy.fallback);

describe("assistant rules", () => {
  it("are the spec's twelve groups in the spec's order", () => {
    expect(assistantRules.map((rule) => rule.group)).toEqual([
      "greetings",
      "goodbye",
      "help or support",
      "contact",
      "pricing",
      "about",
      "services",
      "products",
      "blog",
      "privacy",
      "terms",
      "thanks",
    ]);
  });

  it("carry the spec's keywords and navigation targets", () => {
    const byGroup = Object.fromEntries(assistantRules.map((rule) => [rule.group, rule]));
    const expected: Record<string, [string[], string | undefined]> = {
      goodbye: [["bye"], undefined],
      "help or support": [["help", "support"], "/support"],
      contact: [["contact", "email", "phone"], "/contact"],
      pricing: [["price", "pricing", "cost"], "/pricing"],
      about: [["about", "company"], "/about"],
      services: [["services", "msp", "devops"], "/services/msp-devops"],
      products: [["products", "solutions"], "/marketplace"],
      blog: [["blog", "articles", "news"], "/blog"],
      privacy: [["privacy", "policy"], "/privacy-policy"],
      terms: [["terms", "service"], "/terms-of-service"],
      thanks: [["thanks"], undefined],
    };
    for (const [name, [keywords, path]] of Object.entries(expected)) {
      expect(byGroup[name]?.keywords, name).toEqual(expect.arrayContaining(keywords));
      expect(byGroup[name]?.navPath, name).toBe(path);
    }
    expect(byGroup.greetings?.keywords).toEqual(expect.arrayContaining(["hello"]));
    expect(byGroup.greetings?.navPath).toBeUndefined();
  });
});

describe("findRule", () => {
  it("matches case-insensitive substrings", () => {
    expect(group("HELLO!")).toBe("greetings");
    expect(group("What's your PRICING like?")).toBe("pricing");
    expect(group("Any devops openings?")).toBe("services");
  });

  it("lets the first matching group win", () => {
    expect(group("Hello, what does it cost?")).toBe("greetings");
    expect(group("thanks for the help")).toBe("help or support");
    expect(group("Can I email you about pricing?")).toBe("contact");
    expect(group("Tell me about your services")).toBe("about");
    expect(group("How much do your services cost?")).toBe("pricing");
  });

  it("sends 'services' to the services group before the terms group sees 'service'", () => {
    expect(group("What services do you offer?")).toBe("services");
    expect(group("terms of service")).toBe("terms");
    // "service" without the plural only reaches the terms group.
    expect(group("customer service")).toBe("terms");
  });

  it("matches 'policy' alone as privacy, which precedes terms", () => {
    expect(group("cookie policy")).toBe("privacy");
  });

  it("does not treat words that merely contain 'hi' or 'hey' as greetings", () => {
    expect(group("Is this thing on?")).toBeNull();
    expect(group("Do they ship fast?")).toBeNull();
  });

  it("returns null when nothing matches", () => {
    expect(group("quantum pancakes")).toBeNull();
    expect(group("")).toBeNull();
  });
});

describe("assistantReply", () => {
  it("offers navigation for groups with a target", () => {
    expect(reply("I need support")).toMatchObject({
      sender: "ai",
      offersNavigation: true,
      navPath: "/support",
      navText: expect.any(String),
    });
  });

  it("answers without navigation for greetings and thanks", () => {
    expect(reply("good morning")).toMatchObject({ sender: "ai", offersNavigation: false });
    expect(reply("thank you")).toMatchObject({ offersNavigation: false });
    expect(reply("thank you").navPath).toBeUndefined();
  });

  it("apologises and suggests rephrasing or asking about services, pricing or contact", () => {
    const answer = reply("quantum pancakes");
    expect(answer.offersNavigation).toBe(false);
    expect(answer.text).toMatch(/sorry/i);
    expect(answer.text).toMatch(/rephrase/i);
    expect(answer.text).toMatch(/services/);
    expect(answer.text).toMatch(/pricing/);
    expect(answer.text).toMatch(/contact/);
  });
});

describe("assistantDelay", () => {
  it("is 1.5 s plus up to 1 s", () => {
    expect(assistantDelay(() => 0)).toBe(1500);
    expect(assistantDelay(() => 0.5)).toBe(2000);
    expect(assistantDelay(() => 0.999)).toBeLessThan(2500);
  });
});
