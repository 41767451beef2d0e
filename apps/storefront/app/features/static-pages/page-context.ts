import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import type { Lang } from '@shopwright/shared/i18n';
import type { PageContext } from './types';

interface SettingsLike {
  shop_name?: string;
  contact_email?: string;
  contact_phone?: string;
  contact_address?: string;
  currency?: string;
  shipping?: { standard?: number; express?: number; free_shipping_threshold?: number | null };
}

function money(value: unknown, currency: string, lang: Lang): string | undefined {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return undefined;
  try {
    return formatMoneyIn(amount, currency, lang);
  } catch {
    return undefined;
  }
}

/**
 * The content's facts from the shop settings (`GET settings`). The shipping amounts may be
 * missing (settings not loaded): the pages then use general wording.
 */
export function pageContext(settings: SettingsLike | undefined, fallbackName: string, lang: Lang = 'en'): PageContext {
  const currency = settings?.currency || 'USD';
  const shipping = settings?.shipping;
  return {
    shopName: settings?.shop_name || fallbackName,
    email: settings?.contact_email ?? '',
    phone: settings?.contact_phone ?? '',
    address: settings?.contact_address ?? '',
    standardShippingRate: money(shipping?.standard, currency, lang),
    expressShippingRate: money(shipping?.express, currency, lang),
    freeShippingFrom: shipping?.free_shipping_threshold === null ? null : money(shipping?.free_shipping_threshold, currency, lang),
  };
}
