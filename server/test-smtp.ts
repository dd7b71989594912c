/**
 * A real SMTP server on 127.0.0.1 for tests (the smtp-server package), and just enough MIME to
 * read what it received: headers unfolded and decoded, the body decoded.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// --- A real SMTP server on 127.0.0.1, and just enough MIME to read what it received. ------------

export type Received = {
  mailFrom: string;
  rcptTo: string[];
  /** Lower-case header name to its unfolded, decoded values. */
  headers: Map<string, string[]>;
  headerNames: string[];
  body: string;
  raw: string;
};

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, "$1")
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_match, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : qpBytes(text.replace(/_/g, " ")).toString("utf8"),
    );
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(text.slice(index + 1, index + 3))) {
      bytes.push(parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(...Buffer.from(char, "utf8"));
  }
  return Buffer.from(bytes);
}

export function parseMessage(raw: string): Pick<Received, "headers" | "headerNames" | "body"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string[]>();
  const headerNames: string[] = [];
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).toLowerCase();
    headerNames.push(name);
    headers.set(name, [...(headers.get(name) ?? []), decodeWords(line.slice(colon + 1).trim())]);
  }
  let body = raw.slice(split + 4);
  const encoding = headers.get("content-transfer-encoding")?.[0]?.toLowerCase();
  if (encoding === "quoted-printable") body = qpBytes(body.replace(/=\r\n/g, "")).toString("utf8");
  else if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return { headers, headerNames, body: body.replace(/\r\n/g, "\n") };
}

export type TestSmtp = {
  url: string;
  received: Received[];
  /** Answer 451 to a message when this says so (a mail server that is down, then recovers). */
  refuse: (rcptTo: string[]) => boolean;
  close(): Promise<void>;
};

export async function startSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: "",
    received: [],
    refuse: () => false,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const rcptTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (state.refuse(rcptTo)) {
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        state.received.push({ mailFrom, rcptTo, raw, ...parseMessage(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
