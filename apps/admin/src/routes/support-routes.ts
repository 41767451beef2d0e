import type { RouteObject } from 'react-router';

/** `/admin/support/*`: the tickets and error-reports tabs; detail pages stand on their own. */
export const supportRoutes: RouteObject[] = [
  {
    path: 'support',
    lazy: () => import('./support-layout'),
    children: [
      { index: true, lazy: () => import('./support-tickets') },
      { path: 'error-reports', lazy: () => import('./support-error-reports') },
      { path: 'mails', lazy: () => import('./support-mails') },
    ],
  },
  { path: 'support/tickets/:ticketId', lazy: () => import('./support-ticket-detail') },
  { path: 'support/error-reports/:reportId', lazy: () => import('./support-error-report-detail') },
];
