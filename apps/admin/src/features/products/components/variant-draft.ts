import {
  ADMIN_VARIANT_MESSAGES as M,
  VariantBulkSchema,
  VariantPatchSchema,
  type AdminVariant,
  type VariantBulk,
  type VariantPatch,
} from '@shopwright/shared/admin';
import { ApiError } from '@shopwright/shared/http';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';

/** A variant row as its inputs show it: text for numbers; '' price or weight means "the product's", '' picture none. */
export interface VariantDraft {
  sku: string;
  price: string;
  sale_price: string;
  stock: string;
  image_id: string;
  /** Grams; '' is the product's weight. */
  weight: string;
}

const money = (v: number | null) => (v === null ? '' : v.toFixed(2));

export const draftOf = (v: AdminVariant): VariantDraft => ({
  sku: v.sku,
  price: money(v.price),
  sale_price: money(v.sale_price),
  stock: String(v.stock),
  image_id: v.image ? String(v.image.id) : '',
  weight: v.weight === null ? '' : String(v.weight),
});

/** Blank stays "not a number" for required numbers, so the shared schema reports it instead of reading 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const priceOf = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The PATCH body of what changed in a row, checked with the shared schema: `{patch}` to send (null
 * when nothing changed) or the `errors` to show under the row's inputs.
 */
export function patchOf(row: AdminVariant, draft: VariantDraft): { patch: VariantPatch | null; errors: FieldErrors } {
  const before = draftOf(row);
  const body: Record<string, unknown> = {};
  if (draft.sku.trim() !== before.sku) body.sku = draft.sku;
  if (draft.price.trim() !== before.price) body.price = priceOf(draft.price);
  if (draft.sale_price.trim() !== before.sale_price) body.sale_price = priceOf(draft.sale_price);
  if (draft.stock.trim() !== before.stock) body.stock = numberOf(draft.stock);
  if (draft.image_id !== before.image_id) body.image_id = draft.image_id ? Number(draft.image_id) : null;
  if (draft.weight.trim() !== before.weight) body.weight = draft.weight.trim() === '' ? null : Number(draft.weight);
  if (Object.keys(body).length === 0) return { patch: null, errors: {} };
  const parsed = VariantPatchSchema.safeParse(body);
  if (!parsed.success) return { patch: null, errors: zodFieldErrors(parsed.error) };
  // The schema compares the two prices only when both are sent; a lone sale price meets the price it sells at.
  const sale = parsed.data.sale_price;
  if (parsed.data.price === undefined && typeof sale === 'number' && sale > row.effective_price)
    return { patch: null, errors: { sale_price: M.saleAbovePrice } };
  return { patch: parsed.data, errors: {} };
}

/** The bulk bar's inputs: blank means "leave as it is" (prices cannot be cleared in bulk). */
export interface BulkDraft {
  stock: string;
  price: string;
  sale_price: string;
}

export function bulkOf(ids: number[], draft: BulkDraft): { input: VariantBulk | null; errors: FieldErrors } {
  const body: Record<string, unknown> = { ids };
  if (draft.stock.trim()) body.stock = numberOf(draft.stock);
  if (draft.price.trim()) body.price = numberOf(draft.price);
  if (draft.sale_price.trim()) body.sale_price = numberOf(draft.sale_price);
  const parsed = VariantBulkSchema.safeParse(body);
  return parsed.success ? { input: parsed.data, errors: {} } : { input: null, errors: zodFieldErrors(parsed.error) };
}

/** A refused save as field errors: the API's own, or its detail on the SKU for a taken SKU (409). */
export function serverErrors(error: unknown): FieldErrors | null {
  const fields = apiFieldErrors(error);
  if (fields) return fields;
  if (error instanceof ApiError && error.status === 409) return { sku: error.detail };
  return null;
}
