import { ADMIN_PRODUCT_MESSAGES as P } from '@shopwright/shared/admin';
import { MARKET_MESSAGES as M, type FixedPrice, type FixedPriceInput } from '@shopwright/shared/markets';
import { fromMinorIn, toMinorIn } from '@shopwright/shared/money';
import type { AppContext } from '../../../context';
import { recordAudit } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/errors';
import { fixedPrices, replaceFixedPrices } from '../../catalog/market-prices';
import { allVariants } from '../../catalog/variants.repo';
import { getMarketsConfig } from '../../markets/markets-config';
import { productExists } from './admin-products.repo';

export const FIXED_PRICES_AUDIT_ACTION = 'product.prices';

/** The currencies fixed prices may be given in: those of the non-primary markets (ADR 027). */
export async function fixedPriceCurrencies(ctx: AppContext): Promise<string[]> {
  const { markets, primary } = await getMarketsConfig(ctx);
  return [...new Set(markets.filter((m) => !m.primary && m.currency !== primary.currency).map((m) => m.currency))].sort();
}

/**
 * Field errors of a product's fixed prices (`at(i, field)` names each field): a currency no
 * non-primary market sells in, a variant of another product, the same currency and variant twice.
 * Decimals were checked by the schema.
 */
export async function fixedPriceErrors(
  ctx: AppContext,
  productId: number,
  prices: FixedPriceInput[],
  at: (index: number, field: string) => string,
): Promise<Record<string, string[]>> {
  const { markets, primary } = await getMarketsConfig(ctx);
  const sold = new Set(markets.filter((m) => !m.primary).map((m) => m.currency));
  const variants = new Set((await allVariants(ctx.db, productId)).map((v) => v.id));
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  prices.forEach((p, i) => {
    const key = `${p.currency}|${p.variant_id ?? 0}`;
    if (!sold.has(p.currency)) errors[at(i, 'currency')] = [p.currency === primary.currency ? M.priceBaseCurrency : M.priceCurrencyUnknown];
    else if (p.variant_id != null && !variants.has(p.variant_id)) errors[at(i, 'variant_id')] = [M.variantUnknown];
    else if (seen.has(key)) errors[at(i, 'currency')] = [M.priceRepeated];
    seen.add(key);
  });
  return errors;
}

const toFixedPrice = (r: { currency: string; variant_id: number | null; price: number; sale_price: number | null }): FixedPrice => ({
  currency: r.currency,
  variant_id: r.variant_id,
  price: fromMinorIn(Number(r.price), r.currency),
  sale_price: r.sale_price === null ? null : fromMinorIn(Number(r.sale_price), r.currency),
});

/** `GET admin/products/{id}/prices`. */
export async function listFixedPrices(ctx: AppContext, productId: number): Promise<FixedPrice[]> {
  if (!(await productExists(ctx.db, productId))) throw notFound(P.productNotFound);
  return (await fixedPrices(ctx.db, productId)).map(toFixedPrice);
}

/** The rows to store: amounts in each currency's minor units. */
export const fixedPriceRows = (prices: FixedPriceInput[]) =>
  prices.map((p) => ({
    currency: p.currency,
    variant_id: p.variant_id ?? null,
    price: toMinorIn(p.price, p.currency),
    sale_price: p.sale_price == null ? null : toMinorIn(p.sale_price, p.currency),
  }));

/** `PUT admin/products/{id}/prices`: replaces the product's fixed prices, audited; the markets' prices follow. */
export async function putFixedPrices(
  ctx: AppContext,
  actorId: number,
  productId: number,
  prices: FixedPriceInput[],
): Promise<FixedPrice[]> {
  if (!(await productExists(ctx.db, productId))) throw notFound(P.productNotFound);
  const errors = await fixedPriceErrors(ctx, productId, prices, (i, field) => `${i}.${field}`);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first[0]!, errors);
  const before = await listFixedPrices(ctx, productId);
  await ctx.db.transaction().execute(async (trx) => {
    await replaceFixedPrices(trx, productId, fixedPriceRows(prices));
    await recordAudit(trx, {
      actor_id: actorId,
      action: FIXED_PRICES_AUDIT_ACTION,
      entity: 'product',
      entity_id: productId,
      before,
      after: prices,
    });
  });
  return listFixedPrices(ctx, productId);
}
