import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoading } from '../components/full-screen-loading';
import { AdminLayout } from './admin-layout';
import { marketingRoutes } from './marketing-routes';
import { NotFoundPage } from './not-found';
import { orderPrintRoutes, ordersRoutes } from './orders-routes';
import { productsRoutes } from './products-routes';
import { reportsRoutes } from './reports-routes';
import { RouteError } from './route-error';
import { supportRoutes } from './support-routes';

const adminRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./dashboard') },
  { path: 'customers', lazy: () => import('./customers') },
  { path: 'customers/:customerId', lazy: () => import('./customer-detail') },
  { path: 'gift-cards', lazy: () => import('./gift-cards') },
  { path: 'gift-cards/:giftCardId', lazy: () => import('./gift-card-detail') },
  {
    path: 'settings',
    lazy: () => import('./settings-layout'),
    children: [
      { index: true, lazy: () => import('./settings-general') },
      { path: 'admins', lazy: () => import('./settings-admins') },
      { path: 'audit-log', lazy: () => import('./settings-audit-log') },
      { path: 'api-tokens', lazy: () => import('./settings-api-tokens') },
      { path: 'webhooks', lazy: () => import('./settings-webhooks') },
      { path: 'taxes', lazy: () => import('./settings-taxes') },
      { path: 'taxes/zones/new', lazy: () => import('./settings-zone-new') },
      { path: 'taxes/zones/:zoneCode', lazy: () => import('./settings-zone-edit') },
      { path: 'shipping', lazy: () => import('./settings-shipping') },
      { path: 'shipping/new', lazy: () => import('./settings-shipping-new') },
      { path: 'shipping/:methodCode', lazy: () => import('./settings-shipping-edit') },
      { path: 'markets', lazy: () => import('./settings-markets') },
      { path: 'markets/new', lazy: () => import('./settings-market-new') },
      { path: 'markets/:marketCode', lazy: () => import('./settings-market-edit') },
    ],
  },
  ...productsRoutes,
  ...marketingRoutes,
  ...supportRoutes,
  ...ordersRoutes,
  ...reportsRoutes,
  { path: '*', Component: NotFoundPage },
];

/** The admin app lives under /admin; pages load lazily, each in its own chunk. */
export function createAdminRouter() {
  return createBrowserRouter(
    [
      {
        HydrateFallback: FullScreenLoading,
        ErrorBoundary: RouteError,
        children: [
          { path: 'auth/login', lazy: () => import('./login') },
          ...orderPrintRoutes,
          { Component: AdminLayout, children: adminRoutes },
        ],
      },
    ],
    { basename: '/admin' },
  );
}
