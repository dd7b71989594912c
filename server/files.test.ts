// @vitest-environment node
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { UploadedFile } from "./body";
import type { IntakeDb } from "./database";
import { chunkBytes, deleteFile, sendFile, storeFile, sweepOrphanFiles } from "./files";
import { databaseTargets } from "./test-databases";

const targets = databaseTargets("files");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "files-test-"));
afterAll(async () => {
  for (const target of targets) await target.cleanup();
  fs.rmSync(tmp, { recursive: true, force: true });
});

let counter = 0;
function uploaded(bytes: Buffer): UploadedFile {
  const filePath = path.join(tmp, `upload-${counter++}`);
  fs.writeFileSync(filePath, bytes, { mode: 0o600 });
  return {
    name: "cv.pdf",
    size: bytes.length,
    path: filePath,
    sha256: createHash("sha256").update(bytes).digest("base64url"),
    head: new Uint8Array(bytes.subarray(0, 8192)),
  };
}

async function fetchFile(db: IntakeDb, id: string) {
  let found: Promise<boolean> | undefined;
  const server = http.createServer((_req, res) => {
    found = sendFile(db, id, res, { "Content-Type": "application/pdf" }).then((sent) => {
      if (!sent) {
        res.writeHead(404);
        res.end();
      }
      return sent;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      found: await found,
      status: response.status,
      type: response.headers.get("content-type"),
      length: response.headers.get("content-length"),
      bytes,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

// Every byte value, then sizes around the chunk size: one short chunk, exactly one, several.
const samples = [
  Buffer.from(Array.from({ length: 256 }, (_, n) => n)),
  randomBytes(chunkBytes),
  randomBytes(2 * chunkBytes + 123),
  Buffer.alloc(0),
];

describe.each(targets)("stored files on $name", (target) => {
  it("round-trip byte for byte through the database", async () => {
    const db = await target.open();
    try {
      for (const bytes of samples) {
        const id = await storeFile(db, uploaded(bytes));
        const row = await db
          .selectFrom("files")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        expect(Number(row.size)).toBe(bytes.length);
        const chunks = await db
          .selectFrom("file_chunks")
          .select("seq")
          .where("file_id", "=", id)
          .orderBy("seq")
          .execute();
        expect(chunks.map((chunk) => Number(chunk.seq))).toEqual(
          Array.from({ length: Math.ceil(bytes.length / chunkBytes) }, (_, n) => n),
        );
        const answer = await fetchFile(db, id);
        expect(answer).toMatchObject({
          found: true,
          status: 200,
          type: "application/pdf",
          length: String(bytes.length),
        });
        expect(answer.bytes.equals(bytes)).toBe(true);
      }
    } finally {
      await db.destroy();
    }
  });

  it("is served by another instance (a second connection pool) and deleted for all", async () => {
    const first = await target.open();
    const second = await target.open();
    try {
      const bytes = randomBytes(300 * 1024);
      const id = await storeFile(first, uploaded(bytes));
      expect((await fetchFile(second, id)).bytes.equals(bytes)).toBe(true);
      await deleteFile(second, id);
      expect(await fetchFile(first, id)).toMatchObject({ found: false, status: 404 });
      const left = await first
        .selectFrom("file_chunks")
        .select("seq")
        .where("file_id", "=", id)
        .execute();
      expect(left).toEqual([]);
      // Deleting what is gone is no error.
      await deleteFile(first, id);
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });

  it("answers false and writes nothing for an unknown file", async () => {
    const db = await target.open();
    try {
      expect(await fetchFile(db, "no-such-file")).toMatchObject({ found: false, status: 404 });
    } finally {
      await db.destroy();
    }
  });

  it("sweeps only old files that no submission names", async () => {
    const db = await target.open();
    try {
      await db.deleteFrom("file_chunks").execute();
      await db.deleteFrom("files").execute();
      const referenced = await storeFile(db, uploaded(randomBytes(1000)));
      const orphan = await storeFile(db, uploaded(randomBytes(chunkBytes + 10)));
      const recent = await storeFile(db, uploaded(randomBytes(10)));
      const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
      await db
        .updateTable("files")
        .set({ created_at: hourAgo })
        .where("id", "in", [referenced, orphan])
        .execute();
      await db
        .insertInto("submissions")
        .values({
          id: `sub-${referenced}`,
          kind: "application",
          status: "new",
          idempotency_key: `key-${referenced}`,
          created_at: hourAgo,
          handled_at: null,
          name: "Ada",
          email: "ada@example.com",
          topic: "Engineer",
          message: "",
          details: "{}",
          resume_file: referenced,
          resume_name: "cv.pdf",
          resume_type: "application/pdf",
          resume_size: 1000,
          notified_at: null,
          fingerprint: null,
          locale: null,
        })
        .execute();

      expect(await sweepOrphanFiles(db, 10 * 60_000)).toBe(1);
      const ids = (await db.selectFrom("files").select("id").execute()).map((row) => row.id);
      expect(ids.sort()).toEqual([referenced, recent].sort());
      const chunkOwners = await db.selectFrom("file_chunks").select("file_id").distinct().execute();
      expect(chunkOwners.map((row) => row.file_id).sort()).toEqual([referenced, recent].sort());
      // A clock an hour on makes the recent file old too; the referenced one stays.
      expect(await sweepOrphanFiles(db, 10 * 60_000, new Date(Date.now() + 3_600_000))).toBe(1);
      expect((await db.selectFrom("files").select("id").execute()).map((row) => row.id)).toEqual([
        referenced,
      ]);
    } finally {
      await db.destroy();
    }
  });
});
