import { describe, expect, it } from 'vitest';
import { ADMIN_VARIANT_MESSAGES as M, type AdminVariant } from '@shopwright/shared/admin';
import { ApiError } from '@shopwright/shared/http';
import { TAX_MESSAGES as TAX } from '@shopwright/shared/tax';
import { bulkOf, draftOf, patchOf, serverErrors } from './variant-draft';

const ROW: AdminVariant = {
  id: 5,
  sku: 'TRAIL-NAVY-M',
  color: 'Navy',
  size: 'M',
  price: null,
  sale_price: null,
  effective_price: 120,
  effective_sale_price: 90,
  stock: 4,
  barcode: null,
  image: null,
  position: 1,
  retired_at: null,
  weight: null,
};

describe('variant row drafts', () => {
  it('sends only what changed, and nothing when nothing did', () => {
    expect(patchOf(ROW, draftOf(ROW))).toEqual({ patch: null, errors: {} });
    expect(patchOf(ROW, { ...draftOf(ROW), stock: '7', price: '130' }).patch).toEqual({ stock: 7, price: 130 });
  });

  it('clears an own price with a blank field (back to the product price)', () => {
    const own = { ...ROW, price: 99 };
    expect(draftOf(own).price).toBe('99.00');
    expect(patchOf(own, { ...draftOf(own), price: '' }).patch).toEqual({ price: null });
  });

  it('sets and clears an own weight (blank: the product’s)', () => {
    expect(patchOf(ROW, { ...draftOf(ROW), weight: '320' }).patch).toEqual({ weight: 320 });
    const own = { ...ROW, weight: 320 };
    expect(patchOf(own, { ...draftOf(own), weight: '' }).patch).toEqual({ weight: null });
    expect(patchOf(ROW, { ...draftOf(ROW), weight: '-1' }).errors).toEqual({ weight: TAX.weightInvalid });
  });

  it('reports bad input with the shared messages before sending', () => {
    expect(patchOf(ROW, { ...draftOf(ROW), stock: '-1' }).errors).toEqual({ stock: M.stockInvalid });
    expect(patchOf(ROW, { ...draftOf(ROW), stock: '' }).errors).toEqual({ stock: M.stockInvalid });
    expect(patchOf(ROW, { ...draftOf(ROW), sku: 'has space' }).errors).toEqual({ sku: M.skuInvalid });
    expect(patchOf(ROW, { ...draftOf(ROW), sale_price: '150' }).errors).toEqual({ sale_price: M.saleAbovePrice });
  });

  it('puts a taken SKU (409) on the SKU field and keeps field errors of a 400', () => {
    expect(serverErrors(new ApiError(409, M.skuTaken, 'SKU_TAKEN'))).toEqual({ sku: M.skuTaken });
    expect(serverErrors(new ApiError(400, 'Bad', 'VALIDATION_ERROR', { stock: [M.stockInvalid] }))).toEqual({ stock: M.stockInvalid });
    expect(serverErrors(new Error('network'))).toBeNull();
  });

  it('bulk: blank fields stay, at least one value is needed, values are checked', () => {
    expect(bulkOf([1, 2], { stock: '5', price: '', sale_price: '' }).input).toEqual({ ids: [1, 2], stock: 5 });
    expect(bulkOf([1, 2], { stock: '', price: '', sale_price: '' }).errors).toEqual({ stock: M.bulkEmpty });
    expect(bulkOf([1], { stock: '', price: '10', sale_price: '12' }).errors).toEqual({ sale_price: M.saleAbovePrice });
  });
});
