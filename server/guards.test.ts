// @vitest-environment node
import { describe, expect, it } from "vitest";
import { neutraliseCell, toCsv } from "./csv";
import { hashPassword, isPasswordHash, verifyPassword } from "./passwords";
import { sniffResume } from "./sniff";

describe("password hashing", () => {
  it("hashes with scrypt and a random salt, and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse battery");
    const again = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(isPasswordHash(hash)).toBe(true);
    expect(again).not.toBe(hash);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("never matches a malformed or truncated hash", async () => {
    expect(await verifyPassword("x", "plain-text-password")).toBe(false);
    expect(await verifyPassword("x", "scrypt$32768$8$1$c2FsdA$YQ")).toBe(false);
  });
});

describe("résumé sniffing", () => {
  const bytes = (...parts: Array<string | number[]>) =>
    Buffer.concat(
      parts.map((part) =>
        typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part),
      ),
    );

  it("recognises PDF, DOC and DOCX by their content", () => {
    expect(sniffResume(bytes("%PDF-1.7\n..."))?.extension).toBe("pdf");
    expect(
      sniffResume(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "rest"))?.extension,
    ).toBe("doc");
    expect(
      sniffResume(bytes([0x50, 0x4b, 0x03, 0x04], "....[Content_Types].xml....word/document.xml"))
        ?.extension,
    ).toBe("docx");
  });

  it("refuses a Windows program renamed to .pdf, a plain ZIP and text", () => {
    expect(sniffResume(bytes("MZ\x90\x00\x03 This program cannot be run in DOS mode"))).toBeNull();
    expect(
      sniffResume(bytes([0x50, 0x4b, 0x03, 0x04], "....[Content_Types].xml....xl/workbook.xml")),
    ).toBeNull();
    expect(sniffResume(bytes("Just a text file called resume.pdf"))).toBeNull();
    expect(sniffResume(new Uint8Array())).toBeNull();
  });
});

describe("CSV export", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(neutraliseCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(neutraliseCell("+1 555")).toBe("'+1 555");
    expect(neutraliseCell("-2+3")).toBe("'-2+3");
    expect(neutraliseCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseCell("\t=1")).toBe("'\t=1");
    expect(neutraliseCell("Ada = Lovelace")).toBe("Ada = Lovelace");
  });

  it("quotes commas, quotes and line breaks and ends lines with CRLF", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          ["line\nbreak", "=1"],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\'=1\r\n');
  });
});
