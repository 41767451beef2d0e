import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv';
import { CsvSyntaxError, parseCsv, undefused } from './admin-products-csv';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('CSV parser', () => {
  it('splits plain fields and records, with CRLF, LF or CR line ends', () => {
    expect(cells('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(cells('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cells('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields, also at the ends of a record', () => {
    expect(cells(',x,\n,,\n')).toEqual([
      ['', 'x', ''],
      ['', '', ''],
    ]);
  });

  it('reads quoted fields with commas, line breaks and doubled quotes', () => {
    expect(cells('"Sale, today","The ""best"" one","two\nlines"\r\n')).toEqual([['Sale, today', 'The "best" one', 'two\nlines']]);
    expect(cells('"","a"\n')).toEqual([['', 'a']]);
    expect(cells('"a\r\nb",c')).toEqual([['a\r\nb', 'c']]);
  });

  it('takes a quote inside an unquoted field literally', () => {
    expect(cells('5" screen,x\n')).toEqual([['5" screen', 'x']]);
  });

  it('numbers each record by the line it starts on, counting line breaks inside quotes', () => {
    const records = parseCsv('h1,h2\n"multi\nline",x\n\nlast,y\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('skips a byte-order mark and blank lines', () => {
    expect(cells('\uFEFFname\n\nA\n\r\n')).toEqual([['name'], ['A']]);
    expect(cells('')).toEqual([]);
  });

  it('refuses a quote that is never closed, naming the line of its record', () => {
    expect(() => parseCsv('a,b\n1,"open\nstill open')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a\n"x"\n"open');
    } catch (err) {
      expect((err as CsvSyntaxError).line).toBe(3);
    }
  });

  it('reads back what the writer wrote', () => {
    const rows = [['plain', 'with, comma', 'with "quotes"', 'two\nlines', '', '=1+1', '-dash', "'quoted"]];
    const parsed = parseCsv(toCsv(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], rows));
    expect(parsed[1]!.cells.map(undefused)).toEqual(rows[0]);
  });
});
