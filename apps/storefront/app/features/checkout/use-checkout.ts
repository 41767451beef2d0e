import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import type { Address } from '@shopwright/shared/account';
import type { PaymentMethod, PlaceOrderInput, Quote, ShippingMethod } from '@shopwright/shared/checkout';
import { errorMessage } from '@shopwright/shared/http';
import { NO_SHIPPING_METHOD } from '@shopwright/shared/credit/gift-card-sale';
import { cartKeys } from '../../lib/cart/cart-keys';
import { useCart } from '../../lib/cart/cart-provider';
import { accountKeys } from '../../lib/account/account-keys';
import { useAuth } from '../../lib/session/auth-provider';
import { cardErrors, EMPTY_CARD, toCardInput, type CardFormValues } from './card-fields';
import { paymentOptionsQueryOptions, quoteQueryOptions, saveAddress } from './api/checkout';
import type { CheckoutStep } from './checkout-problems';
import { usePlaceOrder } from './use-place-order';
import { placeOf, type QuotePlace } from './quote-place';
import { clientT } from '../../lib/i18n';
import { creditKeys } from '../../lib/credit/credit-api';
import { NO_CREDIT, usableCodes, type CreditChoice } from './credit-choice';

export const STEPS: CheckoutStep[] = ['address', 'shipping', 'review', 'payment'];

function orderBody(quote: Quote, address: Address, payment: PaymentMethod, card: CardFormValues, credit: CreditChoice): PlaceOrderInput {
  const giftCards = usableCodes(quote, credit.giftCards);
  return {
    shipping_address: address,
    // The method the quote priced: the chosen one, or the first offered when that one does not deliver there;
    // none when nothing ships (only gift cards), which the order takes without one.
    ...(quote.shipping_method === NO_SHIPPING_METHOD ? {} : { shipping_method: quote.shipping_method ?? '' }),
    discount_code: quote.discount?.code,
    // Nothing left to pay after gift cards and store credit: no card is charged (pay later stands for "nothing due").
    payment:
      quote.amount_due === 0
        ? { method: 'pay_later' }
        : payment === 'card'
          ? { method: 'card', card: toCardInput(card) }
          : { method: payment },
    expected_total: quote.total,
    ...(giftCards.length > 0 ? { gift_cards: giftCards } : {}),
    ...(credit.useStoreCredit && quote.payments.some((p) => p.source === 'store_credit') ? { use_store_credit: true } : {}),
  };
}

/** The server's quote for the choices so far; sold-out lines it drops also leave the cart badge. */
function useQuote(method: ShippingMethod, code: string | undefined, place: QuotePlace | null, credit: CreditChoice) {
  const { isAuthenticated } = useAuth();
  const { items } = useCart();
  const queryClient = useQueryClient();
  const quote = useQuery(quoteQueryOptions(method, code, place, credit, isAuthenticated && items.length > 0));
  const notices = quote.data?.notices.length ?? 0;
  useEffect(() => {
    if (notices > 0) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [notices, queryClient]);
  return quote;
}

/** The checkout's state: the steps, the choices, the quote for them and placing the order. */
export function useCheckout() {
  const queryClient = useQueryClient();
  // A cart of only gift cards ships nothing: no delivery step (the address still bills and taxes).
  const { items } = useCart();
  const nothingShips = items.length > 0 && items.every((i) => i.gift_card);
  const [step, setStep] = useState<CheckoutStep>('address');
  const [address, setAddress] = useState<Address | null>(null);
  // Where the quote prices for: the address being typed or chosen, before and after it is confirmed.
  const [place, setPlace] = useState<QuotePlace | null>(null);
  const choosePlace = useCallback(
    (next: QuotePlace) => setPlace((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next)),
    [],
  );
  const [method, setMethod] = useState<ShippingMethod>('standard');
  const [code, setCode] = useState<string | undefined>();
  const stripe = useQuery(paymentOptionsQueryOptions()).data?.stripe === true;
  const [chosen, setPayment] = useState<PaymentMethod | null>(null);
  // With Stripe set up, cards are paid on Stripe's page instead of the built-in form.
  const cardMethod: PaymentMethod = stripe ? 'stripe' : 'card';
  const payment: PaymentMethod = chosen === 'pay_later' ? 'pay_later' : cardMethod;
  const [card, setCard] = useState<CardFormValues>(EMPTY_CARD);
  const [showCardErrors, setShowCardErrors] = useState(false);
  const [credit, setCredit] = useState<CreditChoice>(NO_CREDIT);
  const quote = useQuote(method, code, place, credit);
  const order = usePlaceOrder((problem) => {
    setStep(problem.step);
    // A card or credit spent by another order meanwhile: show the balances as they are now.
    if (problem.step === 'payment') void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  });

  const go = (next: CheckoutStep) => {
    order.clearProblem();
    setStep(next);
  };

  const chooseAddress = (next: Address, save: boolean) => {
    setAddress(next);
    choosePlace(placeOf(next));
    go(nothingShips ? 'review' : 'shipping');
    if (!save) return;
    saveAddress(next)
      .then(() => {
        toast.success(clientT()('checkout.addressSaved'));
        void queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
      })
      .catch((error: unknown) => toast.error(errorMessage(error, clientT()('checkout.addressNotSaved'))));
  };

  const submit = () => {
    if (!quote.data || !address || order.placing) return;
    const paying = quote.data.pay_later_enabled ? payment : cardMethod;
    if (quote.data.amount_due > 0 && paying === 'card' && Object.keys(cardErrors(card)).length > 0) return setShowCardErrors(true);
    order.clearProblem();
    order.place(orderBody(quote.data, address, paying, card, credit));
  };

  return {
    step,
    go,
    quote,
    address,
    chooseAddress,
    choosePlace,
    method: quote.data?.shipping_method ?? method,
    setMethod,
    nothingShips,
    code,
    setCode,
    payment,
    setPayment,
    cardMethod,
    card,
    setCard,
    showCardErrors,
    credit,
    setCredit,
    problem: order.problem,
    submit,
    placing: order.placing,
  };
}
export type CheckoutState = ReturnType<typeof useCheckout>;
