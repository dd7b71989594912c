import { describe, expect, it } from "vitest";
import { newsletterLinkOutcome } from "./newsletter-link-outcome";

describe("newsletterLinkOutcome", () => {
  it("reads the server's fixed words and keeps the rest of the query", () => {
    expect(newsletterLinkOutcome("?newsletter=confirmed")).toEqual({
      outcome: "confirmed",
      rest: "",
    });
    expect(newsletterLinkOutcome("?a=1&newsletter=unsubscribed")).toEqual({
      outcome: "unsubscribed",
      rest: "?a=1",
    });
    expect(newsletterLinkOutcome("?newsletter=invalid")?.outcome).toBe("invalid");
  });

  it("ignores anything else", () => {
    expect(newsletterLinkOutcome("")).toBeNull();
    expect(newsletterLinkOutcome("?newsletter=<script>")).toBeNull();
    expect(newsletterLinkOutcome("?sent=1")).toBeNull();
  });
});
