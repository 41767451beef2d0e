import { AUDIT_ACTIONS } from '@shopwright/shared/admin';
import type { AdminShopSettings, ShopSettings, ShopSettingsPatch } from '@shopwright/shared/settings';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { nowIso } from '../../lib/time';
import {
  defaultSettings,
  FIELDS,
  mergeStored,
  publicValue,
  SETTING_KEYS,
  storedValuesOf,
  toPublicSettings,
  type SettingKey,
  type StoredSettings,
} from './settings.fields';
import * as repo from './settings.repo';

export type { StoredSettings } from './settings.fields';

interface LoadedSettings {
  settings: StoredSettings;
  updatedAt: string | null;
}

/*
 * Settings are read on many requests (storefront layout, checkout) and change rarely, so each
 * process keeps them in memory, per database, until a change notice drops the copy. An update
 * publishes one on ctx.changes, which reaches every process of the shop (cluster workers through
 * the primary, other machines through Redis).
 */
export const SETTINGS_CHANGED = 'settings';
const cache = new WeakMap<Database, Promise<LoadedSettings>>();
const listening = new WeakSet<Database>();

async function load(ctx: AppContext, db: Database = ctx.db): Promise<LoadedSettings> {
  return mergeStored(defaultSettings(ctx.config), await repo.listSettings(db));
}

function cached(ctx: AppContext): Promise<LoadedSettings> {
  if (!listening.has(ctx.db)) {
    listening.add(ctx.db);
    ctx.changes.subscribe(SETTINGS_CHANGED, () => cache.delete(ctx.db));
  }
  let entry = cache.get(ctx.db);
  if (!entry) {
    entry = load(ctx);
    cache.set(ctx.db, entry);
    entry.catch(() => cache.delete(ctx.db));
  }
  return entry;
}

/** The shop's settings in minor units (cents, basis points): what checkout and other modules use. */
export async function getSettings(ctx: AppContext): Promise<StoredSettings> {
  return (await cached(ctx)).settings;
}

/** The shop's name as the admin set it (SHOP_NAME is only its default): for mails, titles and files. */
export async function shopName(ctx: AppContext): Promise<string> {
  return (await getSettings(ctx)).shop_name;
}

/** `GET settings`: the public settings. */
export async function getPublicSettings(ctx: AppContext): Promise<ShopSettings> {
  return toPublicSettings(await getSettings(ctx));
}

/** `GET admin/settings`: the public settings and when they were last saved. */
export async function getAdminSettings(ctx: AppContext): Promise<AdminShopSettings> {
  const { settings, updatedAt } = await cached(ctx);
  return { ...toPublicSettings(settings), updated_at: updatedAt };
}

/**
 * Saves the fields of a validated patch that differ from the stored ones, with one audit entry
 * holding their old and new values (in the API's units); an unchanged patch writes nothing.
 */
export async function updateSettings(ctx: AppContext, actorId: number, patch: ShopSettingsPatch): Promise<AdminShopSettings> {
  const requested = storedValuesOf(patch);
  await ctx.db.transaction().execute(async (trx) => {
    const { settings: current } = await load(ctx, trx);
    const changed = SETTING_KEYS.filter((key) => key in requested && requested[key] !== current[key]);
    if (changed.length === 0) return;
    const now = nowIso();
    for (const key of changed) {
      await repo.upsertSetting(trx, { key, value: JSON.stringify(requested[key]), updated_at: now, updated_by: actorId });
    }
    await recordAudit(trx, {
      actor_id: actorId,
      action: AUDIT_ACTIONS.settingsUpdate,
      entity: 'settings',
      entity_id: null,
      before: publicFields(changed, current),
      after: publicFields(changed, requested),
    });
  });
  cache.delete(ctx.db);
  ctx.changes.publish(SETTINGS_CHANGED);
  return getAdminSettings(ctx);
}

function publicFields(keys: SettingKey[], values: Partial<Record<SettingKey, unknown>>): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [FIELDS[key].path, publicValue(key, values[key])]));
}
