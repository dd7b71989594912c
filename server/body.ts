/**
 * Request bodies, read within a size limit and a time limit. JSON and urlencoded bodies are small
 * and read into memory; a multipart body is parsed as it arrives (busboy) and each file part goes
 * straight to a temporary file, so an upload costs a few buffers of memory, not its size.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** A file part, streamed to a temporary file while the request arrives. */
export type UploadedFile = {
  /** The name the browser gave; only ever shown, never used as a path. */
  name: string;
  size: number;
  /** The temporary file holding the bytes; removed by the body's cleanup(). */
  path: string;
  /** SHA-256 of the bytes (base64url), for the submission's fingerprint. */
  sha256: string;
  /** The first bytes (up to 8 KiB), for sniffing the type. */
  head: Uint8Array;
};

export type ParsedBody =
  | { type: "json"; value: unknown }
  | {
      type: "form";
      fields: Map<string, string[]>;
      files: Map<string, UploadedFile[]>;
      /** Removes the temporary files; call it when the request is done, whatever happened. */
      cleanup(): Promise<void>;
    };

/** The base type without parameters, lower-cased: "multipart/form-data". */
export function mediaType(req: IncomingMessage): string {
  return (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

export type BodyLimits = {
  /** Bytes of a JSON or urlencoded body. */
  json: number;
  /** Bytes of a whole multipart body; also the limit of each file in it. */
  multipart: number;
  /** The whole body must arrive within this time (not per chunk); defaults to bodyTimeoutMs. */
  timeoutMs?: number;
};

/** The time a whole body may take to arrive, so a trickled body cannot hold a request open. */
export const bodyTimeoutMs = 30_000;

/** Limits of a multipart form besides its size: no form here has more than one file. */
export const multipartLimits = { files: 2, fields: 50, fieldSize: 64 * 1024, fieldNameSize: 200 };

const headBytes = 8 * 1024;

/**
 * A refused body's rest is read and dropped for a little while (so a client still sending sees
 * the answer rather than a reset), then the connection is dropped: at most this much ...
 */
const lingerBytes = 16 * 1024 * 1024;
/** ... or for this long after the refusal. */
const lingerMs = 2_000;

const tooLarge = (limit: number) =>
  new HttpError(413, "too_large", `The request body is larger than ${limit} bytes.`);
const timedOut = () =>
  new HttpError(408, "request_timeout", "The request body did not arrive in time.");
const aborted = () => new HttpError(400, "aborted", "The request body was cut off.");
const invalidForm = () => new HttpError(400, "invalid_form", "The form data could not be read.");

/**
 * The body is refused before its end (too large, too slow, not wanted): whatever answers it, the
 * rest is never read in full. Node would otherwise read it all to keep the connection alive; a
 * client that finishes within the linger keeps its connection, any other loses it.
 */
function refuseRest(req: IncomingMessage) {
  if (req.complete) return;
  req.removeAllListeners("data");
  const socket = req.socket;
  const drop = () => socket.destroy();
  const timer = setTimeout(drop, lingerMs);
  timer.unref();
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > lingerBytes) {
      clearTimeout(timer);
      drop();
    }
  });
  req.once("end", () => clearTimeout(timer));
  socket.once("close", () => clearTimeout(timer));
  req.resume();
}

function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers["content-length"];
  if (header === undefined) return null;
  const value = Number(header);
  return Number.isFinite(value) ? value : null;
}

/**
 * Feeds the body to `onChunk` until its end, failing with 413 as soon as it passes `limit` and
 * with 408 once `timeoutMs` have passed since the start. `onChunk` returning false pauses the
 * request until `resumeOn` drains (backpressure).
 */
