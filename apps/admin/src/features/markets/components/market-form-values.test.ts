import { describe, expect, it } from 'vitest';
import { MARKET_MESSAGES as M, MarketInputSchema, MarketPatchSchema, type Market } from '@shopwright/shared/markets';
import { zodFieldErrors } from '../../../lib/form-errors';
import { conversionExample, languageToAdd, marketFormValuesOf, moved, toMarketInput } from './market-form-values';

const EU: Market = {
  code: 'eu',
  name: 'Europe',
  countries: ['DE', 'FR'],
  currency: 'EUR',
  languages: ['de', 'fr', 'en'],
  path: '/de',
  exchange_rate: 0.92,
  rounding: '0.99',
  active: true,
  primary: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('market form values', () => {
  it('turns a market into inputs and back into the same body', () => {
    const values = marketFormValuesOf(EU);
    expect(values.exchange_rate).toBe('0.92');
    expect(MarketInputSchema.parse(toMarketInput(values))).toEqual({
      code: 'eu',
      name: 'Europe',
      countries: ['DE', 'FR'],
      currency: 'EUR',
      languages: ['de', 'fr', 'en'],
      path: '/de',
      exchange_rate: 0.92,
      rounding: '0.99',
      active: true,
    });
  });

  it('reports a blank rate and no languages instead of reading them as 0 and none', () => {
    const values = { ...marketFormValuesOf(), code: 'jp', name: 'Japan', currency: 'JPY', path: '/jp' };
    const parsed = MarketInputSchema.safeParse(toMarketInput(values));
    expect(parsed.success).toBe(false);
    expect(zodFieldErrors(parsed.error!)).toEqual({ exchange_rate: M.rateInvalid, languages: M.languagesRequired });
    const { code: _code, ...patch } = toMarketInput({ ...values, exchange_rate: '151,37', languages: ['ja'] });
    expect(MarketPatchSchema.parse(patch).exchange_rate).toBe(151.37);
  });

  it('adds languages in their canonical form, once, and refuses unknown ones', () => {
    expect(languageToAdd(' EN-gb ', ['de'])).toEqual({ tag: 'en-GB' });
    expect(languageToAdd('de', ['de'])).toEqual({ error: M.languageRepeated });
    expect(languageToAdd('xx', [])).toEqual({ error: M.languageInvalid });
    expect(moved(['de', 'fr', 'en'], 2, 0)).toEqual(['en', 'de', 'fr']);
  });

  it('shows what a base price becomes with the catalog’s rule (ADR 027 examples)', () => {
    const values = marketFormValuesOf(EU);
    expect(conversionExample(19.99, 'USD', values)).toBe('$19.99 → €18.99');
    expect(conversionExample(19.99, 'USD', { ...values, rounding: 'none' })).toBe('$19.99 → €18.39');
    expect(conversionExample(19.99, 'USD', { ...values, currency: 'JPY', exchange_rate: '151.37' })).toBe('$19.99 → ¥3,026');
    expect(conversionExample(19.99, 'USD', { ...values, exchange_rate: '' })).toBeNull();
  });
});
