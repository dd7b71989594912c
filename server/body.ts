import type { IncomingMessage } from "node:http";

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export type ParsedBody =
  | { type: "json"; value: unknown }
  | { type: "form"; fields: Map<string, string[]>; files: Map<string, File[]> };

/** The base type without parameters, lower-cased: "multipart/form-data". */
export function mediaType(req: IncomingMessage): string {
  return (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Past the limit, the rest of the body is read and dropped (up to a hard cap) so the client sees the 413. */
const drainCap = 64 * 1024 * 1024;

async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? NaN);
  const chunks: Buffer[] = [];
  let size = 0;
  let over = Number.isFinite(declared) && declared > limit;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) over = true;
    if (over) {
      if (size > drainCap) {
        req.destroy();
        break;
      }
      continue;
    }
    chunks.push(chunk);
  }
  if (over)
    throw new HttpError(413, "too_large", `The request body is larger than ${limit} bytes.`);
  return Buffer.concat(chunks);
}

export type BodyLimits = { json: number; multipart: number };

/**
 * JSON for the forms' fetch, and the two native form encodings for a submit made before the page
 * was interactive. Anything else is a 415.
 */
export async function readBody(
  req: IncomingMessage,
  limits: BodyLimits,
  allowMultipart: boolean,
): Promise<ParsedBody> {
  const type = mediaType(req);
  if (type === "application/json") {
    const raw = await readLimited(req, limits.json);
    try {
      return { type: "json", value: JSON.parse(raw.toString("utf8")) };
    } catch {
      throw new HttpError(400, "invalid_json", "The request body is not valid JSON.");
    }
  }
  if (
    type === "application/x-www-form-urlencoded" ||
    (type === "multipart/form-data" && allowMultipart)
  ) {
    const raw = await readLimited(
      req,
      type === "multipart/form-data" ? limits.multipart : limits.json,
    );
    let data: FormData;
    try {
      data = await new Request("http://intake.invalid/", {
        method: "POST",
        headers: { "content-type": String(req.headers["content-type"]) },
        body: raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer,
      }).formData();
    } catch {
      throw new HttpError(400, "invalid_form", "The form data could not be read.");
    }
    const fields = new Map<string, string[]>();
    const files = new Map<string, File[]>();
    for (const [name, value] of data.entries()) {
      if (typeof value === "string") fields.set(name, [...(fields.get(name) ?? []), value]);
      else files.set(name, [...(files.get(name) ?? []), value]);
    }
    return { type: "form", fields, files };
  }
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
