// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSubmissionKeys, honeypotValue, sendIntake } from "./intake-client";

describe("submission keys", () => {
  it("reuses the key for the same content and starts a new one after a change or a success", () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor('{"name":"Ada"}');
    expect(first).toMatch(/^[0-9a-f]{36}$/);
    expect(keys.keyFor('{"name":"Ada"}')).toBe(first);
    const edited = keys.keyFor('{"name":"Ada L."}');
    expect(edited).not.toBe(first);
    keys.done();
    expect(keys.keyFor('{"name":"Ada L."}')).not.toBe(edited);
  });
});

describe("sendIntake", () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, headers: Record<string, string> = {}) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status, headers })),
    );

  it("is ok only for a 2xx, and posts JSON", async () => {
    answer(201);
    expect(await sendIntake("/api/contact", { a: 1 })).toEqual({ ok: true });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("tells a network error, a 5xx, a 429 and another 4xx apart", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await sendIntake("/api/contact", {})).toEqual({ ok: false, reason: "network" });
    answer(503);
    expect(await sendIntake("/api/contact", {})).toEqual({
      ok: false,
      reason: "server",
      status: 503,
    });
    answer(429, { "Retry-After": "120" });
    expect(await sendIntake("/api/contact", {})).toEqual({
      ok: false,
      reason: "busy",
      retryAfterSeconds: 120,
    });
    answer(413);
    expect(await sendIntake("/api/contact", {})).toEqual({
      ok: false,
      reason: "rejected",
      status: 413,
    });
  });

  it("sends a FormData body as multipart, without a JSON content type", async () => {
    answer(201);
    const data = new FormData();
    data.append("resume", new Blob(["%PDF-"]), "cv.pdf");
    await sendIntake("/api/applications", data);
    const init = vi.mocked(fetch).mock.calls[0]![1];
    expect(init?.body).toBe(data);
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });
});

describe("honeypotValue", () => {
  it("reads the hidden field of the submitted form", () => {
    const form = document.createElement("form");
    form.innerHTML = '<input name="website" value="http://bot.example">';
    expect(honeypotValue(form)).toBe("http://bot.example");
    expect(honeypotValue(document.createElement("form"))).toBe("");
    expect(honeypotValue(null)).toBe("");
  });
});
