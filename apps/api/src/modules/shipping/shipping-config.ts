import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { sharedCache } from '../../lib/shared-cache';
import * as repo from './shipping.repo';

export interface ShippingRateDef {
  price: number;
  min_subtotal: number | null;
  max_subtotal: number | null;
  min_weight: number | null;
  max_weight: number | null;
}

export interface ShippingMethodConfig {
  id: number;
  code: string;
  name: string;
  estimate: string;
  zone_id: number;
  zone: string;
  tax_category: string;
  active: boolean;
  free_from: number | null;
  rates: ShippingRateDef[];
}

export const SHIPPING_CHANGED = 'shipping';
const num = (v: number | null) => (v === null ? null : Number(v));

async function load(db: Database): Promise<ShippingMethodConfig[]> {
  const [methods, rates] = await Promise.all([repo.listMethods(db), repo.listRates(db)]);
  return methods.map((m) => ({
    id: m.id,
    code: m.code,
    name: m.name,
    estimate: m.estimate,
    zone_id: m.zone_id,
    zone: m.zone,
    tax_category: m.tax_category,
    active: Number(m.active) === 1,
    free_from: num(m.free_from),
    rates: rates
      .filter((r) => r.method_id === m.id)
      .map((r) => ({
        price: Number(r.price),
        min_subtotal: num(r.min_subtotal),
        max_subtotal: num(r.max_subtotal),
        min_weight: num(r.min_weight),
        max_weight: num(r.max_weight),
      })),
  }));
}

/** Every shipping method with its rate table, kept in memory per process (a quote reads none). */
export const shippingConfig = sharedCache(SHIPPING_CHANGED, (ctx) => load(ctx.db));
export const getShippingMethods = (ctx: AppContext) => shippingConfig.get(ctx);
