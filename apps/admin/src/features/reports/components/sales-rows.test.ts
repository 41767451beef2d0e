import { describe, expect, it } from 'vitest';
import { emptyPeriods, salesNote, salesTableRows } from './sales-rows';

const period = (day: string, orders: number, net: number, refunds = 0) => ({
  period: day,
  start: day,
  end: day,
  orders,
  gross: net + refunds,
  discounts: 0,
  shipping: 0,
  tax: 0,
  refunds,
  net,
  average_order_value: orders ? net / orders : 0,
});

describe('sales table rows', () => {
  it('lists the newest period first and leaves out the days without sales or refunds', () => {
    const series = [
      period('2026-11-01', 2, 50),
      period('2026-11-02', 0, 0),
      period('2026-11-03', 0, -10, 10),
      period('2026-11-04', 1, 20),
      period('2026-11-05', 0, 0),
    ];
    expect(salesTableRows(series).map((p) => p.period)).toEqual(['2026-11-04', '2026-11-03', '2026-11-01']);
    expect(emptyPeriods(series)).toBe(2);
    expect(series.map((p) => p.period)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
  });

  it('says in the note how many periods the table leaves out', () => {
    expect(salesNote('Rule.', { group: 'day', series: [period('2026-11-01', 1, 5), period('2026-11-02', 0, 0)] })).toBe(
      'Rule. Newest first; 1 day without sales is left out of the table (the chart and the CSV file keep every day).',
    );
    expect(salesNote('Rule.', { group: 'week', series: [period('2026-11-01', 0, 0), period('2026-11-08', 0, 0)] })).toMatch(
      /2 weeks without sales are left out/,
    );
    expect(salesNote('Rule.', { group: 'day', series: [period('2026-11-01', 1, 5)] })).toBe('Rule.');
  });
});
