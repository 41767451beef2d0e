import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoading } from '../components/full-screen-loading';
import { AdminLayout } from './admin-layout';
import { marketingRoutes } from './marketing-routes';
import { NotFoundPage } from './not-found';
import { orderPrintRoutes, ordersRoutes } from './orders-routes';
import { reportsRoutes } from './reports-routes';
import { RouteError } from './route-error';
import { SectionPending } from './section-pending';
import { supportRoutes } from './support-routes';

/** Sections other work will fill; until then each says it is being set up. */
const PENDING_SECTIONS = [
  ['products', 'Products'],
] as const;

const adminRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./dashboard') },
  { path: 'customers', lazy: () => import('./customers') },
  { path: 'customers/:customerId', lazy: () => import('./customer-detail') },
  {
    path: 'settings',
    lazy: () => import('./settings-layout'),
    children: [
      { index: true, lazy: () => import('./settings-general') },
      { path: 'admins', lazy: () => import('./settings-admins') },
      { path: 'audit-log', lazy: () => import('./settings-audit-log') },
    ],
  },
  ...marketingRoutes,
  ...supportRoutes,
  ...ordersRoutes,
  ...reportsRoutes,
  ...PENDING_SECTIONS.map(([path, title]): RouteObject => ({ path: `${path}/*`, element: <SectionPending title={title} /> })),
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
