import { describe, expect, it } from "vitest";
import { searchIntents } from "~/content/search-intents";
import { searchCopy } from "~/content/nav";
import type { SearchIntent } from "~/content/nav";
import { searchCopy as frenchCopy } from "~/content/compiled/fr/nav";
import { searchIntents as frenchIntents } from "~/content/compiled/fr/search-intents";
import { searchCopy as arabicCopy } from "~/content/compiled/ar/nav";
import { searchIntents as arabicIntents } from "~/content/compiled/ar/search-intents";
import { searchIntents as germanIntents } from "~/content/compiled/de/search-intents";
import { searchIntents as spanishIntents } from "~/content/compiled/es/search-intents";
import { searchIntents as hindiIntents } from "~/content/compiled/hi/search-intents";
import { searchIntents as italianIntents } from "~/content/compiled/it/search-intents";
import { searchIntents as japaneseIntents } from "~/content/compiled/ja/search-intents";
import { searchIntents as portugueseIntents } from "~/content/compiled/pt/search-intents";
import { searchIntents as russianIntents } from "~/content/compiled/ru/search-intents";
import { searchIntents as chineseIntents } from "~/content/compiled/zh/search-intents";
import { matchIntent, navigationMessage, noMatchMessage, searchOutcome } from "./match-intent";

const table: SearchIntent[] = [
  { keywords: ["blog"], path: "/blog", priority: 1 },
  { keywords: ["blog post"], path: "/blog/latest", priority: 1 },
  { keywords: ["pricing", "price"], path: "/pricing", priority: 2 },
  { keywords: ["security"], path: "/security", priority: 3 },
  { keywords: ["security suite"], path: "/products/security-suite", priority: 3 },
  { keywords: ["partner"], path: "https://partners.example", external: true, priority: 2 },
  { keywords: ["search", "find"], response: "What are you looking for today?", priority: 4 },
];

describe("matchIntent", () => {
  it("matches a keyword as a case-insensitive substring of the query", () => {
    expect(matchIntent("Show me your PRICING page", table)?.path).toBe("/pricing");
    expect(matchIntent("prices?", table)?.path).toBe("/pricing");
  });

  it("ignores blank and whitespace-only queries", () => {
    expect(matchIntent("", table)).toBeNull();
    expect(matchIntent("   \t ", table)).toBeNull();
  });

  it("returns null when no keyword is contained in the query", () => {
    expect(matchIntent("weather in Barrie", table)).toBeNull();
  });

  it("lets the lowest priority number win, whatever the table order", () => {
    // "security" (3) comes before "search" (4) in the table, "pricing" (2) before both.
    expect(matchIntent("search security pricing", table)?.path).toBe("/pricing");
    expect(matchIntent("find security", table)?.path).toBe("/security");
  });

  it("prefers the longer keyword between equal priorities", () => {
    expect(matchIntent("security suite", table)?.path).toBe("/products/security-suite");
  });

  it("keeps the earlier entry when priority and keyword length tie", () => {
    const tied: SearchIntent[] = [
      { keywords: ["cloud"], path: "/first", priority: 2 },
      { keywords: ["cloud"], path: "/second", priority: 2 },
    ];
    expect(matchIntent("cloud", tied)?.path).toBe("/first");
  });

  it("stops at a priority-1 match when the query is at most 5 characters longer than the keyword", () => {
    // "blog post" is 5 characters longer than "blog": the scan ends before the longer "blog post" entry.
    expect(matchIntent("blog post", table)?.path).toBe("/blog");
    expect(matchIntent("  BLOG!  ", table)?.path).toBe("/blog");
  });

  it("keeps scanning after a priority-1 match when the query is 6 or more characters longer", () => {
    // 6 characters longer than "blog": the longer keyword of the later entry wins.
    expect(matchIntent("blog posts", table)?.path).toBe("/blog/latest");
  });

  it("has no early exit below priority 1", () => {
    const table2: SearchIntent[] = [
      { keywords: ["cloud"], path: "/cloud", priority: 2 },
      { keywords: ["cloud hosting"], path: "/hosting", priority: 2 },
    ];
    expect(matchIntent("cloud", table2)?.path).toBe("/cloud");
    expect(matchIntent("cloud hosting", table2)?.path).toBe("/hosting");
  });
});

describe("searchOutcome", () => {
  it("navigates to internal and external paths", () => {
    expect(searchOutcome("pricing", table)).toEqual({
      kind: "navigate",
      path: "/pricing",
      external: false,
    });
    expect(searchOutcome("become a partner", table)).toEqual({
      kind: "navigate",
      path: "https://partners.example",
      external: true,
    });
  });

  it("answers with the response of a response-only entry", () => {
    expect(searchOutcome("find", table)).toEqual({
      kind: "respond",
      response: "What are you looking for today?",
    });
  });

  it("reports no match with the trimmed query", () => {
    expect(searchOutcome("  quantum toaster ", table)).toEqual({
      kind: "none",
      query: "quantum toaster",
    });
  });
});

