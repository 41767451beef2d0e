import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { destinationPrice, spread, taxOf, taxOrder, type AppliedRate, type TaxMode } from './tax-engine';

const rate = (percent: number, name = `Tax ${percent}%`): AppliedRate => ({ millis: Math.round(percent * 1000), name });
const flat = (percent: number, inclusive: boolean): TaxMode => ({
  pricesIncludeTax: inclusive,
  crossBorder: 'same_gross',
  rateAt: () => rate(percent),
  defaultRate: () => rate(percent),
});

describe('worked examples (exact to the cent)', () => {
  it('exclusive: 45.95 at 10 % is 50.55 with 4.60 tax; 45.94 is 50.53 with 4.59', () => {
    expect(taxOrder([{ unit_price: 4595, quantity: 1, category: 'standard' }], 0, null, flat(10, false))).toMatchObject({
      total: 5055,
      tax: 460,
    });
    expect(taxOrder([{ unit_price: 4594, quantity: 1, category: 'standard' }], 0, null, flat(10, false))).toMatchObject({
      total: 5053,
      tax: 459,
    });
  });

  it('exclusive: ten items at 10.10 at 23 % are 124.23 with 23.23 tax (per line, not per unit)', () => {
    const order = taxOrder([{ unit_price: 1010, quantity: 10, category: 'standard' }], 0, null, flat(23, false));
    expect(order).toMatchObject({ total: 12423, tax: 2323 });
  });

  it('inclusive, 10 %, 10.00 off the order: 56.95 gives 46.95 with 4.27 included; 56.90 gives 46.90 with 4.26', () => {
    expect(taxOrder([{ unit_price: 5695, quantity: 1, category: 'standard' }], 1000, null, flat(10, true))).toMatchObject({
      total: 4695,
      tax: 427,
    });
    expect(taxOrder([{ unit_price: 5690, quantity: 1, category: 'standard' }], 1000, null, flat(10, true))).toMatchObject({
      total: 4690,
      tax: 426,
    });
  });

  it("today's shop: 8.25 % on top, goods and shipping taxed as two lines", () => {
    const order = taxOrder(
      [{ unit_price: 1600, quantity: 1, category: 'standard' }],
      0,
      { price: 499, category: 'standard' },
      flat(8.25, false),
    );
    expect(order).toMatchObject({ subtotal: 1600, shipping: 499, tax: 132 + 41, shippingTax: 41, total: 2272 });
    expect(order.groups).toEqual([{ name: 'Tax 8.25%', millis: 8250, net: 2099, tax: 173 }]);
  });
});

describe('destination prices of a tax-inclusive shop (default destination 20 %)', () => {
  const mode = (crossBorder: 'same_gross' | 'same_net', dest: number | null): TaxMode => ({
    pricesIncludeTax: true,
    crossBorder,
    rateAt: () => (dest === null ? null : rate(dest)),
    defaultRate: () => rate(20),
  });

  it('same_gross keeps the price, same_net keeps the net, no rate pays the net', () => {
    expect(destinationPrice(12000, 'standard', mode('same_gross', 19))).toBe(12000);
    expect(destinationPrice(12000, 'standard', mode('same_net', 19))).toBe(11900);
    expect(destinationPrice(12000, 'standard', mode('same_net', 20))).toBe(12000);
    expect(destinationPrice(12000, 'standard', mode('same_gross', null))).toBe(10000);
    expect(destinationPrice(12000, 'standard', mode('same_net', null))).toBe(10000);
    expect(destinationPrice(999, 'standard', mode('same_net', 25))).toBe(1041); // 9.99 / 1.2 * 1.25 = 10.406
  });

  it('an exclusive shop never converts', () => {
    expect(destinationPrice(999, 'standard', { ...mode('same_net', 25), pricesIncludeTax: false })).toBe(999);
  });
});

describe('helpers', () => {
  it('spreads by largest remainder, adding up exactly', () => {
    expect(spread(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(spread(100, [5695, 0])).toEqual([100, 0]);
    expect(spread(0, [3, 4])).toEqual([0, 0]);
  });

  it('rounds half up to the cent', () => {
    expect(taxOf(4595, 10000, false)).toBe(460);
    expect(taxOf(11000, 10000, true)).toBe(1000);
    expect(taxOf(5, 10000, false)).toBe(1); // 0.5 cent rounds up
    expect(taxOf(4, 10000, false)).toBe(0);
  });
});

describe('property: the parts always add up', () => {
  const line = fc.record({
    unit_price: fc.integer({ min: 0, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 99 }),
    category: fc.constantFrom('standard', 'reduced'),
  });
  const rates = fc.record({
    standard: fc.integer({ min: 0, max: 100_000 }),
    reduced: fc.integer({ min: 0, max: 100_000 }),
    noTax: fc.boolean(),
  });

  it('line taxes plus shipping tax equal the tax; the total is goods - discount + shipping (+ tax when exclusive)', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.record({ price: fc.integer({ min: 0, max: 50_000 }), category: fc.constantFrom('standard', 'reduced') })),
        rates,
        fc.boolean(),
        fc.constantFrom('same_gross' as const, 'same_net' as const),
        (lines, discount, shipping, r, inclusive, crossBorder) => {
          const mode: TaxMode = {
            pricesIncludeTax: inclusive,
            crossBorder,
            rateAt: (c) => (r.noTax ? null : { millis: c === 'standard' ? r.standard : r.reduced, name: c }),
            defaultRate: (c) => ({ millis: c === 'standard' ? 20_000 : 7_000, name: c }),
          };
          const priced = lines.map((l) => ({ ...l, unit_price: destinationPrice(l.unit_price, l.category, mode) }));
          const ship = shipping ? { price: destinationPrice(shipping.price, shipping.category, mode), category: shipping.category } : null;
          const order = taxOrder(priced, discount, ship, mode);
          const lineTax = order.lines.reduce((s, l) => s + l.tax, 0);
          expect(lineTax + order.shippingTax).toBe(order.tax);
          expect(order.lines.reduce((s, l) => s + l.discount, 0)).toBe(order.discount);
          expect(order.discount).toBeLessThanOrEqual(order.subtotal);
          expect(order.total).toBe(order.subtotal - order.discount + order.shipping + (inclusive ? 0 : order.tax));
          expect(order.groups.reduce((s, g) => s + g.tax, 0)).toBe(order.tax);
          const gross = order.groups.reduce((s, g) => s + g.net + g.tax, 0);
          const untaxed = [...order.lines, ...(ship ? [{ rate: order.shippingRate, base: order.shipping }] : [])]
            .filter((l) => !l.rate)
            .reduce((s, l) => s + l.base, 0);
          expect(gross + untaxed).toBe(order.subtotal - order.discount + order.shipping + (inclusive ? 0 : order.tax));
          for (const l of order.lines) expect(l.tax).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
