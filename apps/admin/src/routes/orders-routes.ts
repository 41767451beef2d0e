import type { RouteObject } from 'react-router';

/** `/admin/orders/*`, `/admin/returns/*` and `/admin/pay-later` inside the admin's frame. */
export const ordersRoutes: RouteObject[] = [
  { path: 'orders', lazy: () => import('./orders') },
  { path: 'orders/:orderId', lazy: () => import('./order-detail') },
  { path: 'returns', lazy: () => import('./returns') },
  { path: 'returns/:returnId', lazy: () => import('./return-detail') },
  { path: 'pay-later', lazy: () => import('./pay-later') },
];

/** The printable invoice and packing slip: a bare page of their own (with the admin guard). */
export const orderPrintRoutes: RouteObject[] = [{ path: 'orders/:orderId/invoice', lazy: () => import('./order-invoice') }];
