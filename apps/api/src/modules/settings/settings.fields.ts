import { z } from 'zod';
import { fromMinor, toMinor } from '@shopwright/shared/money';
import type { ShopSettings, ShopSettingsPatch } from '@shopwright/shared/settings';
import type { CrossBorderPrices } from '@shopwright/shared/tax';
import { RETURN_WINDOW_DAYS } from '@shopwright/shared/returns';
import type { Config } from '../../config';
import type { SettingRow } from './settings.table';

/**
 * The settings as the shop stores them. The tax rate and the shipping prices are no settings any
 * more (migration 0016): they are shortcuts onto the tax rates and shipping methods (`Shortcuts`).
 */
export interface StoredSettings {
  shop_name: string;
  contact_email: string;
  contact_phone: string;
  contact_address: string;
  currency: string;
  pay_later_enabled: boolean;
  prices_include_tax: boolean;
  default_destination: Destination;
  cross_border_prices: CrossBorderPrices;
  shop_country: string;
  vat_id: string | null;
  reverse_charge: boolean;
  /** Days after delivery a shopper may ask for a return (issue 28). */
  return_window_days: number;
}

export interface Destination {
  country: string;
  region: string | null;
  postcode: string | null;
}

/** The settings API's `tax_rate` and `shipping`, in basis points and cents. */
export interface Shortcuts {
  tax_rate_bp: number;
  shipping_standard_cents: number;
  shipping_express_cents: number;
  free_shipping_threshold_cents: number | null;
}
export type ShortcutKey = keyof Shortcuts;
export type SettingKey = keyof StoredSettings;
type FieldKey = SettingKey | ShortcutKey;

interface Field {
  /** Where the value sits in the JSON of the API (dotted for nested fields). */
  path: string;
  /** What a stored value must look like to be used (anything else falls back to the default). */
  stored: z.ZodType;
  toPublic?: (stored: unknown) => unknown;
  fromPublic?: (value: unknown) => unknown;
}

const text = z.string().min(1);
const cents = z.number().int().min(0);
const money = { stored: cents, toPublic: (v: unknown) => fromMinor(Number(v)), fromPublic: (v: unknown) => toMinor(Number(v)) };

const destination = z.object({ country: z.string().length(2), region: z.string().nullable(), postcode: z.string().nullable() });

export const FIELDS: Record<FieldKey, Field> = {
  shop_name: { path: 'shop_name', stored: text },
  contact_email: { path: 'contact_email', stored: text },
  contact_phone: { path: 'contact_phone', stored: text },
  contact_address: { path: 'contact_address', stored: text },
  currency: { path: 'currency', stored: z.string().length(3) },
  tax_rate_bp: {
    path: 'tax_rate',
    stored: cents,
    toPublic: (bp: unknown) => Number(bp) / 100,
    fromPublic: (pct: unknown) => Math.round(Number(pct) * 100),
  },
  shipping_standard_cents: { path: 'shipping.standard', ...money },
  shipping_express_cents: { path: 'shipping.express', ...money },
  free_shipping_threshold_cents: {
    path: 'shipping.free_shipping_threshold',
    stored: cents.nullable(),
    toPublic: (v: unknown) => (v === null ? null : fromMinor(Number(v))),
    fromPublic: (v: unknown) => (v === null ? null : toMinor(Number(v))),
  },
  pay_later_enabled: { path: 'pay_later_enabled', stored: z.boolean() },
  prices_include_tax: { path: 'prices_include_tax', stored: z.boolean() },
  default_destination: {
    path: 'default_destination',
    stored: destination,
    // The patch's destination was checked by the API's schema; absent parts are stored as null.
    fromPublic: (v: unknown) => {
      const { country, region, postcode } = v as { country: string; region?: string | null; postcode?: string | null };
      return { country, region: region ?? null, postcode: postcode ?? null };
    },
  },
  cross_border_prices: { path: 'cross_border_prices', stored: z.enum(['same_gross', 'same_net']) },
  shop_country: { path: 'shop_country', stored: z.string().length(2) },
  vat_id: { path: 'vat_id', stored: z.string().nullable() },
  reverse_charge: { path: 'reverse_charge', stored: z.boolean() },
  return_window_days: { path: 'return_window_days', stored: z.number().int().min(RETURN_WINDOW_DAYS.min).max(RETURN_WINDOW_DAYS.max) },
};
export const SHORTCUT_KEYS: ShortcutKey[] = [
  'tax_rate_bp',
  'shipping_standard_cents',
  'shipping_express_cents',
  'free_shipping_threshold_cents',
];
export const SETTING_KEYS = (Object.keys(FIELDS) as FieldKey[]).filter((k): k is SettingKey => !(SHORTCUT_KEYS as string[]).includes(k));
export type { FieldKey };

