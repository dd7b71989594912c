// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UIMatch } from "react-router";
import { prePaintScripts, redirectScript, redirectUnlessStoredScript } from "./pre-paint";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** Runs a generated script with a stand-in `location`, since jsdom cannot navigate. */
function run(script: string, pathname = "/") {
  const location = { replace: vi.fn(), pathname, search: "" };
  new Function("location", script)(location);
  return location.replace;
}

function match(handle: unknown, params: Record<string, string> = {}): UIMatch {
  return { id: "r", pathname: "/", params, loaderData: undefined, handle };
}

describe("redirectScript", () => {
  it("replaces the history entry with the target", () => {
    expect(run(redirectScript("/blog/a-post"))).toHaveBeenCalledWith("/blog/a-post");
  });

  it("cannot close the script element it is inlined in", () => {
    expect(redirectScript("/x</script><script>alert(1)")).not.toContain("</script>");
    expect(run(redirectScript("/x</script>"))).toHaveBeenCalledWith("/x</script>");
  });
});

describe("redirectUnlessStoredScript", () => {
  const script = redirectUnlessStoredScript("k", "marker", "/login");

  it("stays when the stored value matches", () => {
    localStorage.setItem("k", JSON.stringify("marker"));
    expect(run(script)).not.toHaveBeenCalled();
  });

  it.each([
    ["missing", null],
    ["another value", JSON.stringify("other")],
    ["unquoted", "marker"],
    ["garbage", "{not json"],
    ["null", "null"],
  ])("redirects when the value is %s", (_, raw) => {
    if (raw !== null) localStorage.setItem("k", raw);
    expect(run(script)).toHaveBeenCalledWith("/login");
  });

  it("redirects when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(run(script)).toHaveBeenCalledWith("/login");
  });
});

describe("a localized redirect", () => {
  const script = redirectUnlessStoredScript("k", "marker", "/login", undefined, true);

  it.each([
    ["/admin", "/login"],
    ["/fr/admin", "/fr/login"],
    ["/ar/admin", "/ar/login"],
    ["/fra/admin", "/login"],
  ])("from %s goes to %s", (from, to) => {
    expect(run(script, from)).toHaveBeenCalledWith(to);
  });

  it("still stays when the stored value matches", () => {
    localStorage.setItem("k", JSON.stringify("marker"));
    expect(run(script, "/fr/admin")).not.toHaveBeenCalled();
  });

  it("maps the home page without a trailing slash", () => {
    const home = redirectUnlessStoredScript("k", "marker", "/", undefined, true);
    expect(run(home, "/ar/admin")).toHaveBeenCalledWith("/ar");
    expect(run(home, "/admin")).toHaveBeenCalledWith("/");
  });
});

describe("prePaintScripts", () => {
  it("collects the scripts routes return for their params, in match order", () => {
    const scripts = prePaintScripts([
      match(undefined),
      match({ other: true }),
      match({ prePaintScript: () => null }),
      match({ prePaintScript: (params: { slug?: string }) => `go(${params.slug})` }, { slug: "a" }),
    ]);
    expect(scripts).toEqual(["go(a)"]);
  });
});
