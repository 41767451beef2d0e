import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES as M, ProductInputSchema, ProductPatchSchema, type AdminProductDetail } from '@shopwright/shared/admin';
import { TAX_MESSAGES as TAX } from '@shopwright/shared/tax';
import { zodFieldErrors } from '../../../lib/form-errors';
import { listError, livePercentOff, productFormValuesOf, toProductInput, toProductPatch } from './product-form-values';
import { productTranslationTexts, withText } from './translation-values';

const PRODUCT: AdminProductDetail = {
  id: 7,
  slug: 'trail-jacket',
  name: 'Trail Jacket',
  category: { name: 'Clothing', slug: 'clothing' },
  brand: null,
  price: 120,
  sale_price: 90,
  percentage_discount: 25,
  stock: 4,
  variant_count: 6,
  published: true,
  units_sold: 3,
  rating: { average: 0, count: 0 },
  image: null,
  date_added: '2026-11-01T10:00:00.000Z',
  modified_date: '2026-11-02T10:00:00.000Z',
  description: 'Light and warm.',
  features: ['Water resistant', 'Two pockets'],
  colors: [
    { name: 'Navy', hex: '#1f2a44' },
    { name: 'Sand', hex: null },
  ],
  sizes: ['S', 'M', 'L'],
  images: [],
  subscribers: 0,
  tax_category: 'reduced',
  weight: 850,
  kind: 'physical',
  modified_by: null,
  translations: {
    de: { name: 'Wanderjacke', slug: null, description: null, features: null, colors: { Navy: 'Marineblau' }, sizes: {} },
  },
};

describe('product form values', () => {
  it('shows a product and turns back into the same fields', () => {
    const values = productFormValuesOf(PRODUCT);
    expect(values).toMatchObject({
      price: '120.00',
      sale_price: '90.00',
      sizes: 'S, M, L',
      features: 'Water resistant\nTwo pockets',
      brand: '',
      tax_category: 'reduced',
      weight: '850',
    });
    expect(ProductInputSchema.parse(toProductInput(values))).toMatchObject({
      slug: 'trail-jacket',
      brand: null,
      price: 120,
      sale_price: 90,
      colors: [
        { name: 'Navy', hex: '#1f2a44' },
        { name: 'Sand', hex: null },
      ],
      sizes: ['S', 'M', 'L'],
      features: ['Water resistant', 'Two pockets'],
      tax_category: 'reduced',
      weight: 850,
    });
  });

  it('sends a blank weight as none, and reports a weight that is not whole grams', () => {
    const values = productFormValuesOf(PRODUCT);
    expect(toProductPatch({ ...values, weight: ' ' }, PRODUCT.stock, true)).toMatchObject({ weight: null, tax_category: 'reduced' });
    const parsed = ProductPatchSchema.safeParse(toProductPatch({ ...values, weight: '2.5' }, PRODUCT.stock, true));
    expect(parsed.success ? {} : zodFieldErrors(parsed.error)).toEqual({ weight: TAX.weightInvalid });
  });

  it('leaves the sale price and slug out of a new product when blank, and ends a sale on edit', () => {
    const values = { ...productFormValuesOf(), name: 'Mug', category: 'home', price: '12', sale_price: ' ' };
    const input = toProductInput(values);
    expect(input).not.toHaveProperty('sale_price');
    expect(input).not.toHaveProperty('slug');
    expect(toProductPatch({ ...productFormValuesOf(PRODUCT), sale_price: '' }, PRODUCT.stock).sale_price).toBe(120);
  });

  it('sends the stock note only with a stock change', () => {
    const values = { ...productFormValuesOf(PRODUCT), stock_note: 'Recount' };
    expect(toProductPatch(values, PRODUCT.stock)).not.toHaveProperty('stock_note');
    expect(toProductPatch({ ...values, stock: '9' }, PRODUCT.stock)).toMatchObject({ stock: 9, stock_note: 'Recount' });
  });

  it('sends a gift card as such, without weight, and leaves its stock to the shop', () => {
    const values = { ...productFormValuesOf(PRODUCT), kind: 'gift_card' as const, stock: '3' };
    const input = ProductInputSchema.parse(toProductInput(values));
    expect(input).toMatchObject({ kind: 'gift_card', weight: null, stock: 0 });
    expect(toProductPatch(values, 4)).not.toHaveProperty('stock');
    expect(toProductPatch(productFormValuesOf(PRODUCT), 4)).toMatchObject({ kind: 'physical', weight: 850 });
  });

  it('leaves the stock of a product with several variants to the variant table', () => {
    const patch = toProductPatch({ ...productFormValuesOf(PRODUCT), stock: '9', stock_note: 'Recount' }, PRODUCT.stock, true);
    expect(patch).not.toHaveProperty('stock');
    expect(patch).not.toHaveProperty('stock_note');
    expect(patch).toMatchObject({ name: 'Trail Jacket', price: 120 });
  });

  it('reports blank numbers instead of reading them as zero, and names the bad line of a list', () => {
    const values = { ...productFormValuesOf(PRODUCT), price: '', features: 'Fine\nFine', sizes: 'S, s' };
    const result = ProductPatchSchema.safeParse(toProductPatch(values, PRODUCT.stock));
    expect(result.success).toBe(false);
    const errors = zodFieldErrors(result.error!);
    expect(errors.price).toBe(M.priceInvalid);
    expect(errors.sale_price).toBeUndefined();
    expect(listError(errors, 'sizes', (i) => `Size ${i + 1}`)).toBe(M.sizesDuplicate);
    expect(listError({ 'features.1': M.featureInvalid }, 'features', (i) => `Line ${i + 1}`)).toBe(`Line 2: ${M.featureInvalid}`);
  });

  it('shows the percentage off only while the sale is below a valid price', () => {
    expect(livePercentOff({ price: '80', sale_price: '60' })).toBe(25);
    expect(livePercentOff({ price: '80', sale_price: '80' })).toBeNull();
    expect(livePercentOff({ price: '', sale_price: '10' })).toBeNull();
    expect(livePercentOff({ price: '19.99', sale_price: '14.99' })).toBe(25);
  });

  it('sends only the languages edited, each field whole (blank: back to the base text), labels of the current options only', () => {
    const values = productFormValuesOf(PRODUCT);
    expect(toProductInput(values)).not.toHaveProperty('translations');
    const stored = productTranslationTexts(PRODUCT.translations);
    let drafts = withText({}, stored, 'de', 'description', 'Leicht und warm.');
    drafts = withText(drafts, stored, 'de', 'features', 'Wasserabweisend\n\nZwei Taschen');
    drafts = withText(drafts, stored, 'de', 'sizes.XL', 'XL');
    drafts = withText(drafts, stored, 'fr', 'name', '  ');
    const patch = ProductPatchSchema.parse(toProductPatch({ ...values, translations: drafts }, PRODUCT.stock, true));
    expect(patch.translations).toEqual({
      de: {
        name: 'Wanderjacke',
        slug: null,
        description: 'Leicht und warm.',
        features: ['Wasserabweisend', 'Zwei Taschen'],
        colors: { Navy: 'Marineblau' },
        sizes: {},
      },
      fr: { name: null, slug: null, description: null, features: null, colors: {}, sizes: {} },
    });
  });
});