function readStream(
  req: IncomingMessage,
  limit: number,
  timeoutMs: number,
  onChunk: (chunk: Buffer) => boolean,
  resumeOn?: { once(event: "drain", listener: () => void): unknown },
  onFail?: (error: Error) => void,
): { done: Promise<void>; fail(error: Error): void } {
  let settle!: { resolve(): void; reject(error: Error): void };
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  let finished = false;
  const cleanupListeners = () => {
    clearTimeout(timer);
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
    req.off("close", onClose);
  };
  const fail = (error: Error) => {
    if (finished) return;
    finished = true;
    cleanupListeners();
    refuseRest(req);
    onFail?.(error);
    settle.reject(error);
  };
  const timer = setTimeout(() => fail(timedOut()), timeoutMs);
  let size = 0;
  const onData = (chunk: Buffer) => {
    if (finished) return;
    size += chunk.length;
    if (size > limit) return fail(tooLarge(limit));
    const accepted = onChunk(chunk);
    if (accepted === false && resumeOn) {
      req.pause();
      resumeOn.once("drain", () => {
        if (!finished) req.resume();
      });
    }
  };
  const onEnd = () => {
    if (finished) return;
    finished = true;
    cleanupListeners();
    settle.resolve();
  };
  const onError = () => fail(aborted());
  const onClose = () => {
    if (!req.complete) fail(aborted());
  };
  req.on("data", onData);
  req.on("end", onEnd);
  req.on("error", onError);
  req.on("close", onClose);
  return { done, fail };
}

async function readLimited(req: IncomingMessage, limit: number, timeoutMs: number) {
  const declared = declaredLength(req);
  if (declared !== null && declared > limit) {
    refuseRest(req);
    throw tooLarge(limit);
  }
  const chunks: Buffer[] = [];
  await readStream(req, limit, timeoutMs, (chunk) => {
    chunks.push(chunk);
    return true;
  }).done;
  return Buffer.concat(chunks);
}

/**
 * A multipart body: fields into memory (small, limited), each file part to a temporary file of
 * its own in a private directory, with its size, SHA-256 and first bytes taken on the way.
 */
async function readMultipart(
  req: IncomingMessage,
  limit: number,
  timeoutMs: number,
): Promise<ParsedBody & { type: "form" }> {
  const declared = declaredLength(req);
  if (declared !== null && declared > limit) {
    refuseRest(req);
    throw tooLarge(limit);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      defCharset: "utf8",
      limits: {
        fileSize: limit,
        files: multipartLimits.files,
        fields: multipartLimits.fields,
        fieldSize: multipartLimits.fieldSize,
        fieldNameSize: multipartLimits.fieldNameSize,
        parts: multipartLimits.files + multipartLimits.fields,
      },
    });
  } catch {
    throw invalidForm();
  }

  let dir: Promise<string> | null = null;
  const cleanup = async () => {
    if (!dir) return;
    const made = dir;
    dir = null;
    try {
      await fs.promises.rm(await made, { recursive: true, force: true });
    } catch {
      // mkdtemp failed: nothing to remove.
    }
  };

  const fields = new Map<string, string[]>();
  const files = new Map<string, UploadedFile[]>();
  const writes: Promise<void>[] = [];
  let fileCount = 0;
  let failure: Error | null = null;
  let rejectFailed!: (error: Error) => void;
  const failed = new Promise<never>((_, reject) => (rejectFailed = reject));
  failed.catch(() => {});

  const reading = readStream(
    req,
    limit,
    timeoutMs,
    (chunk) => parser.write(chunk),
    parser,
    (error) => fail(error),
  );
  function fail(error: Error) {
    if (!failure) {
      failure = error;
      rejectFailed(error);
    }
    reading.fail(error);
    parser.removeAllListeners("file");
    parser.removeAllListeners("field");
    parser.destroy();
  }

  parser.on("field", (name, value, info) => {
    if (info.nameTruncated)
      return fail(new HttpError(400, "invalid_form", "A field name is too long."));
    if (info.valueTruncated)
      return fail(
        new HttpError(
          413,
          "field_too_large",
          `The field ${name} is longer than ${multipartLimits.fieldSize} bytes.`,
        ),
      );
    fields.set(name, [...(fields.get(name) ?? []), value]);
  });
  parser.on("file", (name, stream, info) => {
    if (failure) {
      stream.resume();
      return;
    }
    // Until the pipeline below takes it, an error (the parser destroyed) must not go unhandled.
    stream.on("error", () => {});
    const index = fileCount++;
    const hash = createHash("sha256");
    const head: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    stream.on("limit", () =>
      fail(new HttpError(413, "file_too_large", `A file is larger than ${limit} bytes.`)),
    );
    dir ??= fs.promises.mkdtemp(path.join(os.tmpdir(), "intake-upload-"));
    const write = dir.then(async (folder) => {
      const filePath = path.join(folder, `part-${index}`);
      await pipeline(
        stream,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            hash.update(chunk);
            if (headLength < headBytes) {
              const piece = chunk.subarray(0, headBytes - headLength);
              head.push(Buffer.from(piece));
              headLength += piece.length;
            }
            yield chunk;
          }
        },
        fs.createWriteStream(filePath, { mode: 0o600, flags: "wx" }),
      );
      if (failure || (stream as { truncated?: boolean }).truncated) return;
      const file: UploadedFile = {
        name: info.filename ?? "",
        size,
        path: filePath,
        sha256: hash.digest("base64url"),
        head: new Uint8Array(Buffer.concat(head)),
      };
      files.set(name, [...(files.get(name) ?? []), file]);
    });
    // A write that fails (disk full) fails the request; the rejection is handled here and below.
    write.catch((error: unknown) =>
      fail(error instanceof Error ? error : new Error(String(error))),
    );
    writes.push(write);
  });
  const tooMany = (what: string, count: number) => () =>
    fail(new HttpError(413, "too_many_parts", `The form has more than ${count} ${what}.`));
  parser.on("filesLimit", tooMany("files", multipartLimits.files));
  parser.on("fieldsLimit", tooMany("fields", multipartLimits.fields));
  parser.on("partsLimit", tooMany("parts", multipartLimits.files + multipartLimits.fields));
  parser.on("error", () => fail(invalidForm()));
  const parsed = new Promise<void>((resolve) => parser.on("close", resolve));

  try {
    await Promise.race([reading.done, failed]);
    parser.end();
    // The parser closes once every part was read; a failure (a limit, a bad form) rejects first.
    await Promise.race([parsed, failed]);
    await Promise.race([Promise.all(writes), failed]);
    if (failure) throw failure;
    return { type: "form", fields, files, cleanup };
  } catch (error) {
    fail(error instanceof Error ? error : new Error(String(error)));
    await Promise.allSettled(writes);
    await cleanup();
    throw failure ?? error;
  }
}

