/** What a résumé really is, judged by its first bytes; the name and the browser's type are ignored. */
export type ResumeType = { extension: "pdf" | "doc" | "docx"; mime: string };

const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 compound file
const zip = [0x50, 0x4b, 0x03, 0x04]; // DOCX is a ZIP package

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * A ZIP is only a DOCX when it carries a Word part; its local file headers name the parts, so
 * "word/" near the start (where Word writes [Content_Types].xml and the document) tells them apart
 * from any other archive renamed to .docx.
 */
function isWordPackage(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 64 * 1024))).toString("latin1");
  return head.includes("[Content_Types].xml") && head.includes("word/");
}

export function sniffResume(bytes: Uint8Array): ResumeType | null {
  if (startsWith(bytes, pdf)) return { extension: "pdf", mime: "application/pdf" };
  if (startsWith(bytes, ole)) return { extension: "doc", mime: "application/msword" };
  if (startsWith(bytes, zip) && isWordPackage(bytes)) {
    return {
      extension: "docx",
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    };
  }
  return null;
}
