/**
 * Stored files (résumés) live in the database, in chunks, so every instance can serve what any
 * instance received and neither side ever holds a whole file in memory.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { ServerResponse } from "node:http";
import type { UploadedFile } from "./body";
import type { IntakeDb } from "./database";

/** Bytes per file_chunks row: small enough to hold one at a time, large enough for few rows. */
export const chunkBytes = 256 * 1024;

/**
 * Copies an uploaded file's bytes into the database and returns the new file's id. The files
 * row comes first; a failure part-way removes what was written, and a crash part-way leaves a
 * file no submission names, which sweepOrphanFiles removes.
 */
export async function storeFile(db: IntakeDb, file: UploadedFile): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("files")
    .values({ id, created_at: new Date().toISOString(), size: file.size })
    .execute();
  try {
    const handle = await fs.promises.open(file.path, "r");
    let total = 0;
    try {
      const buffer = Buffer.alloc(chunkBytes);
      for (let seq = 0; ; seq++) {
        // Fill the whole chunk (a read may return less), so the rows are of even size.
        let filled = 0;
        while (filled < chunkBytes) {
          const { bytesRead } = await handle.read(buffer, filled, chunkBytes - filled, null);
          if (bytesRead === 0) break;
          filled += bytesRead;
        }
        if (filled === 0) break;
        total += filled;
        await db
          .insertInto("file_chunks")
          .values({ file_id: id, seq, data: Buffer.from(buffer.subarray(0, filled)) })
          .execute();
        if (filled < chunkBytes) break;
      }
    } finally {
      await handle.close();
    }
    if (total !== file.size)
      await db.updateTable("files").set({ size: total }).where("id", "=", id).execute();
    return id;
  } catch (error) {
    await deleteFile(db, id).catch(() => {});
    throw error;
  }
}

/** Removes a file and its chunks; removing one that does not exist is no error. */
export async function deleteFile(db: IntakeDb, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("file_chunks").where("file_id", "=", id).execute();
    await trx.deleteFrom("files").where("id", "=", id).execute();
  });
}

function waitForDrain(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/**
 * Answers with a stored file: the given headers plus its Content-Length, then its chunks in
 * order, one query per chunk, waiting for the client to take each. False (and nothing written)
 * when there is no such file.
 */
export async function sendFile(
  db: IntakeDb,
  id: string,
  res: ServerResponse,
  headers: Record<string, string>,
): Promise<boolean> {
  const file = await db.selectFrom("files").select("size").where("id", "=", id).executeTakeFirst();
  if (!file) return false;
  const size = Number(file.size);
  res.writeHead(200, { ...headers, "Content-Length": String(size) });
  let sent = 0;
  let seq = -1;
  while (!res.destroyed) {
    const chunk = await db
      .selectFrom("file_chunks")
      .select(["seq", "data"])
      .where("file_id", "=", id)
      .where("seq", ">", seq)
      .orderBy("seq")
      .limit(1)
      .executeTakeFirst();
    if (!chunk) break;
    seq = Number(chunk.seq);
    const data = chunk.data instanceof Uint8Array ? chunk.data : new Uint8Array(chunk.data);
    if (sent + data.byteLength > size) break;
    sent += data.byteLength;
    if (!res.write(data)) await waitForDrain(res);
  }
  if (res.destroyed) return true;
  // A file whose chunks do not add up to its size is cut off rather than passed as whole.
  if (sent !== size) res.destroy(new Error(`The stored file ${id} is incomplete.`));
  else res.end();
  return true;
}

/**
 * Removes files older than `olderThanMs` that no submission names (an upload whose submission
 * was never stored, or a crash between the two), with their chunks. Returns how many.
 */
export async function sweepOrphanFiles(
  db: IntakeDb,
  olderThanMs: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanMs).toISOString();
  const orphans = await db
    .selectFrom("files")
    .select("id")
    .where("created_at", "<", cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("submissions")
            .select("submissions.id")
            .whereRef("submissions.resume_file", "=", "files.id"),
        ),
      ),
    )
    .execute();
  for (const { id } of orphans) await deleteFile(db, id);
  return orphans.length;
}
