import type { RouteObject } from 'react-router';

/** `/admin/transactions` and `/admin/reports/*` (a tab per report under one date range). */
export const reportsRoutes: RouteObject[] = [
  { path: 'transactions', lazy: () => import('./transactions') },
  {
    path: 'reports',
    lazy: () => import('./reports-layout'),
    children: [
      { index: true, lazy: () => import('./reports-sales') },
      { path: 'categories', lazy: () => import('./reports-categories') },
      { path: 'products', lazy: () => import('./reports-products') },
      { path: 'customers', lazy: () => import('./reports-customers') },
      { path: 'taxes', lazy: () => import('./reports-taxes') },
    ],
  },
];
