import { useRouteLoaderData } from 'react-router';
import { useT, type Translator } from './i18n';

/** The public shop settings (`GET /api/settings`, edited in the admin). */
export interface ShopSettings {
  shop_name: string;
  contact_email: string;
  contact_phone: string;
  contact_address: string;
  currency: string;
  pay_later_enabled?: boolean;
  tax_rate?: number;
  shipping?: { standard: number; express: number; free_shipping_threshold: number | null };
  /** Whether catalog prices include tax (the default destination's), or tax is added at checkout. */
  prices_include_tax?: boolean;
}

/** Used until the settings endpoint answers (or when it cannot be reached). */
export const FALLBACK_SETTINGS: ShopSettings = {
  shop_name: 'Shopwright',
  contact_email: 'support@shopwright.example',
  contact_phone: '+1 (555) 010-0199',
  contact_address: '100 Market Street, San Francisco, CA 94105',
  currency: 'USD',
};

type RouteMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The shop's settings from the root route's data, for `meta` functions (which get `matches`). */
export function settingsOf(matches: ReadonlyArray<RouteMatch>): ShopSettings {
  const root = matches.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { settings?: ShopSettings } | undefined;
  return data?.settings ?? FALLBACK_SETTINGS;
}

/** What a price says about tax: "incl. VAT" when entered prices include it, "plus tax" when checkout adds it. */
export const priceTaxNote = (settings: Pick<ShopSettings, 'prices_include_tax'>, t: Translator) =>
  settings.prices_include_tax ? t('price.inclVat') : t('price.plusTax');

/** The price tax note of this shop, from the root route's settings. */
export function usePriceTaxNote(): string {
  const data = useRouteLoaderData('root') as { settings?: ShopSettings } | undefined;
  return priceTaxNote(data?.settings ?? FALLBACK_SETTINGS, useT());
}
