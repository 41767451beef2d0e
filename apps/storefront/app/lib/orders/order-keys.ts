/**
 * The orders' query keys, shared because checkout refreshes them after placing or giving back an
 * order. Under ['user'], so signing out drops them; ['user', 'orders'] also refreshes the
 * account's latest orders.
 */
export const orderKeys = {
  all: ['user', 'orders'] as const,
  list: (page: number) => ['user', 'orders', 'list', page] as const,
  detail: (id: string) => ['user', 'orders', 'detail', id] as const,
};
