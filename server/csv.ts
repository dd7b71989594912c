/**
 * Spreadsheet programs run a cell that starts with =, +, - or @ (and a leading tab or carriage
 * return hides one), so such cells get a leading apostrophe: the text stays readable, nothing runs.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV with CRLF line ends. */
export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => row.map(quote).join(",")).join("\r\n") + "\r\n";
}

/** One CSV line with its CRLF, for an export written row by row. */
export function csvRow(cells: string[]): string {
  return `${cells.map(quote).join(",")}\r\n`;
}
