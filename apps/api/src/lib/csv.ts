import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | null;

/** Cells a spreadsheet would run as a formula (CSV injection) start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: quoted (with quotes doubled) when it holds a comma, quote or line break.
 * Text that a spreadsheet would take for a formula is prefixed with an apostrophe.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row, then the rows, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

export interface CsvFile {
  filename: string;
  csv: string;
}

/** Answers a CSV file as a download that no cache keeps. */
export const sendCsv = (reply: FastifyReply, { filename, csv }: CsvFile) =>
  reply.header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').type('text/csv; charset=utf-8').send(csv);
