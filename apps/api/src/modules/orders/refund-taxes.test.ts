import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundSplit } from './refund-taxes';
import type { OrderTaxRow } from './orders.table';

const group = (id: number, net: number, tax: number): OrderTaxRow => ({
  id,
  order_id: 1,
  name: `r${id}`,
  rate_millis: 20000,
  net,
  tax,
  refunded_net: 0,
  refunded_tax: 0,
});

describe('refundSplit', () => {
  it('splits in proportion per rate and refunds exactly what is left at the end', () => {
    const groups = [group(1, 10000, 2000), group(2, 5000, 350)];
    const first = refundSplit(groups, 0, 5000);
    // 5000 of 17350: 3458.2 and 1541.8 by largest remainder (3458, 1542); tax 3458 x 2000/12000 = 576.3 and 1542 x 350/5350 = 100.9.
    expect(first).toEqual({
      net: 4323,
      tax: 677,
      parts: [
        { order_tax_id: 1, net: 2882, tax: 576 },
        { order_tax_id: 2, net: 1441, tax: 101 },
      ],
    });
    const after = groups.map((g, i) => ({ ...g, refunded_net: first.parts[i]!.net, refunded_tax: first.parts[i]!.tax }));
    const rest = refundSplit(after, 0, 17350 - 5000);
    expect(rest.parts).toEqual([
      { order_tax_id: 1, net: 10000 - 2882, tax: 2000 - 576 },
      { order_tax_id: 2, net: 5000 - 1441, tax: 350 - 101 },
    ]);
  });

  it('leaves untaxed money (reverse charge) out of every rate', () => {
    expect(refundSplit([], 3749, 1000)).toEqual({ net: 1000, tax: 0, parts: [] });
  });

  it('property: under any sequence of partial refunds no rate is refunded more net or tax than was paid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ net: fc.integer({ min: 0, max: 1_000_000 }), tax: fc.integer({ min: 0, max: 250_000 }) }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (defs, untaxed, asks) => {
          let groups = defs.map((d, i) => group(i + 1, d.net, d.tax));
          const total = defs.reduce((s, d) => s + d.net + d.tax, 0) + untaxed;
          let refunded = 0;
          for (const ask of [...asks, total]) {
            const amount = Math.min(ask, total - refunded);
            if (amount <= 0) break;
            const taxedRefunded = groups.reduce((s, g) => s + g.refunded_net + g.refunded_tax, 0);
            const split = refundSplit(groups, untaxed - (refunded - taxedRefunded), amount);
            expect(split.net + split.tax).toBe(amount);
            groups = groups.map((g) => {
              const part = split.parts.find((p) => p.order_tax_id === g.id);
              return part ? { ...g, refunded_net: g.refunded_net + part.net, refunded_tax: g.refunded_tax + part.tax } : g;
            });
            refunded += amount;
            for (const g of groups) {
              expect(g.refunded_net).toBeLessThanOrEqual(g.net);
              expect(g.refunded_tax).toBeLessThanOrEqual(g.tax);
              expect(g.refunded_net).toBeGreaterThanOrEqual(0);
              expect(g.refunded_tax).toBeGreaterThanOrEqual(0);
            }
          }
          for (const g of groups) expect([g.refunded_net, g.refunded_tax]).toEqual([g.net, g.tax]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
