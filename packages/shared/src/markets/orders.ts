import { z } from 'zod';
import { hasDecimalsFor, minorDigits } from '../money/index';

/**
 * Carts, quotes and orders in a market (ADR 029): the texts of their refusals. A cart belongs to
 * one market; a quote and an order name the market (and may name the currency) they were shown.
 */
export const MARKET_ORDER_MESSAGES = {
  currencyInvalid: 'Currency must be an ISO 4217 code such as EUR',
  marketMismatch: (cart: string, asked: string) =>
    `Your cart is in the ${cart} market, not ${asked}. Review your cart there and place your order again.`,
  currencyMismatch: (cart: string, asked: string) =>
    `Your cart is priced in ${cart}, not ${asked}. Review your cart and place your order again.`,
  marketClosed: 'This market does not take orders at the moment.',
  discountCurrency: (currency: string) => `This discount code cannot be used in ${currency}.`,
  amountsInvalid: 'Amounts must map currency codes such as EUR to amounts from 0.01 to 1,000,000',
  amountsTooMany: 'At most 50 currencies',
  amountDecimals: (currency: string, digits: number) =>
    digits === 0 ? `Amounts in ${currency} are whole numbers` : `Amounts in ${currency} have at most ${digits} decimals`,
} as const;

/**
 * A fixed discount's amounts per currency (`{EUR: 5, JPY: 800}`, ADR 029): ISO codes in capitals, each
 * amount above 0 with at most its currency's decimals. A code applies only in the currencies it
 * has an amount for (the base currency's is its `value`).
 */
export const CurrencyAmountsSchema = z
  .record(z.string(), z.number({ error: MARKET_ORDER_MESSAGES.amountsInvalid }), { error: MARKET_ORDER_MESSAGES.amountsInvalid })
  .superRefine((amounts, ctx) => {
    const entries = Object.entries(amounts);
    if (entries.length > 50) ctx.addIssue({ code: 'custom', message: MARKET_ORDER_MESSAGES.amountsTooMany });
    for (const [currency, amount] of entries) {
      if (!/^[A-Z]{3}$/.test(currency) || !(amount > 0) || amount > 1_000_000)
        ctx.addIssue({ code: 'custom', message: MARKET_ORDER_MESSAGES.amountsInvalid, path: [currency] });
      else if (!hasDecimalsFor(amount, currency))
        ctx.addIssue({ code: 'custom', message: MARKET_ORDER_MESSAGES.amountDecimals(currency, minorDigits(currency)), path: [currency] });
    }
  });

/** The currency an order was shown (`POST orders`): three letters, upper-cased. */
export const OrderCurrencySchema = z
  .string({ error: MARKET_ORDER_MESSAGES.currencyInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: MARKET_ORDER_MESSAGES.currencyInvalid })
  .optional();
