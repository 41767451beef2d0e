import { hasDecimalsFor, minorDigits, toMinorIn as sharedToMinorIn } from '@shopwright/shared/money';

/** ISO 4217 codes the runtime knows (Intl), so a typo such as "EUD" is refused rather than stored. */
const known = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['USD', 'EUR', 'GBP', 'JPY']);

/** The currency's minor digits (ISO 4217: JPY 0, USD 2, BHD 3; the shared table, ADR 027), or null when it is not a known code. */
export function currencyDigits(currency: string): number | null {
  if (!/^[A-Z]{3}$/.test(currency) || !known.has(currency)) return null;
  return minorDigits(currency);
}

/** A decimal amount in minor units of `currency`, or null when it has more decimals than the currency allows. */
export function toMinorIn(amount: number, currency: string): number | null {
  return hasDecimalsFor(amount, currency) ? sharedToMinorIn(amount, currency) : null;
}

export { fromMinorIn } from '@shopwright/shared/money';
