import { describe, expect, it } from 'vitest';
import { csvField, csvMoney, toCsv } from './csv';

describe('CSV writer', () => {
  it('leaves plain values alone and writes null as an empty field', () => {
    expect(csvField('ada@example.com')).toBe('ada@example.com');
    expect(csvField(42)).toBe('42');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('writes money with two decimals, negative amounts included', () => {
    expect(csvField(csvMoney(5))).toBe('5.00');
    expect(csvField(csvMoney(19.9))).toBe('19.90');
    expect(csvField(csvMoney(-12.5))).toBe('-12.50');
    expect(csvField(csvMoney(null))).toBe('');
  });

  it('quotes fields with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Sale, today')).toBe('"Sale, today"');
    expect(csvField('The "best" offer')).toBe('"The ""best"" offer"');
    expect(csvField('o"brien,x@example.com')).toBe('"o""brien,x@example.com"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1@example.com')).toBe("'+1@example.com");
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('writes a header and rows, each line ending in CRLF', () => {
    expect(
      toCsv(
        ['email', 'status'],
        [
          ['a@x.io', 'confirmed'],
          ['b,c@x.io', null],
        ],
      ),
    ).toBe('email,status\r\na@x.io,confirmed\r\n"b,c@x.io",\r\n');
    expect(toCsv(['email'], [])).toBe('email\r\n');
  });
});
