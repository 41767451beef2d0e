import type { RouteObject } from 'react-router';

/**
 * `/admin/products/*`: the product list (landing tab), categories and brands as tabs, and the
 * add, edit and view pages of one product (`add-product`, `edit-product/{id}`, `view-product/{id}`: fixed paths).
 */
export const productsRoutes: RouteObject[] = [
  {
    path: 'products',
    lazy: () => import('./products-layout'),
    children: [
      { index: true, lazy: () => import('./products-list') },
      { path: 'categories', lazy: () => import('./products-categories') },
      { path: 'brands', lazy: () => import('./products-brands') },
    ],
  },
  { path: 'products/add-product', lazy: () => import('./products-add') },
  { path: 'products/edit-product/:productId', lazy: () => import('./products-edit') },
  { path: 'products/view-product/:productId', lazy: () => import('./products-view') },
];
