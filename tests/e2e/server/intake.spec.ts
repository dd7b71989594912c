import { expect, test } from "../fixtures";

// Runs against `npm start`'s server and against nginx with deploy/nginx.conf proxying /api/.

test("the intake API answers on the same origin with JSON and the security headers", async ({
  request,
}) => {
  const email = `proxy-${Date.now()}@example.ca`;
  const stored = await request.post("/api/newsletter", {
    data: { email, idempotencyKey: `proxy-${Date.now()}-0123456789` },
  });
  expect(stored.status()).toBe(201);
  expect(stored.headers()["content-type"]).toContain("application/json");
  expect(stored.headers()["cache-control"]).toBe("no-store");
  expect(stored.headers()["x-content-type-options"]).toBe("nosniff");
  expect(stored.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

  const session = await request.get("/api/session");
  expect(await session.json()).toEqual({ signedIn: false });

  const unknown = await request.get("/api/no-such-route");
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()) as unknown).toMatchObject({ error: "not_found" });
});

test("an oversized body is refused with 413 and a JSON error", async ({ request }) => {
  const response = await request.post("/api/applications", {
    headers: { "Content-Type": "multipart/form-data; boundary=x", Accept: "application/json" },
    data: Buffer.alloc(7 * 1024 * 1024, 120),
  });
  expect(response.status()).toBe(413);
  expect((await response.json()) as unknown).toMatchObject({ error: "too_large" });
});
