import { z } from 'zod';
import { fromMinor, toMinor } from '@shopwright/shared/money';
import type { ShopSettings, ShopSettingsPatch } from '@shopwright/shared/settings';
import type { Config } from '../../config';
import type { SettingRow } from './settings.table';

/** The settings as the shop uses them: money in cents, the tax rate in basis points. */
export interface StoredSettings {
  shop_name: string;
  contact_email: string;
  contact_phone: string;
  contact_address: string;
  currency: string;
  tax_rate_bp: number;
  shipping_standard_cents: number;
  shipping_express_cents: number;
  /** Standard shipping is free from this subtotal; null: never free. */
  free_shipping_threshold_cents: number | null;
  pay_later_enabled: boolean;
}
export type SettingKey = keyof StoredSettings;

interface Field {
  /** Where the value sits in the JSON of the API (dotted for nested fields). */
  path: string;
  /** What a stored value must look like to be used (anything else falls back to the default). */
  stored: z.ZodType;
  toPublic?: (stored: any) => unknown;
  fromPublic?: (value: any) => unknown;
}

const text = z.string().min(1);
const cents = z.number().int().min(0);
const money = { stored: cents, toPublic: fromMinor, fromPublic: toMinor };

export const FIELDS: Record<SettingKey, Field> = {
  shop_name: { path: 'shop_name', stored: text },
  contact_email: { path: 'contact_email', stored: text },
  contact_phone: { path: 'contact_phone', stored: text },
  contact_address: { path: 'contact_address', stored: text },
  currency: { path: 'currency', stored: z.string().length(3) },
  tax_rate_bp: { path: 'tax_rate', stored: cents, toPublic: (bp: number) => bp / 100, fromPublic: (pct: number) => Math.round(pct * 100) },
  shipping_standard_cents: { path: 'shipping.standard', ...money },
  shipping_express_cents: { path: 'shipping.express', ...money },
  free_shipping_threshold_cents: {
    path: 'shipping.free_shipping_threshold',
    stored: cents.nullable(),
    toPublic: (v: number | null) => (v === null ? null : fromMinor(v)),
    fromPublic: (v: number | null) => (v === null ? null : toMinor(v)),
  },
  pay_later_enabled: { path: 'pay_later_enabled', stored: z.boolean() },
};
export const SETTING_KEYS = Object.keys(FIELDS) as SettingKey[];

/** What a new shop starts with (demo contact lines until the owner enters theirs). */
export function defaultSettings(config: Config): StoredSettings {
  return {
    shop_name: config.shopName,
    contact_email: 'support@shopwright.example',
    contact_phone: '+1 (555) 010-0199',
    contact_address: '100 Market Street, San Francisco, CA 94105',
    currency: 'USD',
    tax_rate_bp: 825,
    shipping_standard_cents: 499,
    shipping_express_cents: 1499,
    free_shipping_threshold_cents: 5000,
    pay_later_enabled: true,
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
  const settings: Record<string, unknown> = { ...defaults };
  let updatedAt: string | null = null;
  for (const row of rows) {
    if (!(row.key in FIELDS)) continue;
    const parsed = parseStored(row.key as SettingKey, row.value);
    if (parsed.ok) settings[row.key] = parsed.value;
    if (updatedAt === null || row.updated_at > updatedAt) updatedAt = row.updated_at;
  }
  return { settings: settings as unknown as StoredSettings, updatedAt };
}

export function publicValue(key: SettingKey, value: unknown): unknown {
  const field = FIELDS[key];
  return field.toPublic ? field.toPublic(value) : value;
}

export function toPublicSettings(s: StoredSettings): ShopSettings {
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
  };
}

/** The stored values a (validated) patch sets, by key; absent fields are left out. */
export function storedValuesOf(patch: ShopSettingsPatch): Partial<Record<SettingKey, unknown>> {
  const flat: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(patch)) {
    if (name === 'shipping' && value && typeof value === 'object') {
      for (const [inner, v] of Object.entries(value)) if (v !== undefined) flat[`shipping.${inner}`] = v;
    } else if (value !== undefined) {
      flat[name] = value;
    }
  }
  const values: Partial<Record<SettingKey, unknown>> = {};
  for (const key of SETTING_KEYS) {
    const field = FIELDS[key];
    if (field.path in flat) values[key] = field.fromPublic ? field.fromPublic(flat[field.path]) : flat[field.path];
  }
  return values;
}
