/** One record of a CSV document and the line it starts on (1-based, as an editor counts). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote in the record starting on line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * Parses RFC 4180 CSV: fields separated by commas, records by CRLF, LF or CR; a field in double
 * quotes may hold commas, line breaks and doubled quotes. A leading byte-order mark and blank
 * lines are skipped. Throws CsvSyntaxError for a quote that is never closed.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStart = true;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(field);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    field = '';
    fieldStart = true;
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
      }
    } else if (c === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (c === ',') {
      cells.push(field);
      field = '';
      fieldStart = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += c;
      fieldStart = false;
    }
  }
  if (quoted) throw new CsvSyntaxError(recordLine);
  if (field !== '' || cells.length > 0) endRecord();
  return records;
}

/** Undoes the writer's protection against spreadsheet formulas (an apostrophe before = + - @). */
export const undefused = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
