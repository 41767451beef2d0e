import { describe, expect, it } from 'vitest';
import { ratePercent, taxLabel, taxPeriodLabel, taxTotals, type TaxReportRow } from './tax-rows';

const row = (over: Partial<TaxReportRow>): TaxReportRow => ({
  period: '2026-Q2',
  country: 'DE',
  rate: 19,
  name: 'VAT',
  orders: 1,
  taxable: 0,
  tax: 0,
  refunded_taxable: 0,
  refunded_tax: 0,
  ...over,
});

describe('tax report rows', () => {
  it('names months and quarters as people say them', () => {
    expect(taxPeriodLabel('2026-05')).toBe('May 2026');
    expect(taxPeriodLabel('2026-01')).toBe('January 2026');
    expect(taxPeriodLabel('2026-12')).toBe('December 2026');
    expect(taxPeriodLabel('2026-Q2')).toBe('Q2 2026');
    expect(taxPeriodLabel('something else')).toBe('something else');
  });

  it('writes rates with up to 3 decimals and no trailing zeros', () => {
    expect(ratePercent(19)).toBe('19%');
    expect(ratePercent(8.875)).toBe('8.875%');
    expect(ratePercent(5.5)).toBe('5.5%');
    expect(ratePercent(0)).toBe('0%');
    expect(taxLabel({ name: 'VAT', rate: 19 })).toBe('VAT 19%');
  });

  it('adds up the refunds in cents and says what tax is due', () => {
    const rows = [
      row({ taxable: 100, tax: 19, refunded_taxable: 0.1, refunded_tax: 0.1 }),
      row({ country: 'FR', rate: 20, taxable: 50, tax: 10, refunded_taxable: 0.2, refunded_tax: 0.2 }),
    ];
    expect(taxTotals({ rows, taxable: 150, tax: 29 })).toEqual({
      taxable: 150,
      tax: 29,
      refunded_taxable: 0.3,
      refunded_tax: 0.3,
      tax_due: 28.7,
    });
    expect(taxTotals({ rows: [], taxable: 0, tax: 0 })).toEqual({ taxable: 0, tax: 0, refunded_taxable: 0, refunded_tax: 0, tax_due: 0 });
  });
});
