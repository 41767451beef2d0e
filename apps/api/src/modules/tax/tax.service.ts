import { AUDIT_ACTIONS } from '@shopwright/shared/admin';
import {
  TAX_MESSAGES as M,
  millisToPercent,
  percentToMillis,
  type TaxCategory,
  type TaxCategoryInput,
  type TaxRate,
  type TaxRateInput,
  type TaxRatePatch,
  type Zone,
  type ZoneInput,
  type ZonePatch,
} from '@shopwright/shared/tax';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { isRegionOf } from './regions';
import { getTaxConfig, taxConfig } from './tax-config';
import * as repo from './tax.repo';
import type { ZoneMemberRow, ZoneRow } from './tax.table';
import { datesOverlap, resolvedRateIds, type Place, type ZoneMemberDef } from './zones';

const toZone = (zone: ZoneRow, members: ZoneMemberRow[]): Zone => ({
  code: zone.code,
  name: zone.name,
  priority: Number(zone.priority),
  members: members.map((m) => ({
    country: m.country,
    ...(m.region ? { region: m.region } : {}),
    ...(m.postcode ? { postcode: m.postcode } : {}),
  })),
  created_at: zone.created_at,
  updated_at: zone.updated_at,
});

const toRate = (r: repo.RateListRow): TaxRate => ({
  id: r.id,
  name: r.name,
  zone: r.zone,
  category: r.category,
  rate: millisToPercent(Number(r.rate_millis)),
  starts_on: r.starts_on,
  ends_on: r.ends_on,
});

