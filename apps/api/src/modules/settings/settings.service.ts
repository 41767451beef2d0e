import { AUDIT_ACTIONS } from '@shopwright/shared/admin';
import type { AdminShopSettings, ShopSettings, ShopSettingsPatch } from '@shopwright/shared/settings';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { sharedCache } from '../../lib/shared-cache';
import { nowIso } from '../../lib/time';
import { shippingConfig } from '../shipping/shipping-config';
import { legacyShipping, setLegacyShipping } from '../shipping/shipping.service';
import { taxConfig } from '../tax/tax-config';
import { setStandardRateAt, standardRateAt } from '../tax/tax.service';
import { isRegionOf } from '../tax/regions';
import { checkVatId } from '../tax/reverse-charge';
import { TAX_MESSAGES } from '@shopwright/shared/tax';
import { fieldError } from '../../lib/errors';
import {
  defaultSettings,
  FIELDS,
  mergeStored,
  publicValue,
  SETTING_KEYS,
  SHORTCUT_KEYS,
  storedValuesOf,
  toPublicSettings,
  type FieldKey,
  type Shortcuts,
  type StoredSettings,
} from './settings.fields';
import * as repo from './settings.repo';

export type { StoredSettings } from './settings.fields';

interface LoadedSettings {
  settings: StoredSettings;
  updatedAt: string | null;
}

async function load(ctx: AppContext, db: Database = ctx.db): Promise<LoadedSettings> {
  return mergeStored(defaultSettings(ctx.config), await repo.listSettings(db));
}

/**
 * Settings are read on many requests (storefront layout, checkout) and change rarely, so each
 * process keeps them in memory, per database, until a change notice drops the copy.
 */
export const SETTINGS_CHANGED = 'settings';
const settingsCache = sharedCache(SETTINGS_CHANGED, (ctx) => load(ctx));

/** The shop's settings: what checkout and other modules use. */
export async function getSettings(ctx: AppContext): Promise<StoredSettings> {
  return (await settingsCache.get(ctx)).settings;
}

/** The shop's name as the admin set it (SHOP_NAME is only its default): for mails, titles and files. */
export async function shopName(ctx: AppContext): Promise<string> {
  return (await getSettings(ctx)).shop_name;
}

/** The settings' shortcuts onto the tax rates and shipping methods, in basis points and cents. */
async function shortcuts(ctx: AppContext, settings: StoredSettings): Promise<Shortcuts> {
  const [rate, shipping] = await Promise.all([standardRateAt(ctx, settings.default_destination), legacyShipping(ctx)]);
  return {
    tax_rate_bp: Math.round(rate.millis / 10),
    shipping_standard_cents: shipping.standard,
    shipping_express_cents: shipping.express,
    free_shipping_threshold_cents: shipping.free,
  };
}

/** `GET settings`: the public settings. */
export async function getPublicSettings(ctx: AppContext): Promise<ShopSettings> {
  const settings = await getSettings(ctx);
  return toPublicSettings({ ...settings, ...(await shortcuts(ctx, settings)) });
}

/** `GET admin/settings`: the public settings and when they were last saved. */
export async function getAdminSettings(ctx: AppContext): Promise<AdminShopSettings> {
  const { settings, updatedAt } = await settingsCache.get(ctx);
  return { ...toPublicSettings({ ...settings, ...(await shortcuts(ctx, settings)) }), updated_at: updatedAt };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The default destination's region must be one of its country's; the shop's VAT number must fit the shop's country (400 on the field). */
function checkDestinationAndVatId(next: StoredSettings, requested: Partial<Record<FieldKey, unknown>>): void {
  const { country, region } = next.default_destination;
  if ('default_destination' in requested && region && !isRegionOf(country, region)) {
    throw fieldError('default_destination.region', TAX_MESSAGES.regionInvalid(country));
  }
  if ('vat_id' in requested || 'shop_country' in requested) checkVatId(next.vat_id, next.shop_country, 'vat_id');
}

/**
 * Saves the fields of a validated patch that differ from the current ones, with one audit entry
 * holding their old and new values (in the API's units); an unchanged patch writes nothing. The
 * tax rate and shipping shortcuts are written to the rate and the methods they stand for.
 */
export async function updateSettings(ctx: AppContext, actorId: number, patch: ShopSettingsPatch): Promise<AdminShopSettings> {
  const requested = storedValuesOf(patch);
  const { settings: before } = await load(ctx);
  checkDestinationAndVatId({ ...before, ...requested } as StoredSettings, requested);
  const current: Record<FieldKey, unknown> = { ...before, ...(await shortcuts(ctx, before)) };
  const changed = (Object.keys(FIELDS) as FieldKey[]).filter((key) => key in requested && !same(requested[key], current[key]));
  if (changed.length === 0) return getAdminSettings(ctx);
  const has = (key: FieldKey) => changed.includes(key);
  await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const key of SETTING_KEYS.filter(has)) {
      await repo.upsertSetting(trx, { key, value: JSON.stringify(requested[key]), updated_at: now, updated_by: actorId });
    }
    const destination = has('default_destination')
      ? (requested.default_destination as StoredSettings['default_destination'])
      : before.default_destination;
    if (has('tax_rate_bp')) await setStandardRateAt(ctx, trx, destination, (requested.tax_rate_bp as number) * 10);
    if (SHORTCUT_KEYS.some((k) => k !== 'tax_rate_bp' && has(k))) {
      const value = (key: FieldKey) => (has(key) ? (requested[key] as number | null) : undefined);
      await setLegacyShipping(
        trx,
        {
          standard: value('shipping_standard_cents') ?? undefined,
          express: value('shipping_express_cents') ?? undefined,
          free: value('free_shipping_threshold_cents'),
        },
        now,
      );
      // The settings' updated_at covers the shortcuts too.
      await repo.upsertSetting(trx, { key: 'shipping_changed_at', value: JSON.stringify(now), updated_at: now, updated_by: actorId });
    }
    if (has('tax_rate_bp'))
      await repo.upsertSetting(trx, { key: 'tax_changed_at', value: JSON.stringify(now), updated_at: now, updated_by: actorId });
    await recordAudit(trx, {
      actor_id: actorId,
      action: AUDIT_ACTIONS.settingsUpdate,
      entity: 'settings',
      entity_id: null,
      before: publicFields(changed, current),
      after: publicFields(changed, requested),
    });
  });
  settingsCache.changed(ctx);
  if (has('tax_rate_bp')) taxConfig.changed(ctx);
  if (SHORTCUT_KEYS.some((k) => k !== 'tax_rate_bp' && has(k))) shippingConfig.changed(ctx);
  return getAdminSettings(ctx);
}

function publicFields(keys: FieldKey[], values: Partial<Record<FieldKey, unknown>>): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [FIELDS[key].path, publicValue(key, values[key])]));
}
