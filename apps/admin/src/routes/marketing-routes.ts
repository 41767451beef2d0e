import type { RouteObject } from 'react-router';

/** `/admin/marketing/*`: newsletter subscribers and newsletters; discount codes add their tab's route here. */
export const marketingRoutes: RouteObject[] = [
  {
    path: 'marketing',
    lazy: () => import('./marketing-layout'),
    children: [
      { index: true, lazy: () => import('./marketing-subscribers') },
      { path: 'newsletters', lazy: () => import('./marketing-newsletters') },
    ],
  },
  { path: 'marketing/newsletters/new', lazy: () => import('./marketing-newsletter-new') },
  { path: 'marketing/newsletters/:campaignId', lazy: () => import('./marketing-newsletter-detail') },
];
