import type { FieldErrors } from '../../../lib/form-errors';
import type { FixedPrice, Market } from '@shopwright/shared/markets';
import { convertPrice, formatMoney, fromMinorIn, minorDigits, toMinorIn } from '@shopwright/shared/money';

/** One row's inputs as typed: '' for none. */
export interface PriceDraft {
  price: string;
  sale_price: string;
}

/** The drafts by row key: `EUR` for the product's price in a currency, `EUR|12` for variant 12's. */
export type PriceDrafts = Record<string, PriceDraft>;

export const EMPTY_DRAFT: PriceDraft = { price: '', sale_price: '' };

export const rowKey = (currency: string, variantId: number | null) => (variantId === null ? currency : `${currency}|${variantId}`);

/** An amount as its input shows it, with the currency's decimals ("18.90", "3026"). */
export const amountText = (amount: number, currency: string) => amount.toFixed(minorDigits(currency));

export function priceDraftsOf(prices: readonly FixedPrice[]): PriceDrafts {
  const drafts: PriceDrafts = {};
  for (const p of prices) {
    drafts[rowKey(p.currency, p.variant_id)] = {
      price: amountText(p.price, p.currency),
      sale_price: p.sale_price === null ? '' : amountText(p.sale_price, p.currency),
    };
  }
  return drafts;
}

const parseKey = (key: string) => {
  const [currency, variant] = key.split('|');
  return { currency: currency!, variant_id: variant === undefined ? null : Number(variant) };
};

/** Blank stays "not a number", so the shared schema reports it; a decimal comma is read as a point. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/**
 * The `PUT admin/products/{id}/prices` body from the drafts (rows left blank are left out: those
 * prices are converted), in a stable order, with each item's row key so that an error on item
 * `i` ("3.price") shows beside its row's field. Only the currencies in `sold` are sent (the API
 * refuses the others); rows not shown (retired variants) are sent as they were loaded.
 */
export function toPricesInput(drafts: PriceDrafts, sold: readonly string[]) {
  const keys = Object.keys(drafts)
    .filter((key) => sold.includes(parseKey(key).currency))
    .filter((key) => drafts[key]!.price.trim() !== '' || drafts[key]!.sale_price.trim() !== '')
    .sort((a, b) => {
      const x = parseKey(a);
      const y = parseKey(b);
      return x.currency.localeCompare(y.currency) || (x.variant_id ?? 0) - (y.variant_id ?? 0);
    });
  const body = keys.map((key) => {
    const { currency, variant_id } = parseKey(key);
    const d = drafts[key]!;
    return {
      currency,
      ...(variant_id === null ? {} : { variant_id }),
      price: numberOf(d.price),
      ...(d.sale_price.trim() === '' ? {} : { sale_price: numberOf(d.sale_price) }),
    };
  });
  return { body, keys };
}

/**
 * Errors keyed by the body's indexes ("3.price", from the shared schema or the API) moved onto the
 * rows' keys ("EUR|12.price"); an error on a whole item goes to its price field.
 */
export function errorsByRow(errors: FieldErrors, keys: readonly string[]): FieldErrors {
  const moved: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^(\d+)(?:\.(\w+))?/.exec(path);
    const key = match ? keys[Number(match[1])] : undefined;
    if (!key) {
      moved.form ??= message;
      continue;
    }
    const field = match![2] === 'sale_price' ? 'sale_price' : 'price';
    moved[`${key}.${field}`] ??= message;
  }
  return moved;
}

/** A blank price with a sale price: said on the price, as the schema's "enter an amount" would not say why. */
export function missingPrices(drafts: PriceDrafts): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, d] of Object.entries(drafts))
    if (d.price.trim() === '' && d.sale_price.trim() !== '') errors[`${key}.price`] = 'Give the price too: a sale price needs one';
  return errors;
}

/**
 * What a base price becomes in each market of the currency (ADR 027's rule, as the catalog works it
 * out), as text: "€18.99", or "€18.99 in Europe, €18.95 in Ireland" when markets round differently.
 */
export function convertedText(baseAmount: number, baseCurrency: string, markets: readonly Market[]): string {
  const texts = markets.map((m) => {
    const minor = convertPrice(toMinorIn(baseAmount, baseCurrency), baseCurrency, m.exchange_rate, m.currency, m.rounding);
    return { market: m.name, text: formatMoney(fromMinorIn(minor, m.currency), m.currency) };
  });
  const distinct = new Set(texts.map((t) => t.text));
  if (distinct.size <= 1) return texts[0]?.text ?? '';
  return texts.map((t) => `${t.text} in ${t.market}`).join(', ');
}