/**
 * JSON for the forms' fetch, and the two native form encodings for a submit made before the page
 * was interactive. Anything else is a 415. A declared length over the limit is refused at once
 * (413) without reading the body, a body that grows past it as soon as it does, and a body that
 * has not arrived whole within the time limit gets a 408; either way the connection is closed
 * after the answer. On any error the temporary files are already removed.
 */
export async function readBody(
  req: IncomingMessage,
  limits: BodyLimits,
  allowMultipart: boolean,
): Promise<ParsedBody> {
  const type = mediaType(req);
  const timeoutMs = limits.timeoutMs ?? bodyTimeoutMs;
  if (type === "application/json") {
    const raw = await readLimited(req, limits.json, timeoutMs);
    try {
      return { type: "json", value: JSON.parse(raw.toString("utf8")) };
    } catch {
      throw new HttpError(400, "invalid_json", "The request body is not valid JSON.");
    }
  }
  if (type === "application/x-www-form-urlencoded") {
    const raw = await readLimited(req, limits.json, timeoutMs);
    const fields = new Map<string, string[]>();
    for (const [name, value] of new URLSearchParams(raw.toString("utf8")))
      fields.set(name, [...(fields.get(name) ?? []), value]);
    return { type: "form", fields, files: new Map(), cleanup: async () => {} };
  }
  if (type === "multipart/form-data" && allowMultipart) {
    return readMultipart(req, limits.multipart, timeoutMs);
  }
  refuseRest(req);
  throw new HttpError(415, "unsupported_media_type", "Send application/json.");
}

/** A form's fields as a plain object; a repeated field is a 400, since no form here repeats one. */
export function singleValues(fields: Map<string, string[]>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, values] of fields) {
    if (values.length !== 1)
      throw new HttpError(400, "repeated_field", `The field ${name} was sent more than once.`);
    result[name] = values[0]!;
  }
  return result;
}
