import { queryOptions } from '@tanstack/react-query';
import type { AddressInput, SavedAddress } from '@shopwright/shared/account';
import type { PaymentOptions, PlaceOrderInput, Quote, ShippingMethod } from '@shopwright/shared/checkout';
import type { Order } from '@shopwright/shared/orders';
import { api } from '../../lib/api';

export const checkoutKeys = {
  all: ['checkout'] as const,
  quote: (method: ShippingMethod, code: string | undefined) => ['checkout', 'quote', method, code ?? ''] as const,
  addresses: ['user', 'addresses'] as const,
};

/** `POST checkout/quote`: every line and total as the server prices them (a read, so it is a query). */
export const quoteQueryOptions = (method: ShippingMethod, code: string | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: checkoutKeys.quote(method, code),
    queryFn: () => api.post<Quote>('checkout/quote', { shipping_method: method, discount_code: code }),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** `GET users/me/addresses`: the saved addresses, the default first. */
export const savedAddressesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: checkoutKeys.addresses, queryFn: () => api.get<SavedAddress[]>('users/me/addresses'), enabled });

export const saveAddress = (address: AddressInput) => api.post<SavedAddress>('users/me/addresses', address);

/** `POST orders` with the attempt's Idempotency-Key: the request layer retries it safely on network errors. */
export const placeOrder = (body: PlaceOrderInput, idempotencyKey: string) => api.post<Order>('orders', body, { idempotencyKey });

/** `GET payments/options`: whether cards go through Stripe's hosted page instead of the built-in card form. */
export const paymentOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['checkout', 'payment-options'] as const, queryFn: () => api.get<PaymentOptions>('payments/options'), staleTime: 5 * 60_000 });

