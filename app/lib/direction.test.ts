// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { documentDirection, pathDirection } from "./direction";

describe("pathDirection", () => {
  it("reads the locale from the first path segment", () => {
    expect(pathDirection("/")).toBe("ltr");
    expect(pathDirection("/pricing")).toBe("ltr");
    expect(pathDirection("/fr/pricing")).toBe("ltr");
    expect(pathDirection("/ar")).toBe("rtl");
    expect(pathDirection("/ar/blog/devops-trends-2025")).toBe("rtl");
  });

  it("does not mistake a slug that starts with a locale code for the locale", () => {
    expect(pathDirection("/archive")).toBe("ltr");
  });
});

describe("documentDirection", () => {
  afterEach(() => document.documentElement.removeAttribute("dir"));

  it("follows <html dir>", () => {
    expect(documentDirection()).toBe("ltr");
    document.documentElement.dir = "rtl";
    expect(documentDirection()).toBe("rtl");
  });
});
