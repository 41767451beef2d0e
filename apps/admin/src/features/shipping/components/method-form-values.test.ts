import { describe, expect, it } from 'vitest';
import { ShippingMethodInputSchema, TAX_MESSAGES as M, type ShippingMethodDef } from '@shopwright/shared/tax';
import { zodFieldErrors } from '../../../lib/form-errors';
import { methodFormValuesOf, priceRange, toMethodInput } from './method-form-values';

const METHOD: ShippingMethodDef = {
  code: 'eu-post',
  name: 'EU Post',
  estimate: '2-4 days',
  zone: 'eu',
  tax_category: 'standard',
  active: true,
  free_from: 60,
  rates: [
    { price: 4.5, min_subtotal: null, max_subtotal: null, min_weight: null, max_weight: 1000 },
    { price: 9, min_subtotal: null, max_subtotal: null, min_weight: 1001, max_weight: null },
  ],
};

describe('shipping method form values', () => {
  it('turns a method into inputs and back into the same body', () => {
    const values = methodFormValuesOf(METHOD);
    expect(values.rates[0]).toEqual({ price: '4.50', min_subtotal: '', max_subtotal: '', min_weight: '', max_weight: '1000' });
    expect(values.free_from).toBe('60.00');
    expect(ShippingMethodInputSchema.parse(toMethodInput(values))).toEqual(METHOD);
  });

  it('reads a blank free threshold as never free, and reports a blank price and a reversed range on their row', () => {
    const values = { ...methodFormValuesOf(METHOD), free_from: ' ' };
    expect(toMethodInput(values).free_from).toBeNull();
    const row = { price: '', min_subtotal: '', max_subtotal: '', min_weight: '', max_weight: '' };
    const errorsOf = (rate: typeof row) => {
      const parsed = ShippingMethodInputSchema.safeParse(toMethodInput({ ...values, rates: [values.rates[0]!, rate] }));
      return parsed.success ? {} : zodFieldErrors(parsed.error);
    };
    expect(errorsOf(row)).toEqual({ 'rates.1.price': M.amountInvalid });
    expect(errorsOf({ ...row, price: '3', min_weight: '500', max_weight: '200' })).toEqual({ 'rates.1.max_weight': M.rangeOrder });
  });

  it('says the price range', () => {
    const money = (n: number) => `$${n.toFixed(2)}`;
    expect(priceRange(METHOD, money)).toBe('$4.50 to $9.00');
    expect(priceRange({ rates: [METHOD.rates[0]!] }, money)).toBe('$4.50');
  });
});
