import { describe, expect, it } from "vitest";
import { nativeReturnPages } from "./intake-endpoints";
import { nativeResultOf, withoutNativeMarkers } from "./native-form";

describe("nativeReturnPages", () => {
  it("has a page to come back to for every endpoint a form posts to", () => {
    for (const endpoint of Object.keys(nativeReturnPages))
      expect(nativeReturnPages[endpoint as keyof typeof nativeReturnPages]).toMatch(/^\//);
  });
});

describe("nativeResultOf", () => {
  it("reads the server's markers", () => {
    expect(nativeResultOf("?sent=1")).toEqual({ sent: true });
    expect(nativeResultOf("?error=invalid")).toEqual({ sent: false, error: "invalid" });
    expect(nativeResultOf("?error=locked")).toEqual({ sent: false, error: "locked" });
  });

  it("ignores anything else, so a crafted link cannot make the page say something new", () => {
    expect(nativeResultOf("")).toBeNull();
    expect(nativeResultOf("?sent=yes")).toBeNull();
    expect(nativeResultOf("?error=Your%20account%20is%20closed")).toBeNull();
  });
});

describe("withoutNativeMarkers", () => {
  it("drops the markers and keeps the rest of the query", () => {
    expect(withoutNativeMarkers("?sent=1")).toBe("");
    expect(withoutNativeMarkers("?error=invalid&demo=true")).toBe("?demo=true");
    expect(withoutNativeMarkers("?signed-in=1")).toBe("");
  });
});
