import type { FastifyReply } from 'fastify';

/** An amount of money in major units, written with exactly two decimals (`5.00`, not `5`). */
export interface CsvMoney {
  money: number;
}

export type CsvValue = string | number | null | CsvMoney;

/** A money cell: spreadsheets and accounting imports expect `5.00`. */
export const csvMoney = (value: number | null): CsvValue => (value === null ? null : { money: value });

/** Cells a spreadsheet would run as a formula (CSV injection) start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: quoted (with quotes doubled) when it holds a comma, quote or line break.
 * Text that a spreadsheet would take for a formula is prefixed with an apostrophe.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  // Written as is: a negative amount is a number, not a formula to neutralise.
  if (typeof value === 'object') return value.money.toFixed(2);
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
  reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .type('text/csv; charset=utf-8')
    .send(csv);
