import { describe, expect, it } from "vitest";
import { guardSchema, isRecord, oneOf } from "./guard-schema";

describe("guardSchema", () => {
  const schema = guardSchema(oneOf(["light", "dark"]));

  it("accepts values the guard accepts", () => {
    expect(schema.safeParse("dark")).toEqual({ success: true, data: "dark" });
  });

  it.each([null, undefined, 1, "Dark", {}, ["dark"]])("rejects %j", (value) => {
    expect(schema.safeParse(value)).toEqual({ success: false });
  });

  it("tells records from arrays and null", () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });
});
