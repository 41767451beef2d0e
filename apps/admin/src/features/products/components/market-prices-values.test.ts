import { describe, expect, it } from 'vitest';
import { FixedPricesInputSchema, MARKET_MESSAGES as M, type Market } from '@shopwright/shared/markets';
import { zodFieldErrors } from '../../../lib/form-errors';
import { convertedText, errorsByRow, missingPrices, priceDraftsOf, toPricesInput } from './market-prices-values';

const market = (code: string, name: string, currency: string, exchange_rate: number, rounding: Market['rounding']): Market => ({
  code,
  name,
  countries: [],
  currency,
  languages: ['en'],
  path: `/${code}`,
  exchange_rate,
  rounding,
  active: true,
  primary: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

describe('prices per currency', () => {
  it('shows stored prices with their currency’s decimals and sends them back the same', () => {
    const drafts = priceDraftsOf([
      { currency: 'EUR', variant_id: null, price: 18.9, sale_price: null },
      { currency: 'JPY', variant_id: 7, price: 3000, sale_price: 2500 },
    ]);
    expect(drafts).toEqual({ EUR: { price: '18.90', sale_price: '' }, 'JPY|7': { price: '3000', sale_price: '2500' } });
    const { body, keys } = toPricesInput({ ...drafts, 'EUR|3': { price: '', sale_price: '' } }, ['EUR', 'JPY']);
    expect(keys).toEqual(['EUR', 'JPY|7']);
    expect(FixedPricesInputSchema.parse(body)).toEqual([
      { currency: 'EUR', price: 18.9 },
      { currency: 'JPY', variant_id: 7, price: 3000, sale_price: 2500 },
    ]);
  });

  it('leaves out currencies no market sells in any more', () => {
    const { body } = toPricesInput({ GBP: { price: '10', sale_price: '' }, EUR: { price: '12,50', sale_price: '' } }, ['EUR']);
    expect(body).toEqual([{ currency: 'EUR', price: 12.5 }]);
  });

  it('puts errors beside the row they are about', () => {
    const drafts = { EUR: { price: '18.999', sale_price: '' }, 'JPY|7': { price: '100', sale_price: '120.5' } };
    const { body, keys } = toPricesInput(drafts, ['EUR', 'JPY']);
    const parsed = FixedPricesInputSchema.safeParse(body);
    expect(errorsByRow(zodFieldErrors(parsed.error!), keys)).toEqual({
      'EUR.price': M.priceDecimals('EUR', 2),
      'JPY|7.sale_price': M.priceDecimals('JPY', 0),
    });
    expect(errorsByRow({ '0.currency': M.priceCurrencyUnknown, form: 'x' }, keys)).toEqual({
      'EUR.price': M.priceCurrencyUnknown,
      form: 'x',
    });
    expect(missingPrices({ EUR: { price: '', sale_price: '9' } })).toEqual({ 'EUR.price': expect.any(String) });
  });

  it('converts base prices as the catalog does, per market when they differ', () => {
    const eu = market('eu', 'Europe', 'EUR', 0.92, '0.99');
    expect(convertedText(19.99, 'USD', [eu])).toBe('€18.99');
    expect(convertedText(19.99, 'USD', [eu, market('ie', 'Ireland', 'EUR', 0.92, '0.95')])).toBe('€18.99 in Europe, €18.95 in Ireland');
    expect(convertedText(19.99, 'USD', [market('jp', 'Japan', 'JPY', 151.37, 'whole')])).toBe('¥3,026');
  });
});
