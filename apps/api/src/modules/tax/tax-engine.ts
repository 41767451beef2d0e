/**
 * Tax and totals of a priced cart, in cents. The rules (README, "Taxes and shipping"):
 * - prices are entered net (tax on top) or gross (tax included), as the shop's settings say;
 * - a tax-inclusive shop's price is converted once per unit for a destination whose rate differs
 *   from the default destination's (`same_net`), or for one that pays no tax (no rate, reverse
 *   charge): the net is the entered price divided by (1 + the default destination's rate);
 * - an order discount is spread over the lines in proportion to their amounts, by largest
 *   remainder, so the shares add up to the discount exactly;
 * - tax is computed per line on its amount after its share, rounded half up to the cent:
 *   exclusive `amount x rate`, inclusive `amount - amount / (1 + rate)`;
 * - shipping is taxed as its own line with its method's category and takes no discount share.
 */

/** A rate in force: thousandths of a percent (8.25 % is 8250) and its name. */
export interface AppliedRate {
  millis: number;
  name: string;
}

export type CrossBorder = 'same_gross' | 'same_net';

export interface TaxMode {
  pricesIncludeTax: boolean;
  crossBorder: CrossBorder;
  /** The destination's rate for a category; null when it pays no tax (no rate there, or reverse charge). */
  rateAt: (category: string) => AppliedRate | null;
  /** The default destination's rate for a category (what entered gross prices include). */
  defaultRate: (category: string) => AppliedRate | null;
}

const SCALE = 100_000;

/** a / b rounded half up, for a >= 0 and b > 0, exact in integers (BigInt past 2^53). */
export function divRound(a: number, b: number): number {
  if (a < 0) return -divRound(-a, b);
  if (a <= Number.MAX_SAFE_INTEGER / 2) return Math.floor((2 * a + b) / (2 * b));
  const big = (2n * BigInt(a) + BigInt(b)) / (2n * BigInt(b));
  return Number(big);
}

const mulDiv = (amount: number, mul: number, div: number) =>
  amount * mul <= Number.MAX_SAFE_INTEGER
    ? divRound(amount * mul, div)
    : Number((2n * BigInt(amount) * BigInt(mul) + BigInt(div)) / (2n * BigInt(div)));

/** The unit price a shopper at the destination pays for an entered price (see the rules above). */
export function destinationPrice(entered: number, category: string, mode: TaxMode): number {
  if (!mode.pricesIncludeTax) return entered;
  const r0 = mode.defaultRate(category)?.millis ?? 0;
  const r = mode.rateAt(category);
  if (r === null) return r0 === 0 ? entered : mulDiv(entered, SCALE, SCALE + r0);
  if (mode.crossBorder === 'same_gross' || r.millis === r0) return entered;
  return mulDiv(entered, SCALE + r.millis, SCALE + r0);
}

/** The tax of an amount at a rate: on top of it (exclusive) or included in it. */
export function taxOf(amount: number, millis: number, inclusive: boolean): number {
  if (millis === 0 || amount === 0) return 0;
  return inclusive ? mulDiv(amount, millis, SCALE + millis) : mulDiv(amount, millis, SCALE);
}

/** Splits `total` over `weights` in proportion, by largest remainder (ties to the earlier); the parts add up to `total`. */
export function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const T = BigInt(total);
  const S = BigInt(sum);
  const parts = weights.map((w) => {
    const scaled = T * BigInt(w);
    return { floor: Number(scaled / S), rest: scaled % S };
  });
  let left = total - parts.reduce((s, p) => s + p.floor, 0);
  const order = parts.map((p, i) => ({ i, rest: p.rest })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const out = parts.map((p) => p.floor);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

export interface EngineLine {
  /** The destination's unit price (after `destinationPrice`) and quantity. */
  unit_price: number;
  quantity: number;
  category: string;
}

export interface TaxedLine {
  amount: number;
  discount: number;
  /** What the line is taxed on after its discount share (gross when inclusive). */
  base: number;
  rate: AppliedRate | null;
  tax: number;
  /** The line without tax, after its discount. */
  net: number;
}

export interface TaxGroup {
  name: string;
  millis: number;
  /** The taxed amounts without tax, and the tax. */
  net: number;
  tax: number;
}

export interface TaxedOrder {
  lines: TaxedLine[];
  subtotal: number;
  discount: number;
  shipping: number;
  shippingRate: AppliedRate | null;
  shippingTax: number;
  tax: number;
  total: number;
  groups: TaxGroup[];
}

function taxLine(amount: number, discount: number, rate: AppliedRate | null, inclusive: boolean): TaxedLine {
  const base = amount - discount;
  const tax = rate ? taxOf(base, rate.millis, inclusive) : 0;
  return { amount, discount, base, rate, tax, net: inclusive ? base - tax : base };
}

/**
 * Taxes an order: lines at destination prices, the order discount (cents, at most the subtotal of
 * the lines it may apply to) and the shipping price at the destination with its category.
 * `discountable` (default: every line) says which lines share the discount: a gift card sold as a
 * product takes none, so a code never buys a card worth more than was paid for it (ADR 025).
 */
export function taxOrder(
  lines: EngineLine[],
  discount: number,
  shipping: { price: number; category: string } | null,
  mode: TaxMode,
  discountable?: readonly boolean[],
): TaxedOrder {
  const inclusive = mode.pricesIncludeTax;
  const amounts = lines.map((l) => l.unit_price * l.quantity);
  const subtotal = amounts.reduce((s, a) => s + a, 0);
  const weights = amounts.map((a, i) => (discountable?.[i] === false ? 0 : a));
  const off = Math.min(
    Math.max(discount, 0),
    weights.reduce((s, w) => s + w, 0),
  );
  const shares = spread(off, weights);
  const taxed = lines.map((l, i) => taxLine(amounts[i]!, shares[i]!, mode.rateAt(l.category), inclusive));
  const shippingRate = shipping ? mode.rateAt(shipping.category) : null;
  const ship = shipping ? taxLine(shipping.price, 0, shippingRate, inclusive) : null;
  const groups = new Map<string, TaxGroup>();
  for (const line of ship ? [...taxed, ship] : taxed) {
    if (!line.rate) continue;
    const key = `${line.rate.millis}:${line.rate.name}`;
    const group = groups.get(key) ?? { name: line.rate.name, millis: line.rate.millis, net: 0, tax: 0 };
    group.net += line.net;
    group.tax += line.tax;
    groups.set(key, group);
  }
  const shippingPrice = ship?.amount ?? 0;
  const tax = taxed.reduce((s, l) => s + l.tax, 0) + (ship?.tax ?? 0);
  return {
    lines: taxed,
    subtotal,
    discount: off,
    shipping: shippingPrice,
    shippingRate,
    shippingTax: ship?.tax ?? 0,
    tax,
    total: subtotal - off + shippingPrice + (inclusive ? 0 : tax),
    groups: [...groups.values()].sort((a, b) => b.millis - a.millis || a.name.localeCompare(b.name)),
  };
}
