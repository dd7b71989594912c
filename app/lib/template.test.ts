import { describe, expect, it } from "vitest";
import { fillTemplate } from "./template";

describe("fillTemplate", () => {
  it("replaces every named placeholder, repeated ones included", () => {
    expect(fillTemplate("{a} and {b}, {a}", { a: "x", b: 2 })).toBe("x and 2, x");
  });

  it("leaves unknown placeholders and other braces alone", () => {
    expect(fillTemplate("{a} {missing} { a }", { a: "x" })).toBe("x {missing} { a }");
  });

  it("inserts values literally, even when they look like placeholders or patterns", () => {
    expect(fillTemplate("Hi {name}", { name: "{name} $& $1" })).toBe("Hi {name} $& $1");
  });
});
