// @vitest-environment node
/**
 * scripts/serve.mjs against a tiny fixture build (no intake module, so static only): malformed
 * ranges, paths and requests get an answer, and the server goes on serving after each.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControl, securityHeaders } from "./security-headers.mjs";

const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-test-"));
const client = path.join(buildDir, "client");
const indexHtml = `<!doctype html><html><head><title>Home</title></head><body>${"Northpine ".repeat(40)}</body></html>`;
let child;
let port = 0;
let output = "";

beforeAll(async () => {
  fs.mkdirSync(path.join(client, "assets"), { recursive: true });
  fs.mkdirSync(path.join(client, "blog"), { recursive: true });
  fs.writeFileSync(path.join(client, "index.html"), indexHtml);
  fs.writeFileSync(path.join(client, "index.html.gz"), zlib.gzipSync(indexHtml));
  fs.writeFileSync(path.join(client, "__spa-fallback.html"), "<!doctype html><p>fallback</p>");
  fs.writeFileSync(path.join(client, "assets", "app-abc123.js"), "console.log('app');\n");
  fs.writeFileSync(path.join(client, "blog", "rss.xml"), '<?xml version="1.0"?><rss></rss>');
  child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr.on("data", (data) => (output += data));
  port = await new Promise((resolve, reject) => {
    child.stdout.on("data", (data) => {
      output += data;
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
}, 20_000);

afterAll(() => {
  child?.kill("SIGTERM");
  fs.rmSync(buildDir, { recursive: true, force: true });
});

/** One raw request on its own connection: the status, headers (lower-case) and body. */
function raw(requestText) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks = [];
    socket.on("data", (data) => chunks.push(data));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks);
      const split = text.indexOf("\r\n\r\n");
      const head = text.subarray(0, split === -1 ? text.length : split).toString("latin1");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(" ")[1] ?? 0),
        headers,
        body: split === -1 ? "" : text.subarray(split + 4).toString("utf8"),
      });
    });
    socket.write(requestText);
  });
}

const get = (target, headers = {}) =>
  raw(
    `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("") +
      "\r\n",
  );

async function expectAlive() {
  const home = await get("/");
  expect(home.status).toBe(200);
  expect(home.body).toBe(indexHtml);
  expect(child.exitCode).toBeNull();
}

describe("serve.mjs", () => {
  it("serves the fixture with its headers, encodings, fallback and feed type", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    for (const [name, value] of Object.entries(securityHeaders))
      expect(home.headers[name.toLowerCase()]).toBe(value);
    expect(home.headers["cache-control"]).toBe(cacheControl.revalidate);
    const gzipped = await get("/", { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const asset = await get("/assets/app-abc123.js");
    expect(asset.headers["cache-control"]).toBe(cacheControl.immutable);
    expect((await get("/some/unknown/page")).body).toContain("fallback");
    expect((await get("/blog/rss.xml")).headers["content-type"]).toBe(
      "application/rss+xml; charset=utf-8",
    );
  });

  it("serves a plain range as 206 and one past the end as 416", async () => {
    const part = await get("/", { Range: "bytes=0-4" });
    expect(part.status).toBe(206);
    expect(part.body).toBe(indexHtml.slice(0, 5));
    const past = await get("/", { Range: "bytes=999999-" });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${Buffer.byteLength(indexHtml)}`);
    await expectAlive();
  });

  it.each([
    "bytes=100-50",
    "bytes=abc",
    "bytes=0-1,5-6",
    "bytes=-20",
    "bytes=99999999999999999999-",
  ])("ignores the malformed or unsupported range %s and sends the whole page", async (range) => {
    const answer = await get("/", { Range: range });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(indexHtml);
    await expectAlive();
  });

  it("ignores a range with If-Range (sirv cannot check it)", async () => {
    const answer = await get("/", { Range: "bytes=0-4", "If-Range": '"nope"' });
    expect(answer.status).toBe(200);
    await expectAlive();
  });

  it.each([
    "/%00",
    "/index.html%00.js",
    "/..%2f..%2fetc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%E0%A4%A",
  ])("answers %s without a crash or a file outside the build", async (target) => {
    const answer = await get(target);
    expect([200, 400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain("root:");
    await expectAlive();
  });

  it("answers an over-long URL with 431 and a malformed request with 400", async () => {
    expect((await get(`/${"a".repeat(20_000)}`)).status).toBe(431);
    await expectAlive();
    expect((await raw("GARBAGE\r\n\r\n")).status).toBe(400);
    await expectAlive();
    expect((await raw("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")).status).toBe(400);
    await expectAlive();
  });

  it("logged no failure", () => {
    expect(output).not.toMatch(/Request failed|Error/);
  });
});