describe("messages", () => {
  it("uses the spec's texts", () => {
    expect(noMatchMessage("xyz", searchCopy)).toBe(
      'Sorry, I couldn\'t find a specific page or action for "xyz". Please try other terms or use general navigation.',
    );
    expect(navigationMessage({ path: "/pricing", external: false }, searchCopy)).toBe(
      "Taking you to /pricing.",
    );
    expect(navigationMessage({ path: "https://x.example", external: true }, searchCopy)).toBe(
      "Taking you to an external site.",
    );
  });

  it("speaks the page's language and names the localized path", () => {
    expect(noMatchMessage("xyz", frenchCopy)).toBe(
      "Désolé, je n’ai trouvé aucune page ni action correspondant à «\u00a0xyz\u00a0». Essayez d’autres termes ou utilisez la navigation générale.",
    );
    expect(
      navigationMessage({ path: "/pricing", external: false }, frenchCopy, "/fr/pricing"),
    ).toBe("Je vous amène à /fr/pricing.");
    expect(navigationMessage({ path: "https://x.example", external: true }, arabicCopy)).toBe(
      "جارٍ نقلك إلى موقع خارجي.",
    );
  });
});

describe("the French and Arabic intent tables", () => {
  it("take French and Arabic words to the same pages as English", () => {
    expect(searchOutcome("Quels sont vos tarifs ?", frenchIntents)).toEqual({
      kind: "navigate",
      path: "/pricing",
      external: false,
    });
    expect(searchOutcome("ما هي الأسعار؟", arabicIntents)).toEqual({
      kind: "navigate",
      path: "/pricing",
      external: false,
    });
  });
});

describe("the other languages' intent tables", () => {
  const pathOf = (query: string, intents: readonly SearchIntent[]) => {
    const outcome = searchOutcome(query, intents);
    return outcome.kind === "navigate" ? outcome.path : outcome.kind;
  };

  it("take a native speaker's question to the page it asks for", () => {
    expect(pathOf("¿Cuánto cuestan sus planes?", spanishIntents)).toBe("/pricing");
    expect(pathOf("Was kostet das?", germanIntents)).toBe("/pricing");
    expect(pathOf("Quanto custa?", portugueseIntents)).toBe("/pricing");
    expect(pathOf("Quali sono i prezzi?", italianIntents)).toBe("/pricing");
    expect(pathOf("Сколько стоит обслуживание?", russianIntents)).toBe("/pricing");
    expect(pathOf("कीमत क्या है?", hindiIntents)).toBe("/pricing");
    expect(pathOf("Wie kann ich Sie kontaktieren?", germanIntents)).toBe("/contact");
  });

  it("find words in scripts written without spaces", () => {
    expect(pathOf("料金プランを教えてください", japaneseIntents)).toBe("/pricing");
    expect(pathOf("你们的价格是多少", chineseIntents)).toBe("/pricing");
    expect(pathOf("プライバシーポリシーはどこですか", japaneseIntents)).toBe("/privacy-policy");
    expect(pathOf("我想看隐私政策", chineseIntents)).toBe("/privacy-policy");
  });

  it("read full-width letters as the keywords' own (a Japanese keyboard types ＡＰＩ)", () => {
    expect(pathOf("ＡＰＩドキュメント", japaneseIntents)).toBe("/api-documentation");
    expect(pathOf("ＡＰＩ文档", chineseIntents)).toBe("/api-documentation");
  });
});

describe("the site's intent table", () => {
  it("has valid priorities, non-empty lowercase keywords and a path or a response on every entry", () => {
    for (const intent of searchIntents) {
      expect([1, 2, 3, 4]).toContain(intent.priority);
      expect(intent.keywords.length).toBeGreaterThan(0);
      for (const keyword of intent.keywords) expect(keyword).toBe(keyword.trim().toLowerCase());
      expect(Boolean(intent.path) || Boolean(intent.response)).toBe(true);
      if (intent.external) expect(intent.path).toMatch(/^https:\/\//);
      else if (intent.path) expect(intent.path).toMatch(/^\//);
    }
  });

  it("routes typical questions to the expected pages", () => {
    const cases: [string, string | undefined][] = [
      ["How much does it cost?", "/pricing"],
      ["api docs", "/api-documentation"],
      ["endpoint protection", "/products/security-suite"],
      ["I need managed IT", "/services/msp-devops"],
      ["security suite pricing", "/products/security-suite"],
      ["open a support ticket", "/support"],
      ["who is your ceo", "/about#leadership"],
      ["Book a demo", "/contact?demo=true"],
    ];
    for (const [query, path] of cases)
      expect(matchIntent(query, searchIntents)?.path, query).toBe(path);
  });

  it("answers generic requests without navigating", () => {
    expect(searchOutcome("search", searchIntents)).toEqual({
      kind: "respond",
      response: "What are you looking for today?",
    });
    expect(searchOutcome("find", searchIntents).kind).toBe("respond");
  });

  it("sends sister-product queries to external sites", () => {
    const outcome = searchOutcome("voip", searchIntents);
    expect(outcome.kind).toBe("navigate");
    expect(outcome.kind === "navigate" && outcome.external).toBe(true);
  });
});
