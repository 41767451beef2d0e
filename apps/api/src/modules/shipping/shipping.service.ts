import { AUDIT_ACTIONS } from '@shopwright/shared/admin';
import { fromMinor, toMinor } from '@shopwright/shared/money';
import {
  TAX_MESSAGES as M,
  type ShippingMethodDef,
  type ShippingMethodInput,
  type ShippingMethodPatch,
  type ShippingRateInput,
} from '@shopwright/shared/tax';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findCategory, findZone } from '../tax/tax.repo';
import { getShippingMethods, shippingConfig, type ShippingMethodConfig } from './shipping-config';
import * as repo from './shipping.repo';

const money = (cents: number | null) => (cents === null ? null : fromMinor(cents));
const cents = (amount: number | null | undefined) => (amount == null ? null : toMinor(amount));

export const toMethod = (m: ShippingMethodConfig): ShippingMethodDef => ({
  code: m.code,
  name: m.name,
  estimate: m.estimate,
  zone: m.zone,
  tax_category: m.tax_category,
  active: m.active,
  free_from: money(m.free_from),
  rates: m.rates.map((r) => ({
    price: fromMinor(r.price),
    min_subtotal: money(r.min_subtotal),
    max_subtotal: money(r.max_subtotal),
    min_weight: r.min_weight,
    max_weight: r.max_weight,
  })),
});

const rateValues = (rates: ShippingRateInput[]): repo.RateValues[] =>
  rates.map((r) => ({
    price: toMinor(r.price),
    min_subtotal: cents(r.min_subtotal),
    max_subtotal: cents(r.max_subtotal),
    min_weight: r.min_weight ?? null,
    max_weight: r.max_weight ?? null,
  }));

export async function listMethods(ctx: AppContext): Promise<ShippingMethodDef[]> {
  return (await getShippingMethods(ctx)).map(toMethod);
}

export async function getMethod(ctx: AppContext, code: string): Promise<ShippingMethodDef> {
  const method = (await getShippingMethods(ctx)).find((m) => m.code === code);
  if (!method) throw notFound(M.methodNotFound);
  return toMethod(method);
}

/** The zone and tax category a method names must exist (400 on the field). */
async function references(trx: Database, zoneCode: string | undefined, category: string | undefined) {
  const [zone, cat] = await Promise.all([
    zoneCode ? findZone(trx, zoneCode) : undefined,
    category ? findCategory(trx, category) : undefined,
  ]);
  const errors: Record<string, string[]> = {};
  if (zoneCode && !zone) errors.zone = [M.zoneUnknown];
  if (category && !cat) errors.tax_category = [M.categoryUnknown];
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first[0]!, errors);
  return zone?.id;
}

async function change(ctx: AppContext, work: (trx: Database) => Promise<void>): Promise<void> {
  await ctx.db.transaction().execute(work);
  shippingConfig.changed(ctx);
}

export async function createMethod(ctx: AppContext, actorId: number, input: ShippingMethodInput): Promise<ShippingMethodDef> {
  await change(ctx, async (trx) => {
    if (await repo.findMethod(trx, input.code)) throw new AppError(409, 'CONFLICT', M.methodExists, { code: [M.methodExists] });
    const zoneId = (await references(trx, input.zone, input.tax_category))!;
    const values = {
      name: input.name,
      estimate: input.estimate,
      zone_id: zoneId,
      tax_category: input.tax_category,
      active: input.active ? 1 : 0,
      free_from: cents(input.free_from),
    };
    const id = await repo.insertMethod(trx, input.code, values, nowIso());
    await repo.replaceRates(trx, id, rateValues(input.rates));
    await recordAudit(trx, {
      actor_id: actorId,
      action: AUDIT_ACTIONS.shippingMethodWrite,
      entity: 'shipping_method',
      entity_id: input.code,
      after: input,
    });
  });
  return getMethod(ctx, input.code);
}

export async function updateMethod(ctx: AppContext, actorId: number, code: string, patch: ShippingMethodPatch): Promise<ShippingMethodDef> {
  const before = await getMethod(ctx, code);
  await change(ctx, async (trx) => {
    const row = await repo.findMethod(trx, code);
    if (!row) throw notFound(M.methodNotFound);
    const zoneId = await references(trx, patch.zone, patch.tax_category);
    const values: Partial<repo.MethodValues> = {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.estimate !== undefined ? { estimate: patch.estimate } : {}),
      ...(zoneId !== undefined ? { zone_id: zoneId } : {}),
      ...(patch.tax_category !== undefined ? { tax_category: patch.tax_category } : {}),
      ...(patch.active !== undefined ? { active: patch.active ? 1 : 0 } : {}),
      ...(patch.free_from !== undefined ? { free_from: cents(patch.free_from) } : {}),
    };
    await repo.updateMethod(trx, row.id, values, nowIso());
    if (patch.rates) await repo.replaceRates(trx, row.id, rateValues(patch.rates));
    await recordAudit(trx, {
      actor_id: actorId,
      action: AUDIT_ACTIONS.shippingMethodWrite,
      entity: 'shipping_method',
      entity_id: code,
      before,
      after: patch,
    });
  });
  return getMethod(ctx, code);
}

/** Deletes a method; orders keep its code and name. */
export async function deleteMethod(ctx: AppContext, actorId: number, code: string): Promise<void> {
  const before = await getMethod(ctx, code);
  await change(ctx, async (trx) => {
    const row = await repo.findMethod(trx, code);
    if (!row) throw notFound(M.methodNotFound);
    await repo.deleteMethod(trx, row.id);
    await recordAudit(trx, {
      actor_id: actorId,
      action: AUDIT_ACTIONS.shippingMethodWrite,
      entity: 'shipping_method',
      entity_id: code,
      before,
    });
  });
}

/** The admin settings' shortcut: Standard's and Express's first rate and Standard's free threshold, in cents. */
export async function legacyShipping(ctx: AppContext): Promise<{ standard: number; express: number; free: number | null }> {
  const methods = await getShippingMethods(ctx);
  const standard = methods.find((m) => m.code === 'standard');
  const express = methods.find((m) => m.code === 'express');
  return { standard: standard?.rates[0]?.price ?? 0, express: express?.rates[0]?.price ?? 0, free: standard?.free_from ?? null };
}

/** Writes the shortcut's fields that are given, in the settings' transaction; the caller announces the change. */
export async function setLegacyShipping(
  trx: Database,
  values: { standard?: number; express?: number; free?: number | null },
  now: string,
): Promise<void> {
  for (const [code, price] of [
    ['standard', values.standard],
    ['express', values.express],
  ] as const) {
    if (price === undefined) continue;
    const row = await repo.findMethod(trx, code);
    if (row) await repo.setFirstRatePrice(trx, row.id, price);
  }
  if (values.free !== undefined) {
    const row = await repo.findMethod(trx, 'standard');
    if (row) await repo.updateMethod(trx, row.id, { free_from: values.free }, now);
  }
}
