import type { Quote } from '@shopwright/shared/checkout';
import { formatGiftCardCode } from '@shopwright/shared/credit';

/** The gift cards and store credit the shopper chose to pay with (before the card, Stripe or pay later). */
export interface CreditChoice {
  /** Normalized codes (`ABCDEFGHJKLMNPQR`), in the order they pay. */
  giftCards: string[];
  useStoreCredit: boolean;
}

export const NO_CREDIT: CreditChoice = { giftCards: [], useStoreCredit: false };

/** The codes an order can send: the quote's refused ones are left out (they would refuse the order). */
export const usableCodes = (quote: Quote, codes: string[]) =>
  codes.filter((c) => !quote.gift_card_errors.some((e) => e.code === formatGiftCardCode(c)));
