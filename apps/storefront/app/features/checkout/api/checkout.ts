import { queryOptions } from '@tanstack/react-query';
import type { AddressInput } from '@shopwright/shared/account';
import type { PlaceOrderInput, ShippingMethod } from '@shopwright/shared/checkout';
import type { QuotePlace } from '../quote-place';
import type { CreditChoice } from '../credit-choice';
import { call } from '../../../lib/api';
import { marketBody } from '../../../lib/market';
import { addressesQueryOptions } from '../../../lib/account/addresses';

export const checkoutKeys = {
  all: ['checkout'] as const,
  quote: (method: ShippingMethod, code: string | undefined, place: QuotePlace | null, credit: CreditChoice) =>
    ['checkout', 'quote', method, code ?? '', place ?? 'default', credit] as const,
};

/**
 * `POST checkout/quote`: every line and total as the server prices them for the destination (the
 * shop's default one until the shopper gives an address). It reads, so it is a query.
 */
export const quoteQueryOptions = (
  method: ShippingMethod,
  code: string | undefined,
  place: QuotePlace | null,
  credit: CreditChoice,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: checkoutKeys.quote(method, code, place, credit),
    queryFn: ({ signal }) =>
      call('POST checkout/quote', {
        body: {
          shipping_method: method,
          discount_code: code,
          ...(place ? { address: place } : {}),
          // Gift cards and store credit pay first; the quote answers what each pays and what is still due.
          ...(credit.giftCards.length > 0 ? { gift_cards: credit.giftCards } : {}),
          ...(credit.useStoreCredit ? { use_store_credit: true } : {}),
          ...marketBody(),
        },
        signal,
      }),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** The account's saved addresses (one query for both). */
export const savedAddressesQueryOptions = addressesQueryOptions;

export const saveAddress = (address: AddressInput) => call('POST users/me/addresses', { body: address });

/** `POST orders` with the attempt's Idempotency-Key: the request layer retries it safely on network errors. */
export const placeOrder = (body: PlaceOrderInput, idempotencyKey: string) =>
  call('POST orders', { body: { ...body, ...marketBody() }, idempotencyKey });

/** `GET payments/options`: whether cards go through Stripe's hosted page instead of the built-in card form. */
export const paymentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'payment-options'] as const,
    queryFn: ({ signal }) => call('GET payments/options', { signal }),
    staleTime: 5 * 60_000,
  });

/** `GET orders/{id}` once, outside a query: the Stripe order the shopper came back from without paying. */
export const fetchOrder = (id: string) => call('GET orders/:orderId', { params: { orderId: id } });

/** `POST orders/{id}/cancel`: gives that unpaid order's lines back to the cart. */
export const cancelOrder = (id: number) => call('POST orders/:orderId/cancel', { params: { orderId: id } });
