import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@shopwright/shared/http';
import type { OrderPage } from '@shopwright/shared/orders';
import { call } from '../../../lib/api';
import { accountKeys } from '../../../lib/account/account-keys';

const NO_ORDERS: OrderPage = { count: 0, next: null, previous: null, results: [] };

/** `GET orders?page_size=3`: the latest orders; a shop without the orders module answers 404. */
export const recentOrdersQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.recentOrders,
    queryFn: async () => {
      try {
        return await call('GET orders', { query: { page_size: 3 } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return NO_ORDERS;
        throw error;
      }
    },
    // Orders are placed elsewhere (checkout); show the latest whenever the section opens.
    staleTime: 0,
  });
