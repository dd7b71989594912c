import { describe, expect, it } from "vitest";
import { ticketSchema } from "./ticket-schema";
import { ticketPrefill } from "./ticket-prefill";

describe("ticketPrefill", () => {
  it("starts an AI ticket for topic=ai, routed to technical support", () => {
    const prefill = ticketPrefill(new URLSearchParams("topic=ai"));
    expect(prefill?.department).toBe("technical_support");
    expect(prefill?.subject).toBe("AI platform question");
    expect(prefill?.message).toMatch(/AI/);
  });

  it("accepts the topic in any case", () => {
    expect(ticketPrefill(new URLSearchParams("topic=AI"))?.department).toBe("technical_support");
  });

  it("produces values the ticket schema accepts once name and email are added", () => {
    const prefill = ticketPrefill(new URLSearchParams("topic=ai"))!;
    const result = ticketSchema.safeParse({ ...prefill, name: "Ana", email: "ana@example.ca" });
    expect(result.success).toBe(true);
  });

  it("ignores unknown, empty and inherited topics", () => {
    for (const query of [
      "",
      "topic=",
      "topic=billing",
      "topic=constructor",
      "topic=__proto__",
      "topic=%3Cscript%3E",
    ]) {
      expect(ticketPrefill(new URLSearchParams(query)), query).toBeNull();
    }
  });
});
