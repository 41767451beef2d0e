/**
 * Money: integer minor units (cents) inside the shop, decimals with two places in JSON.
 * One rounding rule everywhere: half away from zero, on minor units.
 */
export const toMinor = (amount: number): number => Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100);
export const fromMinor = (minor: number): number => Math.round(minor) / 100;

/** Rounds a fractional amount of minor units (e.g. tax) with the shop's rule. */
export const roundMinor = (minor: number): number => Math.sign(minor) * Math.round(Math.abs(minor));

/** Whole-percent discount from a regular and a sale price (0 when not discounted). */
export function percentOff(regularMinor: number, saleMinor: number): number {
  if (regularMinor <= 0 || saleMinor >= regularMinor) return 0;
  return Math.round(((regularMinor - saleMinor) / regularMinor) * 100);
}

const formatters = new Map<string, Intl.NumberFormat>();
/** `19.99` -> `$19.99` (the shop's currency, US English formatting). */
export function formatMoney(amount: number, currency = 'USD'): string {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, f);
  }
  return f.format(amount);
}
