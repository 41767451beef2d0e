import { MARKET_MESSAGES as M, type Market, type MarketInput, type MarketPatch, type PublicMarket } from '@shopwright/shared/markets';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { forgetMarketPrices, repriceMarket } from '../catalog/market-prices';
import { CATALOG_CHANGED } from '../catalog/response-cache';
import { loadMarkets, marketsConfig, toMarketDef, type MarketDef } from './markets-config';
import * as repo from './markets.repo';

export const MARKET_AUDIT_ACTION = 'market.write';

/** A rate as exact decimal text: 0.92 -> "0.92", 151.37 -> "151.37", 2 -> "2" (at most 6 decimals, checked by the schema). */
export const rateText = (rate: number): string => rate.toFixed(6).replace(/\.?0+$/, '');

const toMarket = (m: MarketDef): Market => ({
  code: m.code,
  name: m.name,
  countries: m.countries,
  currency: m.currency,
  languages: m.languages,
  path: m.path,
  exchange_rate: Number(m.rate),
  rounding: m.rounding,
  active: m.active,
  primary: m.primary,
  created_at: m.created_at,
  updated_at: m.updated_at,
});

async function marketOrThrow(db: Database, code: string): Promise<MarketDef> {
  const row = await repo.findMarket(db, code);
  if (!row) throw notFound(M.marketNotFound);
  return toMarketDef(row, await repo.countriesOf(db, code));
}

/** The countries another market has (naming it, by their index) and a path another market uses, as field errors. */
export async function claimErrors(
  db: Database,
  code: string,
  countries: string[] | undefined,
  path: string | undefined,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (countries) {
    for (const owner of await repo.countryOwners(db, countries, code)) {
      errors[`countries.${countries.indexOf(owner.country)}`] = [M.countryTaken(owner.country, owner.market)];
    }
  }
  if (path !== undefined) {
    const holder = await repo.marketWithPath(db, path);
    if (holder && holder.code !== code) errors.path = [M.pathTaken(holder.code)];
  }
  return errors;
}

/** 400 on every country another market has and on a path another market uses. */
async function checkClaims(db: Database, code: string, countries: string[] | undefined, path: string | undefined): Promise<void> {
  const errors = await claimErrors(db, code, countries, path);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first[0]!, errors);
}

/**
 * Runs an admin change in a transaction with its audit entry, then drops every process's copy of
 * the markets and the catalog answers (a market's activity and languages show in them too).
 */
async function change<T>(ctx: AppContext, work: (trx: Database) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction().execute(work);
  marketsConfig.changed(ctx);
  ctx.changes.publish(CATALOG_CHANGED);
  return result;
}

export async function listMarkets(ctx: AppContext): Promise<Market[]> {
  return (await loadMarkets(ctx.db)).map(toMarket);
}

export async function getMarket(ctx: AppContext, code: string): Promise<Market> {
  return toMarket(await marketOrThrow(ctx.db, code));
}

/** The active markets for the storefront's picker, from the in-memory config. */
export async function publicMarkets(ctx: AppContext): Promise<PublicMarket[]> {
  const { markets } = await marketsConfig.get(ctx);
  return markets
    .filter((m) => m.active)
    .map((m) => ({
      code: m.code,
      name: m.name,
      currency: m.currency,
      languages: m.languages,
      path: m.path,
      countries: m.countries,
      primary: m.primary,
    }));
}

export async function createMarket(ctx: AppContext, actorId: number, input: MarketInput): Promise<Market> {
  await change(ctx, async (trx) => {
    if (await repo.findMarket(trx, input.code)) throw new AppError(409, 'CONFLICT', M.codeExists, { code: [M.codeExists] });
    await checkClaims(trx, input.code, input.countries, input.path);
    const now = nowIso();
    await repo.insertMarket(trx, {
      code: input.code,
      name: input.name,
      currency: input.currency,
      languages: JSON.stringify(input.languages),
      path: input.path,
      exchange_rate: rateText(input.exchange_rate),
      rounding: input.rounding,
      active: input.active ? 1 : 0,
      is_primary: 0,
      position: await repo.nextPosition(trx),
      created_at: now,
      updated_at: now,
    });
    await repo.replaceCountries(trx, input.code, input.countries);
    // Every product gets its price in the new market before anyone can list it.
    await repriceMarket(trx, input.code);
    await recordAudit(trx, {
      actor_id: actorId,
      action: MARKET_AUDIT_ACTION,
      entity: 'market',
      entity_id: input.code,
      before: null,
      after: input,
    });
  });
  return getMarket(ctx, input.code);
}

/** The primary market keeps its currency and path and stays active (400 on the field otherwise). */
function checkPrimary(market: MarketDef, patch: MarketPatch): void {
  const errors: Record<string, string[]> = {};
  if (patch.currency !== undefined && patch.currency !== market.currency) errors.currency = [M.primaryFixed];
  if (patch.path !== undefined && patch.path !== market.path) errors.path = [M.primaryFixed];
  if (patch.active === false) errors.active = [M.primaryActive];
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first[0]!, errors);
}

export async function updateMarket(ctx: AppContext, actorId: number, code: string, input: MarketPatch): Promise<Market> {
  if (input.code !== undefined && input.code !== code) throw badRequest(M.codeFixed, { code: [M.codeFixed] });
  const before = await marketOrThrow(ctx.db, code);
  const { code: _code, ...patch } = input;
  if (before.primary) checkPrimary(before, patch);
  await change(ctx, async (trx) => {
    await checkClaims(trx, code, patch.countries, patch.path);
    await repo.updateMarket(trx, code, {
      name: patch.name,
      currency: patch.currency,
      languages: patch.languages && JSON.stringify(patch.languages),
      path: patch.path,
      exchange_rate: patch.exchange_rate === undefined ? undefined : rateText(patch.exchange_rate),
      rounding: patch.rounding,
      active: patch.active === undefined ? undefined : patch.active ? 1 : 0,
      updated_at: nowIso(),
    });
    if (patch.countries) await repo.replaceCountries(trx, code, patch.countries);
    const repriced =
      !before.primary &&
      ((patch.currency !== undefined && patch.currency !== before.currency) ||
        (patch.exchange_rate !== undefined && rateText(patch.exchange_rate) !== before.rate) ||
        (patch.rounding !== undefined && patch.rounding !== before.rounding));
    if (repriced) await repriceMarket(trx, code);
    await recordAudit(trx, {
      actor_id: actorId,
      action: MARKET_AUDIT_ACTION,
      entity: 'market',
      entity_id: code,
      before: toMarket(before),
      after: patch,
    });
  });
  return getMarket(ctx, code);
}

/** Deletes a market; the primary one is a 409. */
export async function deleteMarket(ctx: AppContext, actorId: number, code: string): Promise<void> {
  const before = await marketOrThrow(ctx.db, code);
  if (before.primary) throw conflict(M.primaryDelete, 'CONFLICT');
  await change(ctx, async (trx) => {
    await forgetMarketPrices(trx, code);
    await repo.deleteMarket(trx, code);
    await recordAudit(trx, {
      actor_id: actorId,
      action: MARKET_AUDIT_ACTION,
      entity: 'market',
      entity_id: code,
      before: toMarket(before),
      after: null,
    });
  });
}
