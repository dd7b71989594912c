// @vitest-environment node
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError, readBody } from "./body";
import type { BodyLimits, ParsedBody } from "./body";

const MiB = 1024 * 1024;
const limits: BodyLimits = { json: 64 * 1024, multipart: 6 * MiB, timeoutMs: 10_000 };

// Temporary files go to a folder of this test's own, so leftovers can be counted.
const previousTmp = process.env.TMPDIR;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "body-test-"));
beforeAll(() => {
  process.env.TMPDIR = tmp;
});
afterAll(() => {
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  fs.rmSync(tmp, { recursive: true, force: true });
});
const leftovers = () => fs.readdirSync(tmp);

type Inspect = (body: ParsedBody) => Promise<unknown> | unknown;

/** A server that reads each body with readBody and answers as the intake's error handler does. */
async function withServer<T>(
  bodyLimits: BodyLimits,
  run: (port: number) => Promise<T>,
  inspect: Inspect = (body) => describeBody(body),
): Promise<T> {
  const server = http.createServer(async (req, res) => {
    try {
      const body = await readBody(req, bodyLimits, true);
      let result: unknown;
      try {
        result = await inspect(body);
      } finally {
        if (body.type === "form") await body.cleanup();
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(result));
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      const code = error instanceof HttpError ? error.code : String(error);
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: code }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await run((server.address() as net.AddressInfo).port);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function describeBody(body: ParsedBody) {
  if (body.type === "json") return { json: body.value };
  return {
    fields: Object.fromEntries(body.fields),
    files: Object.fromEntries(
      [...body.files].map(([name, files]) => [
        name,
        files.map((file) => ({ name: file.name, size: file.size, sha256: file.sha256 })),
      ]),
    ),
  };
}

/** A raw connection: what was answered, when, and whether the server closed it. */
function rawRequest(port: number, head: string) {
  const socket = net.connect(port, "127.0.0.1");
  socket.write(head);
  let text = "";
  const answered = new Promise<string>((resolve) => {
    socket.on("data", (data) => {
      text += data.toString("latin1");
      if (text.includes("\r\n\r\n")) resolve(text);
    });
  });
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("error", () => {});
  return { socket, answered, closed, text: () => text };
}

async function post(port: number, type: string, body: string | Buffer, extra = {}) {
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    method: "POST",
    headers: { "content-type": type, ...extra },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const boundary = "----northpine-test-boundary";
function multipart(
  parts: { name: string; filename?: string; type?: string; data: string | Buffer }[],
) {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.filename === undefined
            ? ""
            : `Content-Type: ${part.type ?? "application/pdf"}\r\n`) +
          "\r\n",
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from("\r\n"),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}
const multipartType = `multipart/form-data; boundary=${boundary}`;

/** Sends a multipart body with one large file from a shared buffer, without copying it. */
function streamUpload(port: number, file: Buffer): Promise<{ status: number; body: string }> {
  const before = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  const after = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        headers: {
          "content-type": multipartType,
          "content-length": before.length + file.length + after.length,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.write(before);
    let offset = 0;
    const pump = () => {
      while (offset < file.length) {
        const piece = file.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!req.write(piece)) {
          req.once("drain", pump);
          return;
        }
      }
      req.end(after);
    };
    pump();
  });
}

describe("readBody limits", () => {
  it("refuses a declared Content-Length over the limit at once, without reading the body", async () => {
    await withServer(limits, async (port) => {
      const started = performance.now();
      // Only the headers are sent: the answer must come without any of the 100 MiB.
      const client = rawRequest(
        port,
        `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${100 * MiB}\r\n\r\n{"a":`,
      );
      expect(await client.answered).toMatch(/^HTTP\/1\.1 413 /);
      expect(performance.now() - started).toBeLessThan(1_000);
      // The rest is not waited for: the connection goes after a short linger.
      await client.closed;
      expect(performance.now() - started).toBeLessThan(3_500);
    });
  });

  it("refuses a declared multipart length over the limit the same way", async () => {
    await withServer(limits, async (port) => {
      const client = rawRequest(
        port,
        `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: ${multipartType}\r\nContent-Length: ${100 * MiB}\r\n\r\n`,
      );
      expect(await client.answered).toMatch(/^HTTP\/1\.1 413 /);
      await client.closed;
      expect(leftovers()).toEqual([]);
    });
  });

  it("stops a chunked body as soon as it passes the limit", async () => {
    await withServer(limits, async (port) => {
      const client = rawRequest(
        port,
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
      );
      const chunk = Buffer.alloc(16 * 1024, "a");
      let sent = 0;
      let answered = false;
      void client.answered.then(() => (answered = true));
      // Keep sending until answered, up to 64 MiB.
      while (!answered && !client.socket.destroyed && sent < 64 * MiB) {
        client.socket.write(`${chunk.length.toString(16)}\r\n`);
        client.socket.write(chunk);
        sent += chunk.length;
        if (!client.socket.write("\r\n"))
          await Promise.race([
            new Promise((resolve) => client.socket.once("drain", resolve)),
            client.answered,
            client.closed,
          ]);
        else await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await client.answered).toMatch(/^HTTP\/1\.1 413 /);
      // What was sent beyond the limit is what the sockets' buffers and the linger hold.
      expect(sent).toBeLessThan(16 * MiB);
      await client.closed;
    });
  });

  it("times a trickled body out with 408: the clock covers the whole body", async () => {
    await withServer({ ...limits, timeoutMs: 200 }, async (port) => {
      const started = performance.now();
      const client = rawRequest(
        port,
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
      );
      // One byte every 20 ms: each chunk is quick, the body never is.
      const trickle = setInterval(() => {
        if (!client.socket.destroyed) client.socket.write(" ");
      }, 20);
      try {
        expect(await client.answered).toMatch(/^HTTP\/1\.1 408 /);
        const elapsed = performance.now() - started;
        expect(elapsed).toBeGreaterThanOrEqual(190);
        expect(elapsed).toBeLessThan(1_000);
        // The trickle goes on; the connection is dropped after a short linger.
        await client.closed;
      } finally {
        clearInterval(trickle);
      }
    });
  });

  it("still reads JSON and urlencoded bodies as before", async () => {
    await withServer(limits, async (port) => {
      expect(await post(port, "application/json", '{"name":"Ada"}')).toEqual({
        status: 200,
        body: { json: { name: "Ada" } },
      });
      expect((await post(port, "application/json", "{nope")).body).toEqual({
        error: "invalid_json",
      });
      expect(
        await post(port, "application/x-www-form-urlencoded", "name=Ren%C3%A9e&tag=a&tag=b+c"),
      ).toEqual({
        status: 200,
        body: { fields: { name: ["Renée"], tag: ["a", "b c"] }, files: {} },
      });
      expect((await post(port, "text/plain", "hello")).status).toBe(415);
    });
  });
});

describe("readBody multipart", () => {
  it("streams a 5 MiB file to a private temporary file with its size, SHA-256 and head", async () => {
    const data = randomBytes(5 * MiB);
    const seen: { path: string; mode: number; same: boolean; head: boolean }[] = [];
    await withServer(
      limits,
      async (port) => {
        const response = await post(
          port,
          multipartType,
          multipart([
            { name: "fullName", data: "Zoë Ångström 李" },
            { name: "resume", filename: "résumé 履歴書.pdf", data },
          ]),
        );
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          fields: { fullName: ["Zoë Ångström 李"] },
          files: {
            resume: [
              {
                name: "résumé 履歴書.pdf",
                size: data.length,
                sha256: createHash("sha256").update(data).digest("base64url"),
              },
            ],
          },
        });
      },
      async (body) => {
        if (body.type !== "form") throw new Error("not a form");
        const file = body.files.get("resume")![0]!;
        seen.push({
          path: file.path,
          mode: fs.statSync(file.path).mode & 0o777,
          same: fs.readFileSync(file.path).equals(data),
          head: Buffer.from(file.head).equals(data.subarray(0, 8 * 1024)),
        });
        await body.cleanup();
        return describeBody(body);
      },
    );
    expect(seen).toEqual([{ path: expect.any(String), mode: 0o600, same: true, head: true }]);
    expect(fs.existsSync(seen[0]!.path)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it("keeps an empty file part (no file chosen) as an empty file", async () => {
    await withServer(limits, async (port) => {
      const response = await post(
        port,
        multipartType,
        // What a browser sends for a file input left empty.
        multipart([{ name: "resume", filename: "", type: "application/octet-stream", data: "" }]),
      );
      expect(response.body).toEqual({
        fields: {},
        files: { resume: [{ name: "", size: 0, sha256: expect.any(String) }] },
      });
    });
    expect(leftovers()).toEqual([]);
  });

  it("refuses a file over the limit, too many files or fields, a long field, a bad form", async () => {
    const small: BodyLimits = { ...limits, multipart: 256 * 1024 };
    await withServer(small, async (port) => {
      const big = Buffer.alloc(200 * 1024, 1);
      // Two files of 200 KiB pass the per-file check but not the body's.
      expect(
        await post(
          port,
          multipartType,
          multipart([
            { name: "a", filename: "a.pdf", data: big },
            { name: "b", filename: "b.pdf", data: big },
          ]),
        ),
      ).toEqual({ status: 413, body: { error: "too_large" } });
      const three = [1, 2, 3].map((n) => ({ name: `f${n}`, filename: `${n}.pdf`, data: "x" }));
      expect(await post(port, multipartType, multipart(three))).toEqual({
        status: 413,
        body: { error: "too_many_parts" },
      });
      const fields = Array.from({ length: 51 }, (_, n) => ({ name: `f${n}`, data: "x" }));
      expect((await post(port, multipartType, multipart(fields))).status).toBe(413);
      expect(
        await post(port, multipartType, multipart([{ name: "long", data: "x".repeat(65 * 1024) }])),
      ).toEqual({ status: 413, body: { error: "field_too_large" } });
      expect(
        await post(port, multipartType, Buffer.from(`--${boundary}\r\nnonsense\r\n\r\nxx`)),
      ).toEqual({ status: 400, body: { error: "invalid_form" } });
      expect(await post(port, "multipart/form-data", "no boundary")).toEqual({
        status: 400,
        body: { error: "invalid_form" },
      });
    });
    await withServer({ ...limits, multipart: 100 * 1024 }, async (port) => {
      // Within the body's limit as declared by chunks, one file alone passes the file limit.
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method: "POST",
        headers: { "content-type": multipartType },
        body: new Blob([
          multipart([{ name: "a", filename: "a.pdf", data: Buffer.alloc(150 * 1024) }]),
        ]).stream(),
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
    });
    expect(leftovers()).toEqual([]);
  });

  it("cleans up a file already written when a later part fails", async () => {
    await withServer(limits, async (port) => {
      const response = await post(
        port,
        multipartType,
        multipart([
          { name: "resume", filename: "cv.pdf", data: Buffer.alloc(300 * 1024, 7) },
          { name: "long", data: "x".repeat(65 * 1024) },
        ]),
      );
      expect(response.status).toBe(413);
    });
    expect(leftovers()).toEqual([]);
  });

  it("cleans up when the client goes away mid-upload", async () => {
    await withServer(limits, async (port) => {
      const client = rawRequest(
        port,
        `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: ${multipartType}\r\nContent-Length: ${MiB}\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n`,
      );
      client.socket.write(Buffer.alloc(200 * 1024, 3));
      await new Promise((resolve) => setTimeout(resolve, 150));
      client.socket.destroy();
      await client.closed;
      for (let i = 0; i < 50 && leftovers().length > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(leftovers()).toEqual([]);
  });

  it("holds 20 concurrent 5 MiB uploads within a small, fixed amount of memory", async () => {
    const file = randomBytes(5 * MiB);
    const digest = createHash("sha256").update(file).digest("base64url");
    await withServer({ ...limits, timeoutMs: 25_000 }, async (port) => {
      // Warm up the server and client code paths first, so the baseline includes them.
      await streamUpload(port, file.subarray(0, MiB));
      // Live memory, not garbage awaiting collection: a full collection before each sample.
      v8.setFlagsFromString("--expose-gc");
      const gc = vm.runInNewContext("gc") as () => void;
      gc();
      const base = process.memoryUsage();
      let peakRss = base.rss;
      let peakBuffers = base.arrayBuffers;
      const sampler = setInterval(() => {
        gc();
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
      }, 50);
      try {
        const results = await Promise.all(
          Array.from({ length: 20 }, () => streamUpload(port, file)),
        );
        for (const result of results) {
          expect(result.status).toBe(200);
          expect(JSON.parse(result.body).files.resume[0]).toMatchObject({
            size: file.length,
            sha256: digest,
          });
        }
      } finally {
        clearInterval(sampler);
      }
      const growth = {
        rss: (peakRss - base.rss) / MiB,
        buffers: (peakBuffers - base.arrayBuffers) / MiB,
      };
      console.info(`20 × 5 MiB uploads: memory growth ${JSON.stringify(growth)} MiB`);
      // Held whole, twice over, they would need 200 MiB.
      expect(growth.buffers).toBeLessThan(60);
      expect(growth.rss).toBeLessThan(60);
    });
    expect(leftovers()).toEqual([]);
  }, 30_000);
});