/** Checks each member's region against its country's ISO 3166-2 subdivisions (400 with the member's field). */
function checkMembers(members: ZoneMemberDef[]): void {
  const errors: Record<string, string[]> = {};
  members.forEach((m, i) => {
    if (m.region && !isRegionOf(m.country, m.region)) errors[`members.${i}.region`] = [M.regionInvalid(m.country)];
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first[0]!, errors);
}

/** Runs an admin change in a transaction with its audit entry, then drops every process's copy of the tax config. */
async function change<T>(ctx: AppContext, work: (trx: Database) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction().execute(work);
  taxConfig.changed(ctx);
  return result;
}

const audit = (trx: Database, actorId: number, action: string, entity: string, id: string | number, before: unknown, after: unknown) =>
  recordAudit(trx, { actor_id: actorId, action, entity, entity_id: id, before, after });

export async function listZones(ctx: AppContext): Promise<Zone[]> {
  const [zones, members] = await Promise.all([repo.listZones(ctx.db), repo.listZoneMembers(ctx.db)]);
  return zones.map((z) =>
    toZone(
      z,
      members.filter((m) => m.zone_id === z.id),
    ),
  );
}

async function zoneOrThrow(db: Database, code: string): Promise<ZoneRow> {
  const zone = await repo.findZone(db, code);
  if (!zone) throw notFound(M.zoneNotFound);
  return zone;
}

export async function getZone(ctx: AppContext, code: string): Promise<Zone> {
  const zone = await zoneOrThrow(ctx.db, code);
  return toZone(zone, await repo.zoneMembers(ctx.db, zone.id));
}

export async function createZone(ctx: AppContext, actorId: number, input: ZoneInput): Promise<Zone> {
  checkMembers(input.members);
  await change(ctx, async (trx) => {
    if (await repo.findZone(trx, input.code)) throw new AppError(409, 'CONFLICT', M.zoneExists, { code: [M.zoneExists] });
    const id = await repo.insertZone(trx, { code: input.code, name: input.name, priority: input.priority ?? 0 }, nowIso());
    await repo.replaceMembers(trx, id, input.members);
    await audit(trx, actorId, AUDIT_ACTIONS.zoneWrite, 'zone', input.code, null, input);
  });
  return getZone(ctx, input.code);
}

export async function updateZone(ctx: AppContext, actorId: number, code: string, patch: ZonePatch): Promise<Zone> {
  if (patch.members) checkMembers(patch.members);
  const before = await getZone(ctx, code);
  await change(ctx, async (trx) => {
    const zone = await zoneOrThrow(trx, code);
    await repo.updateZone(trx, zone.id, { name: patch.name, priority: patch.priority, updated_at: nowIso() });
    if (patch.members) await repo.replaceMembers(trx, zone.id, patch.members);
    await audit(trx, actorId, AUDIT_ACTIONS.zoneWrite, 'zone', code, before, patch);
  });
  return getZone(ctx, code);
}

/** Deletes an unused zone; one a rate or a shipping method uses is a 409 `ZONE_IN_USE`. */
export async function deleteZone(ctx: AppContext, actorId: number, code: string): Promise<void> {
  const before = await getZone(ctx, code);
  await change(ctx, async (trx) => {
    const zone = await zoneOrThrow(trx, code);
    if (await repo.zoneUsed(trx, zone.id)) throw conflict(M.zoneInUse, 'ZONE_IN_USE');
    await repo.deleteZone(trx, zone.id);
    await audit(trx, actorId, AUDIT_ACTIONS.zoneWrite, 'zone', code, before, null);
  });
}

export async function listCategories(ctx: AppContext): Promise<TaxCategory[]> {
  return (await repo.listCategories(ctx.db)).map((c) => ({ code: c.code, name: c.name }));
}

export async function createCategory(ctx: AppContext, actorId: number, input: TaxCategoryInput): Promise<TaxCategory> {
  await change(ctx, async (trx) => {
    if (await repo.findCategory(trx, input.code)) throw new AppError(409, 'CONFLICT', M.categoryExists, { code: [M.categoryExists] });
    await repo.insertCategory(trx, { code: input.code, name: input.name, created_at: nowIso() });
    await audit(trx, actorId, AUDIT_ACTIONS.taxCategoryWrite, 'tax_category', input.code, null, input);
  });
  return { code: input.code, name: input.name };
}

export async function renameCategory(ctx: AppContext, actorId: number, code: string, name: string): Promise<TaxCategory> {
  await change(ctx, async (trx) => {
    const category = await repo.findCategory(trx, code);
    if (!category) throw notFound(M.categoryNotFound);
    await repo.renameCategory(trx, code, name);
    await audit(trx, actorId, AUDIT_ACTIONS.taxCategoryWrite, 'tax_category', code, { name: category.name }, { name });
  });
  return { code, name };
}

export async function deleteCategory(ctx: AppContext, actorId: number, code: string): Promise<void> {
  if (code === 'standard') throw conflict(M.categoryStandard);
  await change(ctx, async (trx) => {
    const category = await repo.findCategory(trx, code);
    if (!category) throw notFound(M.categoryNotFound);
    if (await repo.categoryUsed(trx, code)) throw conflict(M.categoryInUse);
    await repo.deleteCategory(trx, code);
    await audit(trx, actorId, AUDIT_ACTIONS.taxCategoryWrite, 'tax_category', code, { name: category.name }, null);
  });
}

export async function listRates(ctx: AppContext): Promise<TaxRate[]> {
  return (await repo.listRates(ctx.db)).map(toRate);
}

async function rateOrThrow(ctx: AppContext, id: number): Promise<TaxRate> {
  const rate = (await repo.listRates(ctx.db)).find((r) => r.id === id);
  if (!rate) throw notFound(M.rateNotFound);
  return toRate(rate);
}

/** The rate's zone and category must exist, and no other rate for them may be in force on any of its days (400). */
async function checkedRate(trx: Database, input: TaxRateInput, exceptId: number | null): Promise<repo.RateValues> {
  const [zone, category] = await Promise.all([repo.findZone(trx, input.zone), repo.findCategory(trx, input.category)]);
  const errors: Record<string, string[]> = {};
  if (!zone) errors.zone = [M.zoneUnknown];
  if (!category) errors.category = [M.categoryUnknown];
  if (zone && category) {
    const dates = { starts_on: input.starts_on ?? null, ends_on: input.ends_on ?? null };
    const others = (await repo.ratesOf(trx, zone.id, category.code)).filter((r) => r.id !== exceptId);
    if (others.some((r) => datesOverlap(r, dates))) errors.starts_on = [M.ratesOverlap];
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first[0]!, errors);
  return {
    zone_id: zone!.id,
    category: category!.code,
    name: input.name,
    rate_millis: percentToMillis(input.rate),
    starts_on: input.starts_on ?? null,
    ends_on: input.ends_on ?? null,
  };
}

export async function createRate(ctx: AppContext, actorId: number, input: TaxRateInput): Promise<TaxRate> {
  const id = await change(ctx, async (trx) => {
    const id = await repo.insertRate(trx, await checkedRate(trx, input, null), nowIso());
    await audit(trx, actorId, AUDIT_ACTIONS.taxRateWrite, 'tax_rate', id, null, input);
    return id;
  });
  return rateOrThrow(ctx, id);
}

export async function updateRate(ctx: AppContext, actorId: number, id: number, patch: TaxRatePatch): Promise<TaxRate> {
  const before = await rateOrThrow(ctx, id);
  const merged = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as TaxRateInput;
  if (merged.starts_on && merged.ends_on && merged.ends_on < merged.starts_on) throw badRequest(M.datesOrder, { ends_on: [M.datesOrder] });
  await change(ctx, async (trx) => {
    await repo.updateRate(trx, id, await checkedRate(trx, merged, id), nowIso());
    await audit(trx, actorId, AUDIT_ACTIONS.taxRateWrite, 'tax_rate', id, before, patch);
  });
  return rateOrThrow(ctx, id);
}

export async function deleteRate(ctx: AppContext, actorId: number, id: number): Promise<void> {
  const before = await rateOrThrow(ctx, id);
  await change(ctx, async (trx) => {
    await repo.deleteRate(trx, id);
    await audit(trx, actorId, AUDIT_ACTIONS.taxRateWrite, 'tax_rate', id, before, null);
  });
}

/** Today's UTC day, `YYYY-MM-DD`: rates are in force by UTC days. From `nowIso`'s kept text: every quote asks (issue 29). */
export const utcDay = () => nowIso().slice(0, 10);

/**
 * The settings' `tax_rate` shortcut: the standard category's rate that applies at a place today
 * (thousandths of a percent; 0 when none does), and the id of the rate row it comes from.
 */
export async function standardRateAt(ctx: AppContext, place: Place): Promise<{ millis: number; id: number | null }> {
  const config = await getTaxConfig(ctx);
  const id = resolvedRateIds(config.zones, config.rates, place, utcDay()).get('standard') ?? null;
  return { millis: config.rates.find((r) => r.id === id)?.millis ?? 0, id };
}

/** Sets the shortcut: changes the rate row that applies at the place today, or adds one to the zone `everywhere`. */
export async function setStandardRateAt(ctx: AppContext, trx: Database, place: Place, millis: number): Promise<void> {
  const { id } = await standardRateAt(ctx, place);
  const now = nowIso();
  if (id !== null) {
    await repo.setRateMillis(trx, id, millis, now);
    return;
  }
  let zone = await repo.findZone(trx, 'everywhere');
  if (!zone) {
    const zoneId = await repo.insertZone(trx, { code: 'everywhere', name: 'Everywhere', priority: 1000 }, now);
    await repo.replaceMembers(trx, zoneId, [{ country: '*' }]);
    zone = (await repo.findZone(trx, 'everywhere'))!;
  }
  await repo.insertRate(
    trx,
    { zone_id: zone.id, category: 'standard', name: 'Tax', rate_millis: millis, starts_on: null, ends_on: null },
    now,
  );
}
