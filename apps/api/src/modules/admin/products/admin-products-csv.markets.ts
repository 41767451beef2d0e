import { ADMIN_PRODUCT_MESSAGES as P, type ImportError } from '@shopwright/shared/admin';
import { decimalsMessage, MARKET_MESSAGES as M, MAX_FIXED_PRICE } from '@shopwright/shared/markets';
import { hasDecimalsFor, toMinorIn } from '@shopwright/shared/money';
import { undefused, type CsvRecord } from './admin-products-csv';

/**
 * The market price columns of the product CSV (ADR 027): `price[EUR]` and `sale_price[EUR]` per
 * currency of a non-primary market, the product's own fixed prices there. They are read apart from
 * the other columns, which keep their checks. A blank `price[EUR]` removes the product's EUR price
 * (its variants' own fixed prices, set through the API, stay).
 */
export interface MarketColumn {
  index: number;
  name: string;
  kind: 'price' | 'sale_price';
  currency: string;
}

export interface FixedRowPrice {
  currency: string;
  /** Minor units of the currency. */
  price: number;
  sale_price: number | null;
}

const COLUMN = /^(price|sale_price)\[([a-z]{3})\]$/i;
export const marketColumnNames = (currency: string) => [`price[${currency}]`, `sale_price[${currency}]`];

/** The header's market columns, or their problems (an unknown currency, a column twice). */
export function marketColumns(
  header: CsvRecord,
  currencies: ReadonlySet<string>,
): { columns: MarketColumn[]; errors: ImportError[]; strip: number[] } {
  const columns: MarketColumn[] = [];
  const errors: ImportError[] = [];
  const strip: number[] = [];
  header.cells.forEach((cell, index) => {
    const m = COLUMN.exec(cell.trim());
    if (!m) return;
    strip.push(index);
    const kind = m[1]!.toLowerCase() as MarketColumn['kind'];
    const currency = m[2]!.toUpperCase();
    const name = `${kind}[${currency}]`;
    if (!currencies.has(currency)) errors.push({ line: header.line, field: name, message: M.priceCurrencyUnknown });
    else if (columns.some((c) => c.name === name)) errors.push({ line: header.line, field: name, message: P.columnRepeated(name) });
    else columns.push({ index, name, kind, currency });
  });
  return { columns, errors, strip };
}

/** A record without the market columns (`strip`), for the product columns' own reading. */
export const withoutColumns = (record: CsvRecord, strip: number[]): CsvRecord =>
  strip.length === 0 ? record : { line: record.line, cells: record.cells.filter((_, i) => !strip.includes(i)) };

/** A row's fixed prices per currency of the file's market columns, or its problems (field: the column). */
export function rowMarketPrices(record: CsvRecord, columns: MarketColumn[]): { prices: FixedRowPrice[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const prices: FixedRowPrice[] = [];
  const amount = (column: MarketColumn | undefined): number | null | undefined => {
    if (!column) return null;
    const cell = undefused(record.cells[column.index] ?? '').trim();
    if (cell === '') return null;
    const value = /^\d+(\.\d+)?$/.test(cell) ? Number(cell) : Number.NaN;
    const problem = (message: string) => errors.push({ line: record.line, field: column.name, message });
    if (!Number.isFinite(value) || value > MAX_FIXED_PRICE) return void problem(M.priceInvalid);
    if (!hasDecimalsFor(value, column.currency)) return void problem(decimalsMessage(column.currency));
    return toMinorIn(value, column.currency);
  };
  for (const currency of [...new Set(columns.map((c) => c.currency))]) {
    const priceColumn = columns.find((c) => c.currency === currency && c.kind === 'price');
    const saleColumn = columns.find((c) => c.currency === currency && c.kind === 'sale_price');
    const price = amount(priceColumn);
    const sale = amount(saleColumn);
    if (price === undefined || sale === undefined) continue;
    if (price === null) {
      if (sale !== null) errors.push({ line: record.line, field: `price[${currency}]`, message: M.priceInvalid });
      continue;
    }
    if (sale !== null && sale > price) {
      errors.push({ line: record.line, field: saleColumn!.name, message: M.salePriceAbove });
      continue;
    }
    prices.push({ currency, price, sale_price: sale });
  }
  return { prices, errors };
}
