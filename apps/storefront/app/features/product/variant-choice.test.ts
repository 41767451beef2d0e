import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '@shopwright/shared/catalog';
import { choiceFromParams, colorImage, colorInStock, paramsForChoice, sizeInStock, variantsInView } from './variant-choice';

const variant = (
  id: number,
  color: string,
  size: string,
  available: number,
  sale_price = 50,
  image: string | null = null,
): ProductVariant => ({
  id,
  sku: `RUN-${color}-${size}`.toUpperCase(),
  color,
  size,
  price: sale_price,
  sale_price,
  percentage_discount: 0,
  available,
  in_stock: available > 0,
  image,
});

const shoe = {
  colors: ['Black', 'White'],
  available_sizes: ['42', '44'],
  variants: [
    variant(1, 'Black', '42', 0),
    variant(2, 'Black', '44', 3, 55, '/img/black.webp'),
    variant(3, 'White', '42', 0),
    variant(4, 'White', '44', 0),
  ],
};

describe('variant choice', () => {
  it('reads colour and size from the address in any case and finds their variant', () => {
    const choice = choiceFromParams(shoe, new URLSearchParams('color=white&size=44'));
    expect(choice).toMatchObject({ color: 'White', size: '44' });
    expect(choice.variant?.id).toBe(4);
  });

  it('starts on the first colour with stock and never guesses the size', () => {
    const inStockFirst = { ...shoe, colors: ['White', 'Black'] };
    const choice = choiceFromParams(inStockFirst, new URLSearchParams());
    expect(choice).toEqual({ color: 'Black', size: null, variant: null });
  });

  it('ignores names the product does not have', () => {
    expect(choiceFromParams(shoe, new URLSearchParams('color=Purple&size=99'))).toEqual({ color: 'Black', size: null, variant: null });
  });

  it('picks the only variant of a product without options', () => {
    const plain = { colors: [], available_sizes: [], variants: [{ ...variant(9, 'x', 'y', 4), color: null, size: null }] };
    expect(choiceFromParams(plain, new URLSearchParams()).variant?.id).toBe(9);
  });

  it('tells sold-out colours and sizes apart per chosen colour', () => {
    expect(colorInStock(shoe, 'Black')).toBe(true);
    expect(colorInStock(shoe, 'White')).toBe(false);
    expect(sizeInStock(shoe, 'Black', '42')).toBe(false);
    expect(sizeInStock(shoe, 'Black', '44')).toBe(true);
    expect(sizeInStock(shoe, 'White', '44')).toBe(false);
  });

  it('speaks for the chosen variant, else every size of the colour, and finds the colour picture', () => {
    const black = choiceFromParams(shoe, new URLSearchParams('color=Black'));
    expect(variantsInView(shoe, black).map((v) => v.id)).toEqual([1, 2]);
    expect(colorImage(shoe, black)).toBe('/img/black.webp');
    expect(colorImage(shoe, choiceFromParams(shoe, new URLSearchParams('color=White')))).toBeNull();
  });

  it('writes the choice into the address and keeps other parameters', () => {
    expect(paramsForChoice(new URLSearchParams('ref=mail&size=42'), 'Black', null).toString()).toBe('ref=mail&color=Black');
  });
});
