import {
  CHECKOUT_MESSAGES as M,
  cardBrand,
  cardDigits,
  cardExpired,
  luhnValid,
  parseExpiry,
  type CardInput,
} from '@shopwright/shared/checkout';

/** The card form as typed: number in groups of four, expiry as MM/YY. */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}
export type CardField = keyof CardFormValues;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardFormValues = { number: '', expiry: '', cvc: '', holder: '' };

function numberError(value: string): string | undefined {
  const digits = cardDigits(value);
  if (digits === '') return M.cardNumberRequired;
  if (!/^\d+$/.test(digits)) return M.cardNumberDigits;
  if (digits.length < 12 || digits.length > 19) return M.cardNumberLength;
  return luhnValid(digits) ? undefined : M.cardNumberInvalid;
}

function expiryError(value: string, now: Date): string | undefined {
  const parsed = parseExpiry(value);
  if (!parsed) return M.expiryInvalid;
  return cardExpired(parsed.exp_month, parsed.exp_year, now) ? M.cardExpired : undefined;
}

/** The same checks as the API's (Luhn, a future expiry, a 3-4 digit CVC, a holder), field by field. */
export function cardErrors(values: CardFormValues, now = new Date()): CardErrors {
  const errors: CardErrors = {
    number: numberError(values.number),
    expiry: expiryError(values.expiry, now),
    cvc: /^\d{3,4}$/.test(values.cvc) ? undefined : M.cvcInvalid,
    holder: values.holder.trim() === '' ? M.holderRequired : values.holder.trim().length > 100 ? M.holderTooLong : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as CardErrors;
}

export const brandOf = (number: string) => cardBrand(cardDigits(number));

/** The card as `POST orders` takes it. */
export function toCardInput(values: CardFormValues): CardInput {
  const expiry = parseExpiry(values.expiry) ?? { exp_month: 0, exp_year: 0 };
  return { number: cardDigits(values.number), ...expiry, cvc: values.cvc, holder: values.holder.trim() };
}

/** The API's field errors (`payment.card.number`, `payment.card.exp_month`, …) under the form's fields. */
export function cardErrorsFromApi(errors: Record<string, string[]> | undefined): CardErrors {
  const pick = (...keys: string[]) => keys.map((k) => errors?.[`payment.card.${k}`]?.[0]).find(Boolean);
  const found: CardErrors = { number: pick('number'), expiry: pick('exp_month', 'exp_year'), cvc: pick('cvc'), holder: pick('holder') };
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as CardErrors;
}