/** What a new shop starts with (demo contact lines until the owner enters theirs). */
export function defaultSettings(config: Config): StoredSettings {
  return {
    shop_name: config.shopName,
    contact_email: 'support@shopwright.example',
    contact_phone: '+1 (555) 010-0199',
    contact_address: '100 Market Street, San Francisco, CA 94105',
    currency: 'USD',
    pay_later_enabled: true,
    prices_include_tax: false,
    default_destination: { country: 'US', region: null, postcode: null },
    cross_border_prices: 'same_gross',
    shop_country: 'US',
    vat_id: null,
    reverse_charge: false,
    return_window_days: RETURN_WINDOW_DAYS.default,
  };
}

function parseStored(key: SettingKey, raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const parsed = FIELDS[key].stored.safeParse(JSON.parse(raw));
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** The defaults overlaid with the stored rows; unknown keys and unreadable values are skipped. */
export function mergeStored(defaults: StoredSettings, rows: SettingRow[]): { settings: StoredSettings; updatedAt: string | null } {
  const settings: StoredSettings = { ...defaults };
  let updatedAt: string | null = null;
  for (const row of rows) {
    // Rows of other keys (e.g. `tax_changed_at`, written when a shortcut changes) only date the settings.
    if (updatedAt === null || row.updated_at > updatedAt) updatedAt = row.updated_at;
    if (!(SETTING_KEYS as string[]).includes(row.key)) continue;
    const parsed = parseStored(row.key as SettingKey, row.value);
    if (parsed.ok) Object.assign(settings, { [row.key]: parsed.value });
  }
  return { settings, updatedAt };
}

export function publicValue(key: FieldKey, value: unknown): unknown {
  const field = FIELDS[key];
  return field.toPublic ? field.toPublic(value) : value;
}

export function toPublicSettings(s: StoredSettings & Shortcuts): ShopSettings {
  return {
    shop_name: s.shop_name,
    contact_email: s.contact_email,
    contact_phone: s.contact_phone,
    contact_address: s.contact_address,
    currency: s.currency,
    tax_rate: s.tax_rate_bp / 100,
    shipping: {
      standard: fromMinor(s.shipping_standard_cents),
      express: fromMinor(s.shipping_express_cents),
      free_shipping_threshold: s.free_shipping_threshold_cents === null ? null : fromMinor(s.free_shipping_threshold_cents),
    },
    pay_later_enabled: s.pay_later_enabled,
    prices_include_tax: s.prices_include_tax,
    default_destination: s.default_destination,
    cross_border_prices: s.cross_border_prices,
    shop_country: s.shop_country,
    vat_id: s.vat_id,
    reverse_charge: s.reverse_charge,
    return_window_days: s.return_window_days,
  };
}

/** The stored values a (validated) patch sets, by key; absent fields are left out. */
export function storedValuesOf(patch: ShopSettingsPatch): Partial<Record<FieldKey, unknown>> {
  const flat: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(patch)) {
    if (name === 'shipping' && value && typeof value === 'object') {
      for (const [inner, v] of Object.entries(value)) if (v !== undefined) flat[`shipping.${inner}`] = v;
    } else if (value !== undefined) {
      flat[name] = value;
    }
  }
  const values: Partial<Record<FieldKey, unknown>> = {};
  for (const key of Object.keys(FIELDS) as FieldKey[]) {
    const field = FIELDS[key];
    if (field.path in flat) values[key] = field.fromPublic ? field.fromPublic(flat[field.path]) : flat[field.path];
  }
  return values;
}
