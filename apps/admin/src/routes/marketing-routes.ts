import type { RouteObject } from 'react-router';

/** `/admin/marketing/*`: discount codes (the landing tab), newsletter subscribers and newsletters. */
export const marketingRoutes: RouteObject[] = [
  {
    path: 'marketing',
    lazy: () => import('./marketing-layout'),
    children: [
      { index: true, lazy: () => import('./marketing-discounts') },
      { path: 'subscribers', lazy: () => import('./marketing-subscribers') },
      { path: 'newsletters', lazy: () => import('./marketing-newsletters') },
    ],
  },
  { path: 'marketing/discounts/new', lazy: () => import('./marketing-discount-new') },
  { path: 'marketing/discounts/:discountId', lazy: () => import('./marketing-discount-detail') },
  { path: 'marketing/discounts/:discountId/edit', lazy: () => import('./marketing-discount-edit') },
  { path: 'marketing/newsletters/new', lazy: () => import('./marketing-newsletter-new') },
  { path: 'marketing/newsletters/:campaignId', lazy: () => import('./marketing-newsletter-detail') },
];
