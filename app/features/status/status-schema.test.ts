import { describe, expect, it } from "vitest";
import { englishStatusValidation, statusSchemasWith } from "./status-schema";

const { componentState, incidentUpdate, newIncident } = statusSchemasWith();

describe("staff status schemas", () => {
  it("trims and accepts a state with an optional message", () => {
    expect(componentState.parse({ status: "degraded_performance", message: "  Slow.  " })).toEqual({
      status: "degraded_performance",
      message: "Slow.",
    });
    expect(componentState.parse({ status: "operational", message: "" }).message).toBe("");
  });

  it("rejects unknown statuses, extra keys, control characters and long text", () => {
    expect(componentState.safeParse({ status: "fine", message: "" }).success).toBe(false);
    expect(componentState.safeParse({ status: "operational", message: "", x: 1 }).success).toBe(false);
    expect(componentState.safeParse({ status: "operational", message: "a\u0000b" }).success).toBe(false);
    expect(componentState.safeParse({ status: "operational", message: "a\u202Eb" }).success).toBe(false);
    expect(componentState.safeParse({ status: "operational", message: "x".repeat(1001) }).success).toBe(false);
    // Line breaks and tabs are fine in a message, never in a title.
    expect(incidentUpdate.safeParse({ status: "monitoring", message: "a\n\tb" }).success).toBe(true);
    const incident = {
      title: "API errors",
      impact: "partial_outage",
      components: ["api"],
      status: "investigating",
      message: "Looking into it.",
    };
    expect(newIncident.safeParse(incident).success).toBe(true);
    expect(newIncident.safeParse({ ...incident, title: "a\nb" }).success).toBe(false);
    expect(newIncident.safeParse({ ...incident, title: "x".repeat(121) }).success).toBe(false);
    expect(newIncident.safeParse({ ...incident, impact: "operational" }).success).toBe(false);
    expect(newIncident.safeParse({ ...incident, components: [] }).success).toBe(false);
    expect(newIncident.safeParse({ ...incident, components: ["mainframe"] }).success).toBe(false);
    expect(incidentUpdate.safeParse({ status: "resolved", message: "   " }).success).toBe(false);
  });

  it("words its refusals in the language it is given", () => {
    const french = statusSchemasWith({ ...englishStatusValidation, required: "Ce champ est obligatoire." });
    const result = french.incidentUpdate.safeParse({ status: "resolved", message: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Ce champ est obligatoire.");
  });
});
