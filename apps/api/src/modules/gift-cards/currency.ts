import { fromMinor } from '@shopwright/shared/money';

/**
 * ISO 4217 currencies and their minor digits, from the runtime's Intl data (no table kept by hand).
 * Until the markets' money helpers land (issue 27) the shop's amounts have two decimals; a card or
 * a credit in a currency with other digits is refused rather than stored wrong.
 */
const known = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['USD', 'EUR', 'GBP']);

/** The currency's minor digits, or null when it is not an ISO 4217 code the shop can hold. */
export function currencyDigits(currency: string): number | null {
  if (!/^[A-Z]{3}$/.test(currency) || !known.has(currency)) return null;
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return digits === 2 ? 2 : null;
}

/** A decimal amount in minor units of `currency`, or null when it has more decimals than the currency. */
export function toMinorIn(amount: number, currency: string): number | null {
  const digits = currencyDigits(currency) ?? 2;
  const scale = 10 ** digits;
  const minor = Math.round(amount * scale);
  return Math.abs(minor - amount * scale) < 1e-6 ? minor : null;
}

export const fromMinorIn = (minor: number, _currency: string) => fromMinor(minor);
